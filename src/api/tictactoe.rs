//! Tic-tac-toe through the API: the catalogue entry and the adapter from text to
//! [`crate::games::tictactoe`], where the rules, the solved values with remoteness, the
//! game-tree counts, the explanation steps and the computer's choice live.
//!
//! Game id `tictactoe` (one variant). Positions and moves are written as in the game's file:
//! `x...o....` and a cell number `5`. The search lab runs on the same positions through
//! [`super::search()`].

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::games::tictactoe::{self, Memo, TicTacToe, TicTacToeGame};

/// A tic-tac-toe move: the cell (from 0) and the remoteness of the position it leads to.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "TictactoeMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Cell index, 0 to 8, row by row.
    pub cell: usize,
    /// Moves left after it with best play.
    pub remoteness: u32,
}

/// Tic-tac-toe: who moves, who has a line, moves left with best play.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "TictactoeDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// `x` or `o`.
    pub mover: char,
    /// The player with a line, if any.
    pub winner: Option<char>,
    /// Moves left with best play.
    pub remoteness: u32,
    /// Complete games from here (move sequences to the end).
    pub complete_games: u64,
    /// Positions reachable from here, this one included.
    pub reachable_positions: u64,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::solve::search::SearchStep;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "tictactoe",
    adapter,
}];

/// `tictactoe`; tic-tac-toe has no variants.
pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("tictactoe"));
    }
    match variant {
        None => Ok(Box::new(TicTacToeGame)),
        Some(v) => Err(unknown_variant("Tic-tac-toe", v, "tictactoe")),
    }
}

/// A mark as the page writes it: 1 is `x`, 2 is `o`.
fn mark(m: u8) -> char {
    if m == 1 {
        'x'
    } else {
        'o'
    }
}

impl super::Answers for TicTacToeGame {
    fn id(&self) -> String {
        "tictactoe".into()
    }

    fn move_detail(&self, pos: &TicTacToe, cell: &usize, memo: &mut Memo) -> super::MoveDetail {
        super::MoveDetail::TicTacToe(MoveDetail {
            cell: *cell,
            remoteness: tictactoe::solve_all(&pos.after(*cell), memo).1,
        })
    }

    /// The mark on turn, `x` or `o`: a lesson's card says "X to move" from it.
    fn side(&self, pos: &TicTacToe) -> Option<String> {
        Some(mark(pos.mover()).to_string())
    }

    fn details(&self, pos: &TicTacToe, memo: &mut Memo) -> Result<super::Details> {
        Ok(super::Details::TicTacToe(Details {
            mover: mark(pos.mover()),
            winner: pos.winner().map(mark),
            remoteness: tictactoe::solve_all(pos, memo).1,
            complete_games: tictactoe::count_games_fast(pos, &mut Vec::new()),
            reachable_positions: tictactoe::count_positions(pos),
        }))
    }

    fn steps(&self, pos: &TicTacToe, memo: &mut Memo) -> Result<super::Steps> {
        Ok(super::Steps::TicTacToe(pos.explain(memo)))
    }

    /// The search lab on tic-tac-toe: the generic minimax or alpha-beta, cells named 1 to 9.
    fn searched(
        &self,
        _game: &str,
        position: &str,
        options: &super::SearchOptions,
    ) -> Result<super::SearchResult> {
        let mut pos = TicTacToe::parse(position)?;
        let opts = super::search::options_from(options, &tictactoe::ORDERINGS)?;
        let x_moves = pos.mover() == 1;
        Ok(super::search::run(
            "tictactoe",
            &mut pos,
            x_moves,
            opts,
            |c| (c + 1).to_string(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play, to_value};
    use crate::game::Outcome;

    #[test]
    fn the_empty_grid_is_a_draw_with_its_tree_counted_and_the_win_is_found() {
        let start = to_value(&analyze("tictactoe", ".........").unwrap());
        assert_eq!(start["completeGames"], 255_168);
        assert_eq!(start["reachablePositions"], 5_478);
        assert_eq!(start["outcome"], "D");
        let a = analyze("tictactoe", "xx.oo....").unwrap();
        assert_eq!(a.outcome, Some(Outcome::N));
        assert_eq!(
            best_move("tictactoe", "xx.oo....", "perfect", 0)
                .unwrap()
                .r#move,
            "3"
        );
        assert_eq!(play("tictactoe", ".........", "5").unwrap(), "....x....");
        assert!(explain("tictactoe", "x...o....").is_ok());
    }
}

/// The search lab on tic-tac-toe (`crate::api::search`).
#[cfg(test)]
mod search_tests {
    use crate::api::search::search;
    use crate::api::search::tests::opts;
    use crate::solve::search::Event;

    #[test]
    fn tic_tac_toe_is_a_draw_and_every_search_agrees() {
        for (algorithm, ordering, table) in [
            ("minimax", "in-order", false),
            ("alphabeta", "in-order", false),
            ("alphabeta", "center-first", false),
            ("alphabeta", "center-first", true),
        ] {
            let r = search("tictactoe", ".........", &opts(algorithm, ordering, table)).unwrap();
            assert_eq!(r.value, 0, "{algorithm} {ordering} {table}");
        }
    }

    #[test]
    fn traces_record_cuts_and_bad_options_are_refused() {
        let mut o = opts("alphabeta", "center-first", false);
        o.trace = Some(300.0);
        let r = search("tictactoe", "xo.x.o...", &o).unwrap();
        assert!(r.trace.iter().any(|e| matches!(e, Event::Cut { .. })));
        assert!(search("tictactoe", ".........", &opts("guess", "in-order", false)).is_err());
        assert!(search(
            "tictactoe",
            ".........",
            &opts("minimax", "pass-first", false)
        )
        .is_err());
    }
}

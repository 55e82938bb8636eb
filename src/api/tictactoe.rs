//! Tic-tac-toe through the API: the catalogue entry and the adapter from text to
//! [`crate::games::tictactoe`], where the rules, the solved values with remoteness, the
//! game-tree counts, the explanation steps and the computer's choice live.
//!
//! Game id `tictactoe` (one variant). Positions and moves are written as in the game's file:
//! `x...o....` and a cell number `5`. The search lab runs on the same positions through
//! [`super::search()`].

use serde::Serialize;

use super::{
    unknown_variant, winning_moves, Adapter, Analysis, BestMove, Explanation, Family, MoveInfo,
};
use crate::error::{Error, ErrorKind, Result};
use crate::game::{Level, Rng};
use crate::games::tictactoe::{self, TicTacToe};

/// A tic-tac-toe move: the cell (from 0) and the remoteness of the position it leads to.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "tictactoe",
    adapter,
}];

/// `tictactoe`; tic-tac-toe has no variants.
pub(super) fn adapter(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("tictactoe"));
    }
    match variant {
        None => Ok(Box::new(TicTacToeGame)),
        Some(v) => Err(unknown_variant("Tic-tac-toe", v, "tictactoe")),
    }
}

struct TicTacToeGame;

/// A mark as the page writes it: 1 is `x`, 2 is `o`.
fn mark(m: u8) -> char {
    if m == 1 {
        'x'
    } else {
        'o'
    }
}

impl Adapter for TicTacToeGame {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let pos = TicTacToe::parse(position)?;
        let mut memo = tictactoe::Memo::default();
        let (outcome, remoteness) = tictactoe::solve_all(&pos, &mut memo);
        let moves: Vec<MoveInfo> = pos
            .legal_moves()
            .into_iter()
            .map(|cell| {
                let to = pos.after(cell);
                let (o, r) = tictactoe::solve_all(&to, &mut memo);
                MoveInfo {
                    r#move: (cell + 1).to_string(),
                    to: to.to_string(),
                    outcome: o,
                    detail: super::MoveDetail::TicTacToe(MoveDetail {
                        cell,
                        remoteness: r,
                    }),
                }
            })
            .collect();
        Ok(Analysis {
            game: "tictactoe".into(),
            position: pos.to_string(),
            outcome,
            grundy: None,
            move_count: moves.len() as u64,
            moves_complete: true,
            winning: winning_moves(&moves),
            moves,
            details: super::Details::TicTacToe(Details {
                mover: mark(pos.mover()),
                winner: pos.winner().map(mark),
                remoteness,
                complete_games: tictactoe::count_games_fast(&pos, &mut Vec::new()),
                reachable_positions: tictactoe::count_positions(&pos),
            }),
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let pos = TicTacToe::parse(position)?;
        Ok(pos.after(pos.parse_move(mv)?).to_string())
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let pos = TicTacToe::parse(position)?;
        let mut memo = tictactoe::Memo::default();
        let (outcome, _) = tictactoe::solve_all(&pos, &mut memo);
        Ok(Explanation {
            game: "tictactoe".into(),
            position: pos.to_string(),
            outcome,
            steps: super::Steps::TicTacToe(pos.explain(&mut memo)),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let pos = TicTacToe::parse(position)?;
        if pos.is_over() {
            return Err(Error::new(ErrorKind::GameOver, "The game is over."));
        }
        let mut memo = tictactoe::Memo::default();
        let blunder = level.plays_at_random(rng);
        let chosen = if blunder {
            pos.random_move(rng)
        } else {
            pos.perfect_move(&mut memo)
        };
        let cell = chosen.expect("the game is not over, so there is a move");
        let to = pos.after(cell);
        let outcome = tictactoe::solve_all(&to, &mut memo).0;
        Ok(BestMove::new(
            (cell + 1).to_string(),
            to.to_string(),
            outcome,
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
        assert_eq!(a.outcome, Outcome::N);
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

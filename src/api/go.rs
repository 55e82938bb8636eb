//! 2x2 Go through the API: the catalogue entry and the adapter from text to
//! [`crate::games::go`], where the rules, the fast solver, the values of moves, the
//! explanation steps and the principal variation live.
//!
//! Game id `go` (one variant). A position is the history of moves from the empty board
//! (`adp`, or `.`), because positional superko depends on it; a move is `a`-`d` or `pass`.
//! The search lab runs on the same positions through [`super::search()`].

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::games::go::{self, GoGame, GoMove, GoSolution, GoState, Solver};

/// A 2x2 Go move: the point (none for a pass) and its value for the player making it.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "GoMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Point 0 to 3 (a to d), or none for a pass.
    pub point: Option<u8>,
    /// The move's value, Black's or White's score lead with best play afterwards.
    pub value: i32,
}

/// 2x2 Go: the board (`x`, `o`, `.` for a b c d), whose turn, pass state, and values.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "GoDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Four characters.
    pub board: String,
    /// Whose turn.
    pub black_to_move: bool,
    /// The last move was a pass.
    pub passed: bool,
    /// Both passed: the game is over.
    pub over: bool,
    /// The position's value for the player to move (their score lead with best play).
    pub value: i32,
    /// The area score now, Black minus White.
    pub score: i32,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::solve::search::SearchStep;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "go",
    adapter,
}];

/// `go`; 2x2 Go has no variants.
pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("go"));
    }
    match variant {
        None => Ok(Box::new(GoGame)),
        Some(v) => Err(unknown_variant("2x2 Go", v, "go")),
    }
}

impl super::Answers for GoGame {
    fn id(&self) -> String {
        "go".into()
    }

    fn move_detail(&self, state: &GoState, mv: &GoMove, sol: &mut GoSolution) -> super::MoveDetail {
        super::MoveDetail::Go(MoveDetail {
            point: match mv {
                GoMove::Pass => None,
                GoMove::Stone(p) => Some(*p),
            },
            value: sol.value_of(state, *mv),
        })
    }

    /// The colour on turn, `b` (Black) or `w` (White).
    fn side(&self, state: &GoState) -> Option<String> {
        Some(if state.black_to_move { "b" } else { "w" }.into())
    }

    fn details(&self, state: &GoState, sol: &mut GoSolution) -> Result<super::Details> {
        Ok(super::Details::Go(Details {
            board: state.board_text(),
            black_to_move: state.black_to_move,
            passed: state.passed,
            over: state.over,
            value: sol.value(state),
            score: state.score(),
        }))
    }

    fn steps(&self, state: &GoState, sol: &mut GoSolution) -> Result<super::Steps> {
        let (value, steps) = state.explain();
        sol.found(value);
        Ok(super::Steps::Go(steps))
    }

    /// The search lab on 2x2 Go. The notes' alpha-beta without table, trace or budget runs on
    /// the game's fast table-driven solver, which counts exactly the same nodes as the generic
    /// engine (`kernel: "fast"`); every other search runs on the generic engine.
    fn searched(
        &self,
        _game: &str,
        position: &str,
        options: &super::SearchOptions,
    ) -> Result<super::SearchResult> {
        let mut state = GoState::parse(position)?;
        let opts = super::search::options_from(options, &go::ORDERINGS)?;
        let black = state.black_to_move;
        if opts.alpha_beta
            && !opts.table
            && opts.trace == 0
            && opts.budget >= super::search::DEFAULT_BUDGET
            && !state.over
        {
            let (v, solver) = Solver::run(&state, opts.ordering == 0);
            let per_depth = solver.nodes_per_depth();
            return Ok(super::SearchResult {
                game: "go".into(),
                position: state.to_string(),
                value: if black { v } else { -v },
                value_for_mover: v,
                nodes: per_depth.iter().sum(),
                max_depth: per_depth.len().saturating_sub(1),
                nodes_per_depth: per_depth,
                leaves: solver.leaves,
                cuts: 0,
                table_hits: 0,
                pv: state
                    .principal_variation()
                    .into_iter()
                    .map(|m| m.to_string())
                    .collect(),
                complete: true,
                kernel: "fast",
                trace: Vec::new(),
                trace_truncated: false,
            });
        }
        Ok(super::search::run("go", &mut state, black, opts, |m| {
            m.to_string()
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, play};
    use crate::game::Outcome;

    #[test]
    fn go_moves_and_values_are_consistent() {
        let a = analyze("go", ".").unwrap();
        assert_eq!(a.outcome, Some(Outcome::N));
        for m in &a.moves {
            assert_eq!(play("go", ".", &m.r#move).unwrap(), m.to);
        }
        let b = best_move("go", ".", "perfect", 0).unwrap();
        assert!(b.winning);
        assert_eq!(analyze("go", "pp").unwrap().moves.len(), 0);
    }
}

/// The search lab on 2x2 Go (`crate::api::search`): the notes' table.
#[cfg(test)]
mod search_tests {
    use crate::api::search::search;
    use crate::api::search::tests::opts;

    #[test]
    fn the_notes_table_for_2x2_go_is_reproduced() {
        let pass = search("go", ".", &opts("alphabeta", "pass-first", false)).unwrap();
        assert_eq!((pass.value, pass.nodes, pass.max_depth), (1, 1446, 22));
        assert_eq!(pass.kernel, "fast");
        let stones = search("go", ".", &opts("alphabeta", "stones-first", false)).unwrap();
        assert_eq!(
            (stones.value, stones.nodes, stones.max_depth),
            (1, 19_397_529, 58)
        );
        let table = search("go", ".", &opts("alphabeta", "pass-first", true)).unwrap();
        assert_eq!((table.value, table.kernel), (1, "generic"));
        assert!(!pass.pv.is_empty());
    }
}

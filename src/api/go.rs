//! 2x2 Go through the API: the catalogue entry and the adapter from text to
//! [`crate::games::go`], where the rules, the fast solver, the values of moves, the
//! explanation steps and the principal variation live.
//!
//! Game id `go` (one variant). A position is the history of moves from the empty board
//! (`adp`, or `.`), because positional superko depends on it; a move is `a`-`d` or `pass`.
//! The search lab runs on the same positions through [`super::search()`].

use serde::Serialize;

use super::{
    unknown_variant, winning_moves, Adapter, Analysis, BestMove, Explanation, Family, MoveInfo,
};
use crate::error::{Error, ErrorKind, Result};
use crate::game::{Level, Rng};
use crate::games::go::{self, GoMove, GoState};
use crate::solve::search::outcome_of;

/// A 2x2 Go move: the point (none for a pass) and its value for the player making it.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "go",
    adapter,
}];

/// `go`; 2x2 Go has no variants.
pub(super) fn adapter(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("go"));
    }
    match variant {
        None => Ok(Box::new(Go)),
        Some(v) => Err(unknown_variant("2x2 Go", v, "go")),
    }
}

struct Go;

impl Adapter for Go {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let state = GoState::parse(position)?;
        let value = state.value();
        let moves: Vec<MoveInfo> = state
            .move_values()
            .into_iter()
            .map(|m| MoveInfo {
                r#move: m.mv.to_string(),
                to: m.next.to_string(),
                // The position after the move, for the opponent: minus the move's value.
                outcome: outcome_of(-m.value),
                detail: super::MoveDetail::Go(MoveDetail {
                    point: match m.mv {
                        GoMove::Pass => None,
                        GoMove::Stone(p) => Some(p),
                    },
                    value: m.value,
                }),
            })
            .collect();
        Ok(Analysis {
            game: "go".into(),
            position: state.to_string(),
            outcome: outcome_of(value),
            grundy: None,
            move_count: moves.len() as u64,
            moves_complete: true,
            winning: winning_moves(&moves),
            moves,
            details: super::Details::Go(Details {
                board: state.board_text(),
                black_to_move: state.black_to_move,
                passed: state.passed,
                over: state.over,
                value,
                score: state.score(),
            }),
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let mut state = GoState::parse(position)?;
        let mv = state.parse_move(mv)?;
        state.play(mv);
        Ok(state.to_string())
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let state = GoState::parse(position)?;
        let (value, steps) = state.explain();
        Ok(Explanation {
            game: "go".into(),
            position: state.to_string(),
            outcome: outcome_of(value),
            steps: super::Steps::Go(steps),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let state = GoState::parse(position)?;
        let values = state.move_values();
        if values.is_empty() {
            return Err(Error::new(
                ErrorKind::GameOver,
                "The game is over: both players passed.",
            ));
        }
        let blunder = level.plays_at_random(rng);
        let chosen = if blunder {
            &values[rng.below(values.len() as u64) as usize]
        } else {
            go::best_of(&values).expect("values is not empty")
        };
        let best = values.iter().map(|m| m.value).max().unwrap_or(0);
        Ok(BestMove {
            r#move: chosen.mv.to_string(),
            to: chosen.next.to_string(),
            outcome: outcome_of(-chosen.value),
            winning: chosen.value == best,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, play};
    use crate::game::Outcome;

    #[test]
    fn go_moves_and_values_are_consistent() {
        let a = analyze("go", ".").unwrap();
        assert_eq!(a.outcome, Outcome::N);
        for m in &a.moves {
            assert_eq!(play("go", ".", &m.r#move).unwrap(), m.to);
        }
        let b = best_move("go", ".", "perfect", 0).unwrap();
        assert!(b.winning);
        assert_eq!(analyze("go", "pp").unwrap().moves.len(), 0);
    }
}

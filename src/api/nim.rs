//! Nim through the API: the catalogue entry and the adapter from text to the solver in
//! [`crate::games::nim`] and back to the API's plain data.

use serde::Serialize;

use super::{
    unknown_variant, Adapter, Analysis, BestMove, Explanation, Family, MoveInfo, MOVE_LIST_CAP,
};
use crate::error::{Error, ErrorKind, Result};
use crate::game::{Level, Play, Rng};
use crate::games::nim::{Nim, NimMove};

/// A Nim move: the pile (0-based) and the number of chips taken.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Chips taken.
    pub take: u32,
}

/// Nim: the play rule, the piles and their nim-sum.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// `normal` or `misere`.
    pub play: Play,
    /// The pile sizes.
    pub piles: Vec<u32>,
    /// The xor of the pile sizes.
    pub nim_sum: u32,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::nim::NimStep;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "nim",
    adapter,
}];

/// `nim` or `nim:normal` is normal play; `nim:misere` is misère play.
pub(super) fn adapter(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("nim"));
    }
    let play = match variant.map(str::trim) {
        None | Some("normal") => Play::Normal,
        Some("misere") | Some("misère") => Play::Misere,
        Some(other) => return Err(unknown_variant("Nim", other, "nim or nim:misere")),
    };
    Ok(Box::new(NimGame { play }))
}

struct NimGame {
    play: Play,
}

impl NimGame {
    fn id(&self) -> String {
        match self.play {
            Play::Normal => "nim".into(),
            Play::Misere => "nim:misere".into(),
        }
    }
}

impl Adapter for NimGame {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let play = self.play;
        let pos = Nim::parse(position)?;
        let (listed, complete) = pos.listed_moves(play, MOVE_LIST_CAP);
        let texts = pos.texts_after(&listed);
        let moves = listed
            .iter()
            .zip(texts)
            .map(|(&mv, to)| MoveInfo {
                r#move: mv.to_string(),
                to,
                outcome: pos.outcome_after(mv, play),
                detail: super::MoveDetail::Nim(MoveDetail {
                    pile: mv.pile,
                    take: mv.take,
                }),
            })
            .collect();
        Ok(Analysis {
            game: self.id(),
            position: pos.to_string(),
            outcome: pos.outcome(play),
            // Misère Nim has no Sprague-Grundy value in the normal-play sense.
            grundy: match play {
                Play::Normal => Some(u64::from(pos.nim_sum())),
                Play::Misere => None,
            },
            moves,
            moves_complete: complete,
            move_count: pos.move_count(),
            winning: pos
                .winning_moves(play)
                .iter()
                .map(NimMove::to_string)
                .collect(),
            details: super::Details::Nim(Details {
                play,
                piles: pos.piles().to_vec(),
                nim_sum: pos.nim_sum(),
            }),
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let pos = Nim::parse(position)?;
        let mv = pos.parse_move(mv)?;
        Ok(pos.after(mv).to_string())
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let pos = Nim::parse(position)?;
        Ok(Explanation {
            game: self.id(),
            position: pos.to_string(),
            outcome: pos.outcome(self.play),
            steps: super::Steps::Nim(pos.explain(self.play)),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let pos = Nim::parse(position)?;
        let blunder = level.plays_at_random(rng);
        let chosen = if blunder {
            pos.random_move(rng)
        } else {
            pos.perfect_move(self.play)
        };
        let mv = chosen.ok_or_else(|| {
            Error::new(
                ErrorKind::GameOver,
                format!(
                    "The game is over: every pile of {pos} is empty, so there is no move to make."
                ),
            )
        })?;
        let outcome = pos.outcome_after(mv, self.play);
        Ok(BestMove::new(
            mv.to_string(),
            pos.after(mv).to_string(),
            outcome,
        ))
    }
}

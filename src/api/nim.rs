//! Nim through the API: the catalogue entry and the adapter from text to the solver in
//! [`crate::games::nim`] and back to the API's plain data.

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::game::Play;
use crate::games::nim::{Nim, NimGame, NimMove};

/// A Nim move: the pile (0-based) and the number of chips taken.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NimMoveDetail"))]
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
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NimDetails"))]
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
pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
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

impl super::Answers for NimGame {
    fn id(&self) -> String {
        match self.play {
            Play::Normal => "nim".into(),
            Play::Misere => "nim:misere".into(),
        }
    }

    fn move_detail(&self, _: &Nim, mv: &NimMove, _: &mut ()) -> super::MoveDetail {
        super::MoveDetail::Nim(MoveDetail {
            pile: mv.pile,
            take: mv.take,
        })
    }

    fn details(&self, pos: &Nim, _: &mut ()) -> Result<super::Details> {
        Ok(super::Details::Nim(Details {
            play: self.play,
            piles: pos.piles().to_vec(),
            nim_sum: pos.nim_sum(),
        }))
    }

    fn steps(&self, pos: &Nim, _: &mut ()) -> Result<super::Steps> {
        Ok(super::Steps::Nim(pos.explain(self.play)))
    }
}

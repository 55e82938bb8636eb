//! Moore's Nim through the API: game id `moore:K` (K from 1 to 16), positions as in Nim, moves
//! such as `1-2+3-1`. Outcomes come from Moore's theorem (columns modulo K + 1); the winning
//! moves are found by trying every move, so positions are limited to a million moves.

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::games::moore::{self, MooreGame, MooreMove};

/// A Moore's Nim move: (pile, chips taken) for every pile it touches.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "MooreMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Pairs of pile index (from 0) and chips taken.
    pub takes: Vec<(usize, u32)>,
}

/// Moore's Nim: k, the piles, and the count of 1s in each binary column (rightmost first).
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "MooreDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// How many piles one move may touch.
    pub k: u32,
    /// The pile sizes.
    pub piles: Vec<u32>,
    /// `column_ones[b]` = how many piles have a 1 in bit b.
    pub column_ones: Vec<u32>,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::moore::MooreStep;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "moore",
    adapter,
}];

pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("moore"));
    }
    let text = variant.map(str::trim).unwrap_or("");
    match text.parse::<u32>() {
        Ok(k) if (1..=moore::MAX_K).contains(&k) => Ok(Box::new(MooreGame { k })),
        _ => Err(unknown_variant(
            "Moore's Nim",
            text,
            &format!("moore:K with K from 1 to {}, e.g. moore:2", moore::MAX_K),
        )),
    }
}

impl super::Answers for MooreGame {
    fn id(&self) -> String {
        format!("moore:{}", self.k)
    }

    fn move_detail(&self, _: &Vec<u32>, mv: &MooreMove, _: &mut ()) -> super::MoveDetail {
        super::MoveDetail::Moore(MoveDetail {
            takes: mv.takes.clone(),
        })
    }

    fn details(&self, piles: &Vec<u32>, _: &mut ()) -> Result<super::Details> {
        let width = 32 - piles.iter().max().map_or(0, |m| m.leading_zeros());
        Ok(super::Details::Moore(Details {
            k: self.k,
            piles: piles.clone(),
            column_ones: moore::column_ones(piles)[..width.max(1) as usize].to_vec(),
        }))
    }

    fn steps(&self, piles: &Vec<u32>, _: &mut ()) -> Result<super::Steps> {
        Ok(super::Steps::Moore(moore::explain(piles, self.k)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play};
    use crate::game::Outcome;

    #[test]
    fn misere_is_refused_with_the_reason() {
        let err = analyze("moore:2:misere", "3,4").unwrap_err();
        assert_eq!(err.kind, crate::error::ErrorKind::UnknownGame);
        assert!(err.message.contains("normal play only"), "{}", err.message);
        assert!(err.message.contains("moore:K"), "{}", err.message);
        // Another bad variant keeps the list of ids.
        let err = analyze("moore:99", "3,4").unwrap_err();
        assert!(!err.message.contains("normal play only"), "{}", err.message);
    }

    #[test]
    fn nim_2_lists_every_move_with_its_outcome() {
        let a = analyze("moore:2", "3,4,5").unwrap();
        assert_eq!(a.move_count, 59);
        assert_eq!(a.moves.len(), 59);
        for m in &a.moves {
            assert_eq!(m.outcome, analyze("moore:2", &m.to).unwrap().outcome);
            assert_eq!(play("moore:2", "3,4,5", &m.r#move).unwrap(), m.to);
        }
        // Columns of 1,2,3 modulo 3: column 2s has two ones, column 1s two: not P for k = 2.
        assert_eq!(
            analyze("moore:2", "1,2,3").unwrap().outcome,
            Some(Outcome::N)
        );
        assert_eq!(
            analyze("moore:2", "1,1,1").unwrap().outcome,
            Some(Outcome::P)
        );
        assert_eq!(
            analyze("moore:1", "1,2,3").unwrap().outcome,
            Some(Outcome::P)
        );
        let b = best_move("moore:2", "3,4,5", "perfect", 0).unwrap();
        assert!(b.winning);
        assert!(explain("moore:2", "3,4,5").is_ok());
    }

    #[test]
    fn grundy_values_come_from_search_when_small() {
        // Nim_1 is Nim: the Grundy value is the nim-sum.
        assert_eq!(analyze("moore:1", "3,4,5").unwrap().grundy, Some(2));
        assert_eq!(analyze("moore:2", "1,1,1").unwrap().grundy, Some(0));
    }

    #[test]
    fn bad_ids_are_refused() {
        assert!(analyze("moore", "1").is_err());
        assert!(analyze("moore:0", "1").is_err());
        assert!(analyze("moore:x", "1").is_err());
    }
}

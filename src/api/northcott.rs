//! Northcott's game through the API: game id `northcott:W`, positions such as `w:0-5,2-7`.
//! Every answer comes from the retrograde table of the whole board (see
//! [`crate::games::northcott`]); the last table solved is kept (see `src/games/cache.rs`), so that
//! the moves of one game do not solve the same board again.

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::games::northcott::{self, Northcott, NorthcottGame, NorthcottMove, Table};
use std::rc::Rc;

/// A Northcott move: the row (from 0) and the column the mover's checker goes to.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NorthcottMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Row index, from 0.
    pub row: usize,
    /// New column of the mover's checker.
    pub column: u32,
}

/// Northcott: whose turn, the rows with their gaps, the xor of the gaps, and the census
/// of the retrograde solve of the whole board.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NorthcottDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// The player to move.
    pub turn: crate::games::northcott::Side,
    /// Row width.
    pub width: u32,
    /// The rows.
    pub rows: Vec<crate::games::northcott::Row>,
    /// The xor of the gaps.
    pub nim_sum: u32,
    /// Moves left with best play (none for a draw).
    pub remoteness: Option<u32>,
    /// Won, lost and drawn positions of the whole board.
    pub census: crate::games::northcott::Census,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::northcott::Step;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "northcott",
    adapter,
}];

pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("northcott"));
    }
    let text = variant.map(str::trim).unwrap_or("");
    match text.parse::<u32>() {
        Ok(w) if (2..=northcott::MAX_WIDTH).contains(&w) => {
            Ok(Box::new(NorthcottGame { width: w }))
        }
        _ => Err(unknown_variant(
            "Northcott's game",
            text,
            &format!(
                "northcott:W with a row width W from 2 to {}, e.g. northcott:8",
                northcott::MAX_WIDTH
            ),
        )),
    }
}

impl super::Answers for NorthcottGame {
    fn id(&self) -> String {
        format!("northcott:{}", self.width)
    }

    fn move_detail(
        &self,
        _: &Northcott,
        mv: &NorthcottMove,
        _: &mut Rc<Table>,
    ) -> super::MoveDetail {
        super::MoveDetail::Northcott(MoveDetail {
            row: mv.row,
            column: mv.to,
        })
    }

    fn details(&self, pos: &Northcott, table: &mut Rc<Table>) -> Result<super::Details> {
        Ok(super::Details::Northcott(Details {
            turn: pos.turn,
            width: self.width,
            nim_sum: northcott::nim_sum(&pos.gaps()),
            rows: northcott::rows_of(pos),
            remoteness: table.lookup(pos).1,
            census: table.census(),
        }))
    }

    fn steps(&self, pos: &Northcott, table: &mut Rc<Table>) -> Result<super::Steps> {
        Ok(super::Steps::Northcott(northcott::explain(pos, table)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play};
    use crate::api::to_value;
    use crate::game::Outcome;

    #[test]
    fn misere_is_refused_with_the_reason() {
        let err = analyze("northcott:8:misere", "3,4").unwrap_err();
        assert_eq!(err.kind, crate::error::ErrorKind::UnknownGame);
        assert!(err.message.contains("normal play only"), "{}", err.message);
        assert!(err.message.contains("northcott:W"), "{}", err.message);
    }

    #[test]
    fn northcott_answers_from_the_retrograde_table() {
        let a = analyze("northcott:8", "w:0-5,2-7,1-3").unwrap();
        assert_eq!(a.outcome, Some(Outcome::N));
        assert_eq!(a.grundy, None);
        for m in &a.moves {
            assert_eq!(m.outcome, analyze("northcott:8", &m.to).unwrap().outcome);
            assert_eq!(play("northcott:8", &a.position, &m.r#move).unwrap(), m.to);
        }
        let b = best_move("northcott:8", "w:0-5,2-7,1-3", "perfect", 0).unwrap();
        assert!(b.winning);
        let e = to_value(&explain("northcott:8", "b:0-3,0-3").unwrap());
        let kinds: Vec<&str> = e["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["kind"].as_str().unwrap())
            .collect();
        assert!(
            kinds.contains(&"example") && kinds.contains(&"reply"),
            "{kinds:?}"
        );
        assert!(analyze("northcott:1", "w:0-1").is_err());
        assert!(analyze("northcott", "w:0-1").is_err());
    }
}

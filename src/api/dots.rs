//! Dots-and-Boxes through the API: "first box wins", game id `firstbox:RxC` (rows and columns
//! of boxes), positions such as `a1-b1,a1-a2` (the lines drawn) or `none`. Every answer comes
//! from the table of Grundy values of [`crate::games::dots`], kept for the board between calls
//! (its moves do not work the same positions out again); `forget` lets it go.
//!
//! The game is in the chance module's build, the module of the pages that load their own (see
//! its catalogue entry): in the others its answers' shapes are left out of the API's enums, and
//! it is played elsewhere.

#![cfg_attr(not(feature = "chance"), allow(unused))]

use serde::Serialize;

use super::{Adapter, Family};
use crate::error::Result;
use crate::games::dots::{self, FirstBox, Line, Lines, Memo};
use std::cell::RefCell;
use std::rc::Rc;

/// A line drawn: where it is, and what it does to the boxes beside it.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "DotsMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// The line.
    pub line: Line,
    /// Boxes it gives their third side (the other player can close them).
    pub gives: u32,
    /// Whether it completes a box.
    pub closes: bool,
}

/// A position: the board's size, each box's sides drawn, the safe lines left, and the boxes made.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "DotsDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Rows of boxes.
    pub rows: u32,
    /// Columns of boxes.
    pub columns: u32,
    /// Each box's sides drawn, row by row.
    pub sides: Vec<u32>,
    /// Lines left that give no box its third side.
    pub safe: u32,
    /// The boxes complete (the game is over), `[row, column]` from 0.
    pub made: Vec<[u32; 2]>,
}

/// One step of the explanation of a position.
pub type Step = dots::Step;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "firstbox",
    adapter,
}];

fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    #[cfg(not(feature = "chance"))]
    {
        let _ = variant;
        Err(super::elsewhere("firstbox"))
    }
    #[cfg(feature = "chance")]
    match variant.map(|v| (v, FirstBox::parse_board(v))) {
        Some((_, Ok(game))) => Ok(Box::new(game)),
        Some((_, Err(err))) if err.kind == crate::error::ErrorKind::TooLarge => Err(err),
        other => Err(super::unknown_variant(
            "Dots and boxes (first box wins)",
            other.map(|(v, _)| v).unwrap_or(""),
            "firstbox:RxC with R rows and C columns of boxes, e.g. firstbox:2x3",
        )),
    }
}

#[cfg(feature = "chance")]
impl super::Answers for FirstBox {
    fn id(&self) -> String {
        FirstBox::id(self)
    }

    fn move_detail(&self, pos: &Lines, mv: &usize, _: &mut Rc<RefCell<Memo>>) -> super::MoveDetail {
        let b = &self.board;
        super::MoveDetail::Dots(MoveDetail {
            line: b.line(*mv),
            gives: b.gives(pos.0, *mv),
            closes: b.closes(pos.0, *mv),
        })
    }

    fn details(&self, pos: &Lines, _: &mut Rc<RefCell<Memo>>) -> Result<super::Details> {
        let b = &self.board;
        let made = b.complete(pos.0);
        Ok(super::Details::Dots(Details {
            rows: b.rows,
            columns: b.columns,
            sides: (0..(b.rows * b.columns) as usize)
                .map(|k| b.sides(pos.0, k))
                .collect(),
            safe: if made.is_empty() {
                dots::safe_lines(b, pos.0).0.len() as u32
            } else {
                0
            },
            made: made.iter().map(|&k| self.box_at(k)).collect(),
        }))
    }

    fn steps(&self, pos: &Lines, memo: &mut Rc<RefCell<Memo>>) -> Result<super::Steps> {
        Ok(super::Steps::Dots(
            self.explain(pos.0, &mut memo.borrow_mut()),
        ))
    }

    fn forget_tables(&self) {
        dots::forget();
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play};
    use crate::api::to_value;
    use crate::game::Outcome;

    #[test]
    fn first_box_wins_answers_from_its_table() {
        let a = analyze("firstbox:2x2", "a1-b1,a1-a2").unwrap();
        assert_eq!(a.position, "a1-b1,a1-a2");
        assert_eq!(a.moves.len(), 10);
        for m in &a.moves {
            let after = analyze("firstbox:2x2", &m.to).unwrap();
            assert_eq!(
                Some(m.outcome.unwrap() == Outcome::P),
                after.grundy.map(|g| g == 0)
            );
            assert_eq!(play("firstbox:2x2", &a.position, &m.r#move).unwrap(), m.to);
        }
        let v = to_value(&a);
        assert_eq!(v["sides"][0], 2);
        assert_eq!(v["rows"], 2);
        // The second side of the top-left box: it gives that box its third.
        let gift = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["move"] == "a2-b2")
            .unwrap();
        assert_eq!(gift["gives"], 1);
        assert_eq!(gift["outcome"], "N");
        let b = best_move("firstbox:2x2", "a1-b1,a1-a2,a2-b2", "perfect", 0).unwrap();
        assert_eq!(b.r#move, "b1-b2");
        assert!(b.winning);
        let e = to_value(&explain("firstbox:2x2", "a1-b1,a1-a2,a2-b2").unwrap());
        assert_eq!(e["steps"][0]["kind"], "close");
        let over = analyze("firstbox:2x2", "a1-b1,a1-a2,a2-b2,b1-b2").unwrap();
        assert!(over.moves.is_empty());
        assert_eq!(to_value(&over)["made"][0], serde_json::json!([0, 0]));
        assert!(analyze("firstbox:4x4", "none")
            .unwrap_err()
            .message
            .contains("24 lines"));
        assert!(analyze("firstbox", "none").is_err());
        assert!(play("firstbox:2x2", "a1-b1", "b1-a1")
            .unwrap_err()
            .message
            .contains("drawn already"));
    }
}

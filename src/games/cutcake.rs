//! Cutcake: cakes scored into squares. Left (Vertical) cuts one piece in two along a vertical
//! score line, Right (Horizontal) along a horizontal one. A piece one square wide gives Vertical
//! nothing to cut; whoever cannot cut loses.
//!
//! What it teaches: every Cutcake position is a whole number, the count of spare moves one
//! player has over the other, and a position of several cakes is a sum: add the cakes' values.
//! A strip one square tall and `w` wide is `w - 1` (Vertical has `w - 1` cuts and Horizontal
//! none); a 2x2 cake is 0, and a cake is worth something only when it is much wider than tall
//! or much taller than wide. The values are found from the options (the simplicity rule does the
//! rest) and checked against the table of Winning Ways.
//!
//! Notation: the pieces as `WxH` (width by height), separated by commas: `3x4,2x2`. A move is
//! `piece:cut` (from 1): for Vertical, cut that piece after `cut` columns from the left; for
//! Horizontal, after `cut` rows from the top. The two pieces replace it, in place.

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture};
use crate::error::{quote, Error, ErrorKind, Result};
use crate::games::partizan::{
    bad_position, value_from_options, Board, BoardMove, MoveExtra, Values,
};
use crate::solve::partizan::{GameId, Side};
use serde::Serialize;

/// Most pieces.
pub const MAX_PIECES: usize = 12;
/// Longest side of a piece.
pub const MAX_SIDE: u32 = 20;

/// The pieces, each `(width, height)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cutcake {
    /// The pieces in order.
    pub pieces: Vec<(u32, u32)>,
}

impl Cutcake {
    /// Reads the pieces.
    pub fn parse(text: &str) -> Result<Cutcake> {
        let help = "Write each piece as width x height, separated by commas: 3x4,2x2.";
        let mut pieces = vec![];
        for item in text.split(',') {
            let item = item.trim().to_ascii_lowercase();
            let (w, h) = item
                .split_once('x')
                .and_then(|(w, h)| {
                    Some((w.trim().parse::<u32>().ok()?, h.trim().parse::<u32>().ok()?))
                })
                .filter(|&(w, h)| w >= 1 && h >= 1)
                .ok_or_else(|| bad_position(format!("{} is not a piece. {help}", quote(&item))))?;
            if w > MAX_SIDE || h > MAX_SIDE {
                return Err(Error::new(
                    ErrorKind::TooLarge,
                    format!("A piece may be at most {MAX_SIDE} squares on a side, not {w}x{h}."),
                ));
            }
            pieces.push((w, h));
        }
        if pieces.len() > MAX_PIECES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "There may be at most {MAX_PIECES} pieces, not {}.",
                    pieces.len()
                ),
            ));
        }
        Ok(Cutcake { pieces })
    }
}

/// A Cutcake piece, for the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Piece {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
}

/// What the page draws: the pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct CutcakeFacts {
    /// The pieces.
    pub pieces: Vec<Piece>,
}

impl Board for Cutcake {
    const GAME: &'static str = "cutcake";
    type Facts = CutcakeFacts;

    fn read(text: &str, _: &mut Values) -> Result<Cutcake> {
        Cutcake::parse(text)
    }

    fn facts(&self) -> CutcakeFacts {
        CutcakeFacts {
            pieces: self
                .pieces
                .iter()
                .map(|&(width, height)| Piece { width, height })
                .collect(),
        }
    }

    fn text(&self) -> String {
        self.pieces
            .iter()
            .map(|(w, h)| format!("{w}x{h}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    fn parts(&self) -> Vec<Cutcake> {
        self.pieces
            .iter()
            .map(|&p| Cutcake { pieces: vec![p] })
            .collect()
    }

    fn moves(&self, side: Side) -> Vec<BoardMove<Cutcake>> {
        let mut out = vec![];
        for (i, &(w, h)) in self.pieces.iter().enumerate() {
            let length = if side == Side::L { w } else { h };
            for cut in 1..length {
                let (a, b) = if side == Side::L {
                    ((cut, h), (w - cut, h))
                } else {
                    ((w, cut), (w, h - cut))
                };
                let mut pieces = self.pieces.clone();
                pieces.splice(i..=i, [a, b]);
                out.push(BoardMove {
                    notation: format!("{}:{cut}", i + 1),
                    to: Cutcake { pieces },
                    part: i,
                    extra: MoveExtra::Cut {
                        halves: [[a.0, a.1], [b.0, b.1]],
                    },
                });
            }
        }
        out
    }

    fn part_value(&self, values: &mut Values) -> Result<GameId> {
        let (w, h) = self.pieces[0];
        values.part::<Self, _>((u128::from(w) << 32) | u128::from(h), |v| {
            value_from_options(self, v)
        })
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "cutcake",
        name: "Cutcake",
        menu_name: "Cutcake",
        group: catalogue::PARTIZAN,
        kind: Kind::Partizan,
        module: Module::GrundyPartizan,
        sides: Some(["Vertical", "Horizontal"]),
        description: "Vertical cuts a piece along a column line, Horizontal along a row line; whoever cannot cut loses. Every position is a whole number.",
        card: "Cut a cake along a line, down or across as your side does.",
        picture: vec![Picture { board: "cutcake", position: "L:4x3,3x2" }],
        default_position: "L:4x3,3x2",
        notation: "the side to move (L for Vertical, R for Horizontal), a colon, then each piece as width x height, separated by commas: L:4x3,2x5",
        move_notation: "piece:cut (from 1): cut that piece after so many columns (Vertical) or rows (Horizontal): 1:2",
        page: "cutcake.html",
        variants: catalogue::normal_only("cutcake"),
        limits: Limits::Parts { max_parts: MAX_PIECES, max_size: MAX_SIDE },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::PARTIZAN_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::partizan::board_value;
    use crate::solve::partizan::{value_by_play, Arena};
    use std::collections::HashMap;

    #[test]
    fn each_cut_names_the_two_halves_that_add_up_to_the_piece() {
        let board = Cutcake::parse("3x2,4x1").unwrap();
        for side in [Side::L, Side::R] {
            for m in board.moves(side) {
                let MoveExtra::Cut { halves: [a, b] } = m.extra else {
                    panic!("{} has no halves", m.notation)
                };
                let (w, h) = board.pieces[m.part];
                // The halves are the pieces of the position after the move, in the piece's place.
                let (pa, pb) = (m.to.pieces[m.part], m.to.pieces[m.part + 1]);
                assert_eq!(([pa.0, pa.1], [pb.0, pb.1]), (a, b), "{}", m.notation);
                // A vertical cut keeps the height and shares the width; a horizontal one the other way.
                if side == Side::L {
                    assert_eq!((pa.1, pb.1, pa.0 + pb.0), (h, h, w), "{}", m.notation);
                } else {
                    assert_eq!((pa.0, pb.0, pa.1 + pb.1), (w, w, h), "{}", m.notation);
                }
                // Every other piece keeps its place in the order.
                assert_eq!(m.to.pieces.len(), board.pieces.len() + 1);
            }
        }
    }

    fn value(text: &str) -> String {
        let mut v = Values::new();
        v.start(u64::MAX);
        let g = board_value(&Cutcake::parse(text).unwrap(), &mut v).unwrap();
        v.arena.show(g)
    }

    /// The table of Winning Ways (chapter 2, "Cutcake"): with `2^a <= w < 2^(a+1)` and
    /// `2^b <= h < 2^(b+1)`, a cake is `floor(w / 2^b) - 1` when `a > b`, `-(floor(h / 2^a) - 1)`
    /// when `a < b`, and 0 when `a = b`.
    fn table(w: u32, h: u32) -> i64 {
        let (a, b) = (w.ilog2(), h.ilog2());
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => i64::from(w >> b) - 1,
            std::cmp::Ordering::Less => -(i64::from(h >> a) - 1),
            std::cmp::Ordering::Equal => 0,
        }
    }

    #[test]
    fn every_cake_up_to_12x12_has_the_value_of_the_table() {
        for w in 1..=12 {
            for h in 1..=12 {
                assert_eq!(
                    value(&format!("{w}x{h}")),
                    table(w, h).to_string(),
                    "{w}x{h}"
                );
            }
        }
        // -1 + 0 + 3.
        assert_eq!(value("3x4,2x2,4x1"), "2");
    }

    #[test]
    fn values_agree_with_the_options_of_the_whole_position() {
        // The second method: value whole positions (several pieces, sorted) by their options.
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        let options = |p: &Vec<(u32, u32)>, side: Side| -> Vec<Vec<(u32, u32)>> {
            Cutcake { pieces: p.clone() }
                .moves(side)
                .into_iter()
                .map(|m| {
                    let mut q = m.to.pieces;
                    q.sort_unstable();
                    q
                })
                .collect()
        };
        for (w, h) in [(3, 2), (5, 2), (4, 3), (6, 2), (2, 7)] {
            let g = value_by_play(&mut arena, &mut memo, &vec![(w, h)], &options);
            assert_eq!(
                arena.as_number(g).map(|x| x.to_string()),
                Some(table(w, h).to_string())
            );
        }
    }

    #[test]
    fn moves_cut_in_place_and_bad_pieces_are_refused() {
        let c = Cutcake::parse("3x2, 1x1").unwrap();
        let v = c.moves(Side::L);
        assert_eq!(
            v.iter().map(|m| m.notation.as_str()).collect::<Vec<_>>(),
            ["1:1", "1:2"]
        );
        assert_eq!(v[0].to.text(), "1x2,2x2,1x1");
        assert_eq!(c.moves(Side::R)[0].to.text(), "3x1,3x1,1x1");
        assert_eq!(
            Cutcake::parse("3x").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            Cutcake::parse("0x3").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            Cutcake::parse("21x3").unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}

/// The partizan API asked about this game: the answer's shape, and what the theory says of it.
#[cfg(test)]
mod api_tests {
    use crate::api::{assert_moves_lead_where_they_say, play};

    #[test]
    fn a_cut_splits_the_cake_and_passes_the_turn() {
        assert_eq!(play("cutcake", "L:3x1", "1:1").unwrap(), "R:1x1,2x1");
        assert_moves_lead_where_they_say("cutcake", "L:4x3,2x5");
    }
}

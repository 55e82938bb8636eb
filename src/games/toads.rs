//! Toads and Frogs: a strip of squares with toads (`T`) and frogs (`F`). Left moves a toad one
//! square to the right onto an empty square, or jumps it over one frog onto the empty square
//! just beyond; Right moves frogs the same way to the left. Whoever cannot move loses.
//!
//! What it teaches: a small game whose values go far beyond numbers. `T.` is 1 (a free move for
//! the toad), but `T.F` is `*`: whoever moves first wins; longer strips give switches,
//! infinitesimals and nested braces. Values are found from the options
//! ([`crate::games::partizan::value_from_options`]), and several strips add up as a sum.
//!
//! Notation: the strips of `T`, `F` and `.` (empty) separated by commas: `TT..FF`. A move is
//! `strip:square` (from 1): the creature on that square moves (steps or jumps).

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture};
use crate::error::{quote, Error, ErrorKind, Result};
use crate::games::partizan::{
    bad_position, value_from_options, Board, BoardMove, MoveExtra, Values,
};
use crate::solve::partizan::{GameId, Side};
use serde::Serialize;

/// Most squares in all the strips together.
pub const MAX_SQUARES: usize = 20;

/// The strips, each a row of `b'T'`, `b'F'` and `b'.'`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Toads {
    /// The strips in order.
    pub strips: Vec<Vec<u8>>,
}

impl Toads {
    /// Reads the strips.
    pub fn parse(text: &str) -> Result<Toads> {
        let mut strips = vec![];
        for item in text.split(',') {
            let strip: Vec<u8> = item.trim().to_ascii_uppercase().bytes().collect();
            if strip.is_empty() {
                return Err(bad_position(
                    "A strip is empty: write its squares with T, F and . (empty), e.g. TT..FF.",
                ));
            }
            if let Some(&bad) = strip.iter().find(|b| !matches!(b, b'T' | b'F' | b'.')) {
                return Err(bad_position(format!(
                    "{} is not a square: write toads as T, frogs as F and empty squares as . (TT..FF).",
                    quote(&(bad as char).to_string())
                )));
            }
            strips.push(strip);
        }
        let squares: usize = strips.iter().map(Vec::len).sum();
        if squares > MAX_SQUARES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!("The strips have {squares} squares in all; the most is {MAX_SQUARES}."),
            ));
        }
        Ok(Toads { strips })
    }

    /// Where the creature on square `i` of `strip` can go, if anywhere.
    fn target(strip: &[u8], i: usize, side: Side) -> Option<usize> {
        let (me, other, step): (u8, u8, isize) = match side {
            Side::L => (b'T', b'F', 1),
            Side::R => (b'F', b'T', -1),
        };
        let at = |k: isize| {
            usize::try_from(k)
                .ok()
                .and_then(|k| strip.get(k).map(|&b| (k, b)))
        };
        if strip[i] != me {
            return None;
        }
        let i = i as isize;
        match at(i + step)? {
            (k, b'.') => Some(k),
            (_, b) if b == other => match at(i + 2 * step)? {
                (k, b'.') => Some(k),
                _ => None,
            },
            _ => None,
        }
    }
}

/// A strip without what can never move or be jumped: frogs at its left end and toads at its
/// right end. The key of the memo (the value is the same).
fn trimmed(strip: &[u8]) -> &[u8] {
    let start = strip.iter().position(|&b| b != b'F').unwrap_or(strip.len());
    let end = strip
        .iter()
        .rposition(|&b| b != b'T')
        .map_or(start, |e| e + 1)
        .max(start);
    &strip[start..end]
}

/// What the page draws: the strips.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct ToadsFacts {
    /// The strips.
    pub strips: Vec<String>,
}

impl Board for Toads {
    const GAME: &'static str = "toads";
    type Facts = ToadsFacts;

    fn read(text: &str, _: &mut Values) -> Result<Toads> {
        Toads::parse(text)
    }

    fn facts(&self) -> ToadsFacts {
        ToadsFacts {
            strips: self.text().split(',').map(str::to_string).collect(),
        }
    }

    fn text(&self) -> String {
        self.strips
            .iter()
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .collect::<Vec<_>>()
            .join(",")
    }

    fn parts(&self) -> Vec<Toads> {
        self.strips
            .iter()
            .map(|s| Toads {
                strips: vec![s.clone()],
            })
            .collect()
    }

    fn moves(&self, side: Side) -> Vec<BoardMove<Toads>> {
        let mut out = vec![];
        for (s, strip) in self.strips.iter().enumerate() {
            for i in 0..strip.len() {
                if let Some(to) = Toads::target(strip, i, side) {
                    let mut strips = self.strips.clone();
                    strips[s].swap(i, to);
                    out.push(BoardMove {
                        notation: format!("{}:{}", s + 1, i + 1),
                        to: Toads { strips },
                        part: s,
                        extra: MoveExtra::Hop {
                            from: i,
                            landing: to,
                        },
                    });
                }
            }
        }
        out
    }

    fn part_value(&self, values: &mut Values) -> Result<GameId> {
        let strip = trimmed(&self.strips[0]);
        let key = String::from_utf8_lossy(strip).into_owned();
        let board = Toads {
            strips: vec![strip.to_vec()],
        };
        values.text_part::<Self, _>(&key, |v| value_from_options(&board, v))
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "toads",
        name: "Toads and Frogs",
        menu_name: "Toads and Frogs",
        group: catalogue::PARTIZAN,
        kind: Kind::Partizan,
        module: Module::GrundyPartizan,
        sides: Some(["Toads", "Frogs"]),
        description: "Toads move or jump one frog to the right, frogs to the left; whoever cannot move loses.",
        card: "Toads step or jump right, frogs left; who cannot move loses.",
        picture: vec![Picture { board: "toads", position: "L:TT..FF" }],
        default_position: "L:TT..FF",
        notation: "the side to move (L for the toads, R for the frogs), a colon, then strips of T, F and . separated by commas: L:TT..FF",
        move_notation: "strip:square (from 1) of the creature to move: 1:2",
        page: "toads.html",
        variants: catalogue::normal_only("toads"),
        limits: Limits::Parts { max_parts: MAX_SQUARES, max_size: MAX_SQUARES as u32 },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::PARTIZAN_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::partizan::board_value;
    use crate::solve::partizan::outcome_by_search;
    use std::collections::HashMap;

    #[test]
    fn each_move_names_where_the_creature_lands() {
        let board = Toads::parse("TF.,T.F,.TF.").unwrap();
        for side in [Side::L, Side::R] {
            let creature = if side == Side::L { b'T' } else { b'F' };
            for m in board.moves(side) {
                let MoveExtra::Hop { from, landing } = m.extra else {
                    panic!("{} has no landing", m.notation)
                };
                let (before, after) = (&board.strips[m.part], &m.to.strips[m.part]);
                assert_eq!(before[from], creature, "{}", m.notation);
                assert_eq!(
                    (after[from], after[landing]),
                    (b'.', creature),
                    "{}",
                    m.notation
                );
                assert!(matches!(landing.abs_diff(from), 1 | 2), "{}", m.notation);
            }
        }
    }

    fn value(text: &str) -> String {
        let mut v = Values::new();
        v.start(u64::MAX);
        let g = board_value(&Toads::parse(text).unwrap(), &mut v).unwrap();
        v.arena.show(g)
    }

    #[test]
    fn small_strips_have_their_known_values() {
        // Worked by hand from the rules. T. is 1 (one free toad move), .F is -1, T.. is 2.
        // T.F: the toad's step leaves .TF, where only the frog can move (a jump to FT.), after
        // which only the toad can step once: FT. = 1, so .TF = { | 1} = 0. The frog's step
        // leaves TF., where only the toad can move (a jump to .FT = { | 0} = -1), so
        // TF. = {-1 | } = 0. Hence T.F = {0 | 0} = *.
        assert_eq!(value("T."), "1");
        assert_eq!(value(".F"), "-1");
        assert_eq!(value("T.."), "2");
        assert_eq!(value("T.F"), "*");
        assert_eq!(value("TF"), "0");
        assert_eq!(value("T.,.F"), "0");
        // Winning Ways, chapter 1 ("Toads and Frogs"), as worked in "Combinatorial Games:
        // II.8 Arrows" (combinatorialgames.wordpress.com, 2013): TFTF. = 0, TF.TF = 0,
        // TFT.F = *, and T.TFF = {0 | *}, which is ↑.
        assert_eq!(value("TFTF."), "0");
        assert_eq!(value("TF.TF"), "0");
        assert_eq!(value("TFT.F"), "*");
        assert_eq!(value("T.TFF"), "↑");
    }

    #[test]
    fn outcome_classes_agree_with_plain_search() {
        let options =
            |b: &Toads, s: Side| -> Vec<Toads> { b.moves(s).into_iter().map(|m| m.to).collect() };
        let mut memo = HashMap::new();
        let mut v = Values::new();
        v.start(u64::MAX);
        for text in [
            "TT..FF", "T.T.F.F", "TT.F.F", "T..F", "TTT..FF", "T.TF.F", "TT.TF.FF",
        ] {
            let b = Toads::parse(text).unwrap();
            let g = board_value(&b, &mut v).unwrap();
            assert_eq!(
                v.arena.outcome(g),
                outcome_by_search(&mut memo, &b, &options),
                "{text}"
            );
        }
    }

    #[test]
    fn moves_step_and_jump() {
        let t = Toads::parse("TF.,T.").unwrap();
        let l: Vec<String> = t
            .moves(Side::L)
            .iter()
            .map(|m| format!("{} {}", m.notation, m.to.text()))
            .collect();
        assert_eq!(
            l,
            [".FT,T.", "TF.,.T"]
                .iter()
                .zip(["1:1", "2:1"])
                .map(|(p, n)| format!("{n} {p}"))
                .collect::<Vec<_>>()
        );
        let r: Vec<String> = t
            .moves(Side::R)
            .iter()
            .map(|m| m.notation.clone())
            .collect();
        assert!(r.is_empty());
        assert_eq!(trimmed(b"FFT.FTT"), b"T.F");
        assert_eq!(Toads::parse("TX").unwrap_err().kind, ErrorKind::BadPosition);
        assert_eq!(
            Toads::parse(&"T.".repeat(11)).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}

/// The partizan API asked about this game: the answer's shape, and what the theory says of it.
#[cfg(test)]
mod api_tests {
    use crate::api::{assert_moves_lead_where_they_say, best_move};

    #[test]
    fn the_computer_wins_a_won_strip_and_every_outcome_is_its_target_s() {
        assert!(best_move("toads", "L:T.F", "perfect", 0).unwrap().winning);
        assert_moves_lead_where_they_say("toads", "L:TT..FF");
    }
}

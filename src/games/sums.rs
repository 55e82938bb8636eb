//! The game of sums: components of different impartial games side by side.
//!
//! **Rules.** Several games are laid side by side: a Scoring chip, a row of Kayles pins, a
//! queen of Corner the Lady, a Nim heap, a Chomp bar. A move is made in exactly one of them;
//! whoever cannot move in any of them loses (or, in misère play, wins).
//!
//! **What it teaches: Nim in disguise.** By the Sprague-Grundy theorem each component plays
//! like a Nim heap of its Grundy value, whatever game it comes from, so the sum plays like the
//! Nim position of those values: its value is their xor, and the winning move is Nim's winning
//! move made inside the right component. The engine that works this out is
//! [`super::components`]; this file reads the game's notation.
//!
//! **Notation.** Components joined by `+`, each written `id(position)`:
//! `scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)`; a Chomp bar is a component of its
//! own, its rows from the poison's row up: `chomp(3,3,2)`. Moves name a part by its number
//! counted across the whole sum from 1, and what it becomes: `2:4` (part 2 goes to 4),
//! `3:2+2` (a Kayles heap splits into 2 and 2), `3:0` (the heap is gone), `1:2,3` (a queen),
//! `4:3,1,1` (a Chomp bar becomes 3,1,1).

use super::components::{parse_states, ComponentKind, Part, Rules, Sum};
use super::COMPONENT_KINDS;
use crate::catalogue::{self, GameInfo, Picture};
use crate::error::{check_length, in_words, quote, Error, ErrorKind, Result};
use std::rc::Rc;

/// The kind of component of a family id (`scoring`), if there is one.
pub fn component_kind(family: &str) -> Option<&'static ComponentKind> {
    COMPONENT_KINDS.iter().find(|k| k.family == family)
}

/// Reads a game id of a heap-like impartial game (the part before any `:misere`): its rules,
/// or none if the id names no kind of component (or gives a parameter to one that takes none).
pub fn rules_of(id: &str) -> Result<Option<Rc<dyn Rules>>> {
    let id = id.trim();
    let (family, param) = match id.split_once(':') {
        Some((f, p)) => (f, Some(p)),
        None => (id, None),
    };
    match component_kind(family) {
        Some(kind) if kind.takes_parameter || param.is_none() => {
            Ok(Some((kind.rules)(param.unwrap_or(""))?))
        }
        _ => Ok(None),
    }
}

/// Reads a position of the `sums` game: `scoring:1,2,3(7) + kayles(5)`.
pub fn parse(text: &str) -> Result<Sum> {
    check_length("position", text)?;
    let expected = "components joined by +, each written game(position), e.g. scoring:1,2,3(7) + kayles(5) + wythoff(3,5)";
    if text.trim().is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("The sum is empty: write {expected}."),
        ));
    }
    let mut rules: Vec<Rc<dyn Rules>> = Vec::new();
    let mut parts = Vec::new();
    for term in split_top_level_plus(text) {
        let term = term.trim();
        let (id, rest) = term.split_once('(').ok_or_else(|| {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The component {} has no position in brackets: write {expected}.",
                    quote(term)
                ),
            )
        })?;
        let inner = rest.strip_suffix(')').ok_or_else(|| {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The component {} is missing its closing bracket.",
                    quote(term)
                ),
            )
        })?;
        let r = rules_of(id)?.ok_or_else(|| {
            let kinds: Vec<&str> = COMPONENT_KINDS.iter().map(|k| k.written).collect();
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} cannot be part of a sum: use {}.",
                    quote(id.trim()),
                    in_words(&kinds, "or")
                ),
            )
        })?;
        let index = match rules.iter().position(|x| x.id() == r.id()) {
            Some(i) => i,
            None => {
                rules.push(r.clone());
                rules.len() - 1
            }
        };
        for state in parse_states(r.as_ref(), inner)? {
            parts.push(Part {
                rules: index,
                state,
            });
        }
    }
    Sum::build(rules, parts, true)
}

/// Splits `a(1)+b(2)` written without spaces around `+`, but never inside brackets.
fn split_top_level_plus(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '+' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}
/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "sums",
        name: "Sums of games",
        menu_name: "Sums of games",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Several games side by side; a move is made in one of them. Each plays like a Nim heap of its Grundy value.",
        card: "Several games side by side: each move is made in just one of them.",
        picture: vec![Picture { board: "scoring", position: "7" }, Picture { board: "kayles", position: "5" }, Picture { board: "nim", position: "4" }],
        default_position: "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)",
        hash_prefix: "",
        notation: "components joined by +, each written game(position): scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nimble(1,4) + nim(4) + chomp(3,3,2)",
        move_notation: super::parts::MOVE_NOTATION,
        page: "sums.html",
        variants: catalogue::normal_and_misere("sums", "sums:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

// The component engine's tests on sums of different games, written in this file's notation.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Play};
    use crate::games::components::*;
    use crate::solve::brute::BruteForce;
    use std::collections::HashMap;

    fn single(id: &str, text: &str) -> Sum {
        Sum::parse_single(rules_of(id).unwrap().unwrap(), text).unwrap()
    }

    /// Brute force on the whole sum: positions are sorted part lists, moves from every part.
    fn brute_outcome(sum: &Sum, play: Play) -> Outcome {
        let moves = |parts: &Vec<Part>| -> Vec<Vec<Part>> {
            let mut out = Vec::new();
            for (i, p) in parts.iter().enumerate() {
                for into in sum.part_options(p) {
                    let mut next = parts.clone();
                    next.remove(i);
                    next.extend(into.iter().map(|&state| Part {
                        rules: p.rules,
                        state,
                    }));
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        };
        let mut parts = sum.parts().to_vec();
        parts.sort_unstable();
        BruteForce::new(moves, play).outcome(&parts)
    }

    #[test]
    fn the_xor_of_component_values_agrees_with_brute_force_on_mixed_sums() {
        let positions = [
            "scoring:1,2,3(5) + kayles(4) + wythoff(1,3)",
            "scoring:1,3,4(6,2) + nim(3)",
            "kayles(3,4) + dawson(5)",
            "nimble(2,3) + wythoff(2,2)",
            "wythoff(1,2;2,3)",
            "octal:0.137(6) + nim(1)",
            "scoring:2,5(7) + scoring:1,2,3(3)",
            "chomp(3,3,2) + nim(2)",
            "chomp(3,2) + kayles(3)",
            "chomp(2,2) + chomp(2,2) + nim(1)",
            "chomp(4,1,1) + wythoff(1,2)",
        ];
        for text in positions {
            let sum = parse(text).unwrap();
            let expected = brute_outcome(&sum, Play::Normal);
            assert_eq!(sum.grundy() == 0, expected == Outcome::P, "{text}");
            let mut memo = HashMap::new();
            assert_eq!(
                sum.solve(Play::Normal, &mut memo).unwrap().outcome,
                expected,
                "{text}"
            );
            assert_eq!(
                sum.solve(Play::Misere, &mut HashMap::new())
                    .unwrap()
                    .outcome,
                brute_outcome(&sum, Play::Misere),
                "{text} misère"
            );
            // Every winning move found by the values leads to value 0; every move is counted.
            for mv in sum.winning_moves_normal(10_000) {
                assert_eq!(sum.after(&mv).grundy(), 0, "{text}: {}", sum.move_text(&mv));
            }
            assert_eq!(
                sum.moves(usize::MAX).len() as u64,
                sum.move_count(),
                "{text}"
            );
            let winning: Vec<SumMove> = sum
                .moves(usize::MAX)
                .into_iter()
                .filter(|mv| sum.grundy_after(mv) == 0)
                .collect();
            assert_eq!(winning, sum.winning_moves_normal(usize::MAX), "{text}");
        }
    }

    #[test]
    fn positions_round_trip_and_emptied_kayles_heaps_disappear() {
        let s = parse("scoring:3,1,2(7) +kayles( 5 )+ wythoff(3,5;2,2)").unwrap();
        assert_eq!(
            s.to_string(),
            "scoring:1,2,3(7) + kayles(5) + wythoff(3,5;2,2)"
        );
        let k = single("kayles", "5,1");
        let gone = k.parse_move("2:0").unwrap();
        assert_eq!(k.after(&gone).to_string(), "5");
        let split = k.parse_move("1:2+2").unwrap();
        assert_eq!(k.after(&split).to_string(), "2,2,1");
        assert_eq!(single("kayles", "0,0").to_string(), "0");
        let last = single("kayles", "1");
        assert_eq!(
            last.after(&last.parse_move("1:0").unwrap()).to_string(),
            "0"
        );
        let mixed = parse("kayles(1)").unwrap();
        assert_eq!(
            mixed.after(&mixed.parse_move("1:0").unwrap()).to_string(),
            "kayles(0)"
        );
        assert_eq!(single("scoring:1,2,3", "7, 0").to_string(), "7,0");
        assert_eq!(single("wythoff", "3,5; 2,2").to_string(), "3,5;2,2");
    }

    #[test]
    fn bad_sums_are_refused_with_a_reason() {
        for (text, words) in [
            ("", "empty"),
            ("kayles 5", "no position in brackets"),
            ("kayles(5", "closing bracket"),
            ("chess(5)", "cannot be part of a sum"),
            ("kayles(x)", "\"x\""),
            ("scoring:1,2,3(2000000)", "limit"),
        ] {
            let err = parse(text).unwrap_err();
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
    }

    #[test]
    fn the_perfect_move_wins_fastest_and_agrees_with_brute_force_in_misere_play() {
        // From 7 in the Scoring game the only winning move is to 4; remoteness picks it too.
        let s = single("scoring:1,2,3", "7");
        let mv = s
            .perfect_move(Play::Normal, &mut HashMap::new())
            .unwrap()
            .unwrap();
        assert_eq!(s.move_text(&mv), "1:4");
        for text in ["kayles(3,4)", "scoring:1,3,4(5,6)", "wythoff(2,3) + nim(2)"] {
            let sum = parse(text).unwrap();
            let mut memo = HashMap::new();
            if sum.outcome(Play::Misere, &mut memo).unwrap() == Outcome::N {
                let mv = sum.perfect_move(Play::Misere, &mut memo).unwrap().unwrap();
                assert_eq!(
                    brute_outcome(&sum.after(&mv), Play::Misere),
                    Outcome::P,
                    "{text}"
                );
            }
        }
    }

    /// `nim(0) + kayles(5) + wythoff(1,3)` is a P-position (0 xor 4 xor 4). The example
    /// splits the Kayles row (two parts from then on), so the reply's own move counts four
    /// parts; said of the three components on the board, it changes the third, and the values
    /// after each move add up to the nim-sum the step names.
    #[test]
    fn the_example_and_the_reply_are_said_of_the_components_on_the_board() {
        let s = parse("nim(0)+kayles(5)+wythoff(1,3)").unwrap();
        assert_eq!(s.grundy_values(), vec![0, 4, 4]);
        let steps = s.explain(Play::Normal, &mut HashMap::new()).unwrap();
        let changes: Vec<(String, u32, &Change)> = steps
            .iter()
            .filter_map(|st| match st {
                ImpartialStep::Sum(SumStep::Example {
                    r#move,
                    grundy,
                    change,
                    ..
                })
                | ImpartialStep::Sum(SumStep::Reply {
                    r#move,
                    grundy,
                    change,
                    ..
                }) => Some((r#move.clone(), *grundy, change)),
                _ => None,
            })
            .collect();
        assert_eq!(changes.len(), 2, "{steps:?}");
        for (_, grundy, change) in &changes {
            assert_eq!(
                change.values.iter().fold(0, |a, v| a ^ v),
                *grundy,
                "{change:?}"
            );
            assert_eq!(change.values.len(), 3);
        }
        let (example, reply) = (&changes[0], &changes[1]);
        // Whatever the example is, the reply is a move of the sum it left, checked by playing it.
        let after = s.after(&s.parse_move(&example.0).unwrap());
        let back = after.after(&after.parse_move(&reply.0).unwrap());
        assert_eq!(back.grundy(), 0);
        // The core's example splits the row into 1 and 3 (values 1 xor 3 = 2); the reply
        // moves the queen from (1,3) to (1,1) (value 2), the fourth part after the split.
        assert_eq!(example.0, "2:1+3");
        assert_eq!(
            *example.2,
            Change {
                component: 1,
                into: "1+3".into(),
                values: vec![0, 2, 4]
            }
        );
        assert_eq!(reply.0, "4:1,1");
        assert_eq!(
            *reply.2,
            Change {
                component: 2,
                into: "1,1".into(),
                values: vec![0, 2, 2]
            }
        );
    }

    #[test]
    fn a_chomp_part_is_a_nim_heap_of_the_bar_s_grundy_value() {
        let s = parse("chomp( 3,3,2,0 ) + nim(1)+chomp(2)").unwrap();
        assert_eq!(s.to_string(), "chomp(3,3,2) + nim(1) + chomp(2)");
        // Each bar's value is the chomp game's own, and the sum is their xor.
        let values = s.grundy_values();
        for (part, bar) in [(0, "3,3,2"), (2, "2")] {
            let rows: Vec<u32> = bar.split(',').map(|r| r.parse().unwrap()).collect();
            let board = crate::games::chomp::table::Board::of(&rows).unwrap();
            let own = crate::games::chomp::table::GrundyTable::new(board).value(&rows);
            assert_eq!(values[part], own, "{bar}");
        }
        assert_eq!(s.grundy(), values[0] ^ 1 ^ values[2]);
        // A move in a bar names what the bar becomes; biting all but the poison leaves 1.
        let mv = s.parse_move("3:1").unwrap();
        assert_eq!(s.after(&mv).to_string(), "chomp(3,3,2) + nim(1) + chomp(1)");
        let mv = s.parse_move("1:3,1,1").unwrap();
        assert_eq!(s.after(&mv).to_string(), "chomp(3,1,1) + nim(1) + chomp(2)");
        assert_eq!(s.move_count(), 7 + 1 + 1);
        // Bars too large for Grundy values are refused with the limit named.
        let err = parse(&format!("chomp({})", ["12"; 12].join(","))).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("705,431"), "{}", err.message);
        assert!(err.message.contains("11x11"), "{}", err.message);
        let err = parse("chomp(2,3)").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadPosition);
    }
}

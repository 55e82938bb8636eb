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
        // Its start, its card's picture and its page's presets are sums of these (any heap-like
        // game can be a part; these are the ones it shows).
        builds_on: &["scoring", "kayles", "wythoff", "nim"],
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

    /// Every kind's example alone, then beside every kind's (its own included): the sums the
    /// tests play, so that a new kind of component is tested with every other at once.
    fn example_sums() -> Vec<String> {
        let examples: Vec<&str> = COMPONENT_KINDS.iter().map(|k| k.example).collect();
        let mut out: Vec<String> = examples.iter().map(|e| e.to_string()).collect();
        for (i, a) in examples.iter().enumerate() {
            for b in &examples[i..] {
                out.push(format!("{a} + {b}"));
            }
        }
        out
    }

    #[test]
    fn the_xor_of_component_values_agrees_with_brute_force_on_mixed_sums() {
        for text in example_sums() {
            let sum = parse(&text).unwrap();
            let expected = brute_outcome(&sum, Play::Normal);
            assert_eq!(sum.grundy() == 0, expected == Outcome::P, "{text}");
            let mut memo = HashMap::new();
            assert_eq!(
                sum.solve(Play::Normal, &mut memo).unwrap().outcome,
                expected,
                "{text}"
            );
            let misere = brute_outcome(&sum, Play::Misere);
            let mut memo = HashMap::new();
            assert_eq!(
                sum.solve(Play::Misere, &mut memo).unwrap().outcome,
                misere,
                "{text} misère"
            );
            // In misère play the perfect move of a won sum leaves a lost one, by brute force.
            if misere == Outcome::N {
                let mv = sum.perfect_move(Play::Misere, &mut memo).unwrap().unwrap();
                assert_eq!(
                    brute_outcome(&sum.after(&mv), Play::Misere),
                    Outcome::P,
                    "{text}: {}",
                    sum.move_text(&mv)
                );
            }
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
    fn each_part_is_worth_its_own_game_s_grundy_value() {
        // A part's value in a sum is the value its own game gives it played alone (through the
        // API, where the kind is a game of its own), and the sum's is their xor.
        let mut compared = 0;
        for kind in COMPONENT_KINDS {
            let alone = parse(kind.example).unwrap();
            let twice = parse(&format!("{} + {}", kind.example, kind.example)).unwrap();
            assert_eq!(twice.grundy(), 0, "{}", kind.example);
            let (id, state) = kind.example.trim_end_matches(')').split_once('(').unwrap();
            if let Ok(own) = crate::api::analyze(id, state) {
                assert_eq!(
                    own.grundy,
                    Some(u64::from(alone.grundy())),
                    "{}",
                    kind.example
                );
                compared += 1;
            }
        }
        assert!(
            compared * 2 > COMPONENT_KINDS.len(),
            "most kinds are games of their own"
        );
    }

    #[test]
    fn positions_round_trip_however_they_are_spaced() {
        for text in example_sums() {
            // Written canonically (Dawson's Kayles as the octal game it is), then read back.
            let sum = parse(&text).unwrap();
            let canonical = sum.to_string();
            assert_eq!(parse(&canonical).unwrap().to_string(), canonical, "{text}");
            let spaced = text
                .replace('(', "( ")
                .replace(')', " )")
                .replace(" + ", "+");
            assert_eq!(parse(&spaced).unwrap().to_string(), canonical, "{spaced}");
            // Every move the sum lists is read back from its own text.
            for mv in sum.moves(usize::MAX) {
                let written = sum.move_text(&mv);
                assert_eq!(sum.parse_move(&written).unwrap(), mv, "{text}: {written}");
            }
        }
        let s = parse(info().default_position).unwrap();
        assert_eq!(s.to_string(), info().default_position);
    }

    #[test]
    fn bad_sums_are_refused_with_a_reason() {
        let kind = COMPONENT_KINDS[0].family;
        for (text, words) in [
            (String::new(), "empty"),
            (format!("{kind} 5"), "no position in brackets"),
            (format!("{kind}(5"), "closing bracket"),
            ("chess(5)".to_string(), "cannot be part of a sum"),
            (format!("{kind}(x)"), "\"x\""),
        ] {
            let err = parse(&text).unwrap_err();
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
    }

    /// In a P-position made of two examples twice (a + b + a + b), the explanation's example
    /// move and the reply that answers it are said of the components on the board: their values
    /// after each move add up to the nim-sum the step names, and the reply brings the sum back
    /// to 0 (an example that splits a part moves the reply's part along).
    #[test]
    fn the_example_and_the_reply_are_said_of_the_components_on_the_board() {
        let pairs = COMPONENT_KINDS
            .iter()
            .flat_map(|a| COMPONENT_KINDS.iter().map(move |b| (a.example, b.example)));
        for (a, b) in pairs {
            let text = format!("{a} + {b} + {a} + {b}");
            let s = parse(&text).unwrap();
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
            assert_eq!(changes.len(), 2, "{text}: {steps:?}");
            for (_, grundy, change) in &changes {
                assert_eq!(
                    change.values.iter().fold(0, |a, v| a ^ v),
                    *grundy,
                    "{text}: {change:?}"
                );
                // One value for each part on the board before the move.
                assert_eq!(change.values.len(), s.grundy_values().len(), "{text}");
            }
            let (example, reply) = (&changes[0], &changes[1]);
            assert_ne!(example.1, 0, "{text}: the example leaves a nonzero nim-sum");
            let after = s.after(&s.parse_move(&example.0).unwrap());
            let back = after.after(&after.parse_move(&reply.0).unwrap());
            assert_eq!(back.grundy(), 0, "{text}");
        }
    }
}

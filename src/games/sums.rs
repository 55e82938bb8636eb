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

use super::components::{parse_states, Part, Rules, Sum};
use crate::catalogue::{self, GameInfo, Picture};
use crate::error::{check_length, quote, Error, ErrorKind, Result};

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
    let mut rules: Vec<Rules> = Vec::new();
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
        let r = Rules::parse(id)?.ok_or_else(|| {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} cannot be part of a sum: use nim, nimble, scoring:S, octal:CODE, kayles, dawson, wythoff or chomp.",
                    quote(id.trim())
                ),
            )
        })?;
        let index = match rules.iter().position(|x| *x == r) {
            Some(i) => i,
            None => {
                rules.push(r.clone());
                rules.len() - 1
            }
        };
        for state in parse_states(&r, inner)? {
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

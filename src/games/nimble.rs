//! Nimble: coins on a strip of squares numbered from 0.
//!
//! **Rules.** A move slides one coin any distance to the left (toward square 0); coins may share
//! a square and jump over each other. Whoever cannot move (every coin on square 0) loses, or in
//! misère play wins.
//!
//! **What it teaches: Nim in disguise.** A coin on square n can go to any square below n, just
//! as a Nim pile of n chips can become any smaller pile: each coin *is* a Nim heap of its
//! square, so the position's Grundy value is the xor of the squares. The moves, values and
//! explanation are the component engine's ([`super::components`]); this file holds the coin's
//! rules for the engine ([`NIMBLE_COIN`], a Nim heap by another name) and the game's catalogue
//! entry.

use super::components::NimHeap;
use crate::catalogue::{self, GameInfo, Picture};
use crate::games::components::ComponentKind;
use std::rc::Rc;

/// A Nimble coin, as the component engine plays it: it slides to any smaller square, so it is a
/// Nim heap of its square, and its value is its square.
pub const NIMBLE_COIN: NimHeap = NimHeap {
    id: "nimble",
    notation: "the squares of the coins separated by commas, e.g. 1,4,4,7",
};

/// Nimble's coin as a component of a sum.
pub const HEAP: ComponentKind = ComponentKind {
    family: "nimble",
    name: "Nimble",
    written: "nimble",
    takes_parameter: false,
    example: "nimble(2,3)",
    alone: true,
    rules: |_| Ok(Rc::new(NIMBLE_COIN)),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "nimble",
        name: "Nimble",
        menu_name: "Nimble",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Slide one coin any distance left along a strip; coins may share a square. Nim in disguise: each coin is a heap.",
        card: "Slide one coin any distance to the left; coins may share a square.",
        picture: vec![Picture { board: "nimble", position: "1,4,4,7" }],
        default_position: "1,4,4,7",
        hash_prefix: "",
        notation: "the squares of the coins separated by commas, e.g. 1,4,4,7",
        move_notation: super::parts::MOVE_NOTATION,
        page: "nimble.html",
        variants: catalogue::normal_and_misere("nimble", "nimble:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        builds_on: &["scoring"],
        ..GameInfo::default()
    }
}

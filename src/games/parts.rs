//! What the heap-like impartial games have in common before any of them is played: how big a
//! position may be and how a move is written. A position of Nimble, the Scoring game, Kayles,
//! Corner the Lady or a sum of them is a list of *parts* (coins, chips, heaps, queens), and a
//! move changes one part: that is the whole idea of a sum of games, and why these games share
//! one move notation.
//!
//! The component engine ([`super::components`]) plays them; this file sits below it and below
//! every game's rules, so that a game's catalogue entry can name these limits without importing
//! the engine that imports the game.

use crate::catalogue::Limits;

/// Largest chip square, coin square or Nim heap in a sum.
pub const MAX_COUNT: u32 = 1_000_000;
/// Most parts (chips, coins, heaps, queens) in a position.
pub const MAX_PARTS: usize = 64;

/// How a move of the heap-like games is written (the catalogue's move notation for them all).
pub const MOVE_NOTATION: &str = "the part's number (from 1), a colon, and what it becomes: 1:18 moves chip 1 to square 18; 2:2+2 splits heap 2 into 2 and 2; 1:0 removes it";

/// The published limits of the heap-like games: most parts and largest square or heap.
pub fn limits() -> Limits {
    Limits::Parts {
        max_parts: MAX_PARTS,
        max_size: MAX_COUNT,
    }
}

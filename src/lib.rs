//! # Grundy: combinatorial game theory you can play
//!
//! The Rust core of a browser playground for the games of a course on combinatorial games.
//! Everything the page shows (outcomes, Grundy values, winning moves, the steps of an
//! explanation) is computed here; the page only draws it.
//!
//! The layers, each depending only on the ones above it in this table (their tests too):
//!
//! | file | what it holds |
//! |---|---|
//! | [`error`] | one error type whose messages a student can act on |
//! | [`game`] | the shared vocabulary: P/N outcomes, normal and misère play, levels, the move-list cap |
//! | [`catalogue`] | what the playground knows of each game without playing it (name, page, module, sides, card, limits, questions); the types here, each entry in its game's file below, gathered by [`api::games`] |
//! | [`sort`] | one small stable sort (insertion and merge sort) for every list the core orders: smaller in wasm than the standard library's copies |
//! | [`solve`] | generic solvers: brute force (the second opinion for every formula), Grundy values and remoteness, minimax and alpha-beta with their explanation steps |
//! | [`games`] | one module per game: rules, notation, solver, explanation steps, the computer's choice; the component engine of the heap-like games; the caches of solved tables |
//! | [`api`] | the JavaScript-shaped facade: game id and position text in, plain data out; one adapter file per game family, registered with one line |
//! | `wasm` | the only file that touches the JavaScript binding layer: one-line exports of [`api`] through serde-wasm-bindgen |
//!
//! Positions are text in every layer (`"3,4,5"`), so the same strings are API inputs, test
//! fixtures and the URL a teacher shares.

#![deny(unsafe_code)]

pub mod api;
pub mod catalogue;
pub mod error;
pub mod game;
pub mod games;
pub mod solve;
pub mod sort;

// The code wasm-bindgen generates uses `unsafe` internally; our own code never does.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)]
pub mod wasm;

pub use error::{Error, ErrorKind, Result};
pub use game::{Level, Outcome, Play};

//! The games of the playground, one file each: rules, notation, solver and explanation steps.
//!
//! - [`nim`]: Nim in normal and misère play, solved by the nim-sum (Bouton's theorem).
//! - [`subtraction`]: the Scoring game and the 21-chips game for any subtraction set.
//! - [`octal`]: Kayles, Dawson's Kayles and every octal game, with proved periods.
//! - [`wythoff`]: Corner the Lady, its golden-ratio P-positions and Grundy table.
//! - [`go`]: Go on a 2x2 board, solved by alpha-beta with move ordering; the values of moves,
//!   the principal variation and the count of its boards.
//! - [`moore`]: Moore's Nim_k, solved by columns modulo k + 1.
//! - [`northcott`]: Northcott's game, solved by retrograde analysis; the gaps are Nim heaps.
//! - [`tictactoe`]: tic-tac-toe, its game-tree counts and searches, the computer's cell.
//! - [`puzzle`]: the 8-puzzle by backtracking with iterative deepening; parity; the search's
//!   events for the animation.
//! - [`sum`]: sums of games, and the engine every heap-like impartial game runs on.
//! - [`chomp`]: Chomp, strategy stealing and mirroring, solved by a one-byte-per-position table.

pub mod chomp;
pub mod go;
pub mod moore;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod puzzle;
pub mod subtraction;
pub mod sum;
pub mod tictactoe;
pub mod wythoff;

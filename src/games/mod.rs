//! The games of the playground, one file each: rules, notation, solver, explanation steps and
//! the game's catalogue entry (`info()`, gathered by [`crate::api::games`]).
//!
//! - [`nim`]: Nim in normal and misère play, solved by the nim-sum (Bouton's theorem).
//! - [`nimble`]: Nimble, Nim in disguise (its moves run on the component engine).
//! - [`scoring`]: the Scoring game and the 21-chips game for any subtraction set.
//! - [`octal`]: Kayles, Dawson's Kayles and every octal game, with proved periods.
//! - [`wythoff`]: Corner the Lady, its golden-ratio P-positions and Grundy table.
//! - [`go`]: Go on a 2x2 board, solved by alpha-beta with move ordering; the values of moves,
//!   the principal variation and the count of its boards.
//! - [`moore`]: Moore's Nim_k, solved by columns modulo k + 1.
//! - [`northcott`]: Northcott's game, solved by retrograde analysis; the gaps are Nim heaps.
//! - [`tictactoe`]: tic-tac-toe, its game-tree counts and searches, the computer's cell.
//! - [`puzzle`]: the 8-puzzle by backtracking with iterative deepening; parity; the search's
//!   events for the animation.
//! - [`components`]: the component engine every heap-like impartial game runs on: values,
//!   moves, misère and remoteness by search, explanation steps.
//! - [`parts`]: the heap-like games' limits and move notation, below the engine and the rules.
//! - [`heaps`]: the heap-like games (Scoring, Nimble, octal games, Corner the Lady, sums) as the
//!   playground plays them: their moves listed for a student, the Grundy sequence, Wythoff's board.
//! - [`sums`]: the game of sums of different games, and its notation.
//! - [`cache`]: the caches of solved tables that more than one file reads (Chomp's, Pig's).
//! - [`chomp`]: Chomp, strategy stealing and mirroring, solved by a one-byte-per-position table.
//! - [`partizan`]: what the partizan games share: side to move, parts, values, moves, the
//!   computer's choice and the explanation steps.
//! - [`hackenbush`]: Blue-Red Hackenbush, valued by the stalk and tree rules.
//! - [`domineering`]: Domineering, a sum of regions valued from their options.
//! - [`cutcake`]: Cutcake, whose values are whole numbers.
//! - [`toads`]: Toads and Frogs on strips.
//! - [`values`]: games typed as the theory writes them (`{1 | *}`, `↑`, `±1`) and sums of any.
//! - [`pig`]: Pig and Piglet, dice games of chance: the chance of winning by value iteration,
//!   the expectimax decision, "hold at 20" beside best play, seeded simulation.

pub mod cache;
pub mod chomp;
pub mod components;
pub mod cutcake;
pub mod domineering;
pub mod go;
pub mod hackenbush;
pub mod heaps;
pub mod moore;
pub mod nim;
pub mod nimble;
pub mod northcott;
pub mod octal;
pub mod partizan;
pub mod parts;
pub mod pig;
pub mod puzzle;
pub mod scoring;
pub mod sums;
pub mod tictactoe;
pub mod toads;
pub mod values;
pub mod wythoff;

//! Generic solvers that work for any game given its moves.
//!
//! - [`brute`]: the definition of P- and N-positions run as a memoized search; the second
//!   method every formula in the playground is tested against.
//! - [`search`]: minimax, alpha-beta, move ordering, transposition table, statistics, traces,
//!   and the steps that explain a search game's value.
//! - [`grundy`]: mex, Grundy values and remoteness by iterative evaluation, period detection.
//! - [`nim_sum`]: the nim-sum added column by column in binary, the steps of Bouton's argument
//!   that every sum of games shows.
//! - [`partizan`]: short partizan games: order, outcome classes, sums, canonical forms, the
//!   simplicity rule, and values by play (the second method of the partizan games).

pub mod brute;
pub mod grundy;
pub mod nim_sum;
pub mod partizan;
pub mod search;

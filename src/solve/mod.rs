//! Generic solvers that work for any game given its moves.
//!
//! - [`brute`]: the definition of P- and N-positions run as a memoized search; the second
//!   method every formula in the playground is tested against.

pub mod brute;

//! The games of the playground, one file each: rules, notation, solver and explanation steps.
//!
//! - [`nim`]: Nim in normal and misère play, solved by the nim-sum (Bouton's theorem).

pub mod nim;

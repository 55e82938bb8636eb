//! The nim-sum in binary columns: Bouton's first steps, shared by every impartial game.
//!
//! Write the numbers in binary, one under the other, and add each column *without carrying*: a
//! column's bit is 1 when it holds an odd number of 1s. The result is the xor of the numbers,
//! the *nim-sum*. Nim's piles are added this way (Bouton's theorem: the player to move loses
//! exactly when it is 0), and so is every sum of games, whose components play like Nim heaps of
//! their Grundy values (the Sprague-Grundy theorem): Northcott's gaps, the sums page's parts, a
//! Kayles position's rows. This file writes the steps of that addition, and names every step of
//! a Nim explanation ([`NimStep`]), which those games show beside their own.

use crate::game::{Outcome, Play};
use serde::Serialize;

/// One step of the explanation of a Nim position, for the page to draw and word.
///
/// Piles are 0-based indexes; a `column` is a bit position (0 is the rightmost column, worth 1);
/// `binary` strings have the same width for every pile, most significant bit first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum NimStep {
    /// The piles written in binary, one row per pile.
    Piles {
        /// The pile sizes in chips, in display order.
        piles: Vec<u32>,
        /// Number of binary digits in each row: enough for the largest pile, at least 1.
        width: u32,
        /// Each pile in binary, `width` digits, most significant bit first.
        binary: Vec<String>,
        /// Normal or misère play.
        play: Play,
    },
    /// One column of the binary table: how many 1s it holds, and so the nim-sum's bit there.
    Column {
        /// Bit position of the column, 0 for the rightmost (worth 1); columns come leftmost
        /// first.
        column: u32,
        /// How many piles have a 1 in this column.
        ones: usize,
        /// Indexes (from 0) of the piles with a 1 in this column.
        piles: Vec<usize>,
        /// The nim-sum's bit in this column: 1 when `ones` is odd, 0 when it is even.
        bit: u32,
    },
    /// The nim-sum, the bits of all the column steps together.
    NimSum {
        /// The nim-sum: the xor of all the pile sizes.
        value: u32,
        /// The nim-sum in binary, as wide as the pile rows.
        binary: String,
    },
    /// The leftmost column where the nim-sum has a 1.
    LeftmostOne {
        /// Bit position of that column, 0 for the rightmost (worth 1).
        column: u32,
    },
    /// The piles with a 1 in that column: each one gives a winning move.
    Candidates {
        /// Bit position of the nim-sum's leftmost 1, 0 for the rightmost column.
        column: u32,
        /// Indexes (from 0) of the piles with a 1 in that column, in pile order.
        piles: Vec<usize>,
    },
    /// The pile the computer takes from.
    ChoosePile {
        /// Index of the pile, from 0: the first of the candidates.
        pile: usize,
        /// Its size in chips before the move.
        size: u32,
    },
    /// One bit of the chosen pile flipped, in a column where the nim-sum has a 1.
    FlipBit {
        /// Index of the chosen pile, from 0.
        pile: usize,
        /// Bit position of the column, 0 for the rightmost (worth 1); one step per 1 of the
        /// nim-sum, leftmost first.
        column: u32,
        /// The pile's bit in that column before (0 or 1).
        from: u32,
        /// The bit after flipping: `1 - from`.
        to: u32,
    },
    /// The chosen pile's new size, `p xor s`.
    NewSize {
        /// Index of the chosen pile, from 0.
        pile: usize,
        /// Its size `p` in chips before the move.
        from: u32,
        /// Its size after the move, `p xor s` (always smaller than `p`).
        to: u32,
        /// The new size in binary, as wide as the pile rows.
        binary: String,
    },
    /// The move itself.
    Take {
        /// Index of the pile taken from, from 0.
        pile: usize,
        /// How many chips are taken (at least 1).
        count: u32,
        /// The move in the game's notation, pile numbered from 1, e.g. `2-3`.
        r#move: String,
        /// The position after the move, e.g. `3,1,5`.
        to: String,
    },
    /// The position after the move, with its nim-sum back to 0.
    Check {
        /// The pile sizes after the move, in chips.
        piles: Vec<u32>,
        /// Each of them in binary, as wide as the rows before the move.
        binary: Vec<String>,
        /// The nim-sum after the move: 0.
        nim_sum: u32,
    },
    /// The nim-sum is already 0: this is a P-position.
    ZeroSum,
    /// An example move from a P-position: the bits it changes make those columns odd.
    AnyMove {
        /// Index of the pile taken from, from 0 (the example takes one chip from the largest
        /// pile).
        pile: usize,
        /// The pile's size in chips before the move.
        from: u32,
        /// The pile's size after the move.
        to: u32,
        /// The move in the game's notation, pile numbered from 1, e.g. `2-1`.
        r#move: String,
        /// Bit positions (0 for the rightmost) where the pile's size changes, leftmost first.
        changed_columns: Vec<u32>,
        /// Bit positions where a column now holds an odd number of 1s, that is the 1s of the
        /// new nim-sum, leftmost first.
        odd_columns: Vec<u32>,
        /// The nim-sum after the move (not 0 when the position before had nim-sum 0).
        nim_sum: u32,
    },
    /// The answer to that move which returns the game to a P-position.
    Reply {
        /// Index of the pile the reply takes from, from 0.
        pile: usize,
        /// How many chips the reply takes (at least 1).
        take: u32,
        /// The reply in the game's notation, pile numbered from 1, e.g. `2-3`.
        r#move: String,
        /// The position after the reply, e.g. `3,1,2`.
        to: String,
        /// The nim-sum after the reply: 0, except in misère play when the reply leaves no pile
        /// bigger than 1: then it leaves an odd number of 1-piles, and the nim-sum is 1.
        nim_sum: u32,
    },
    /// All piles are empty: the game is over.
    Terminal {
        /// Normal or misère play.
        play: Play,
        /// The outcome for the player to move: P in normal play (the opponent took the last
        /// chip and won), N in misère play (the opponent took it and lost).
        outcome: Outcome,
    },
    /// Exactly two piles have chips: copy the opponent on the other pile.
    Mirror {
        /// Indexes (from 0) of the two non-empty piles, in pile order.
        piles: [usize; 2],
        /// Their sizes in chips, in the same order.
        sizes: [u32; 2],
        /// Whether the two sizes are equal: then the player to move loses (a P-position);
        /// otherwise the winning move evens them.
        equal: bool,
    },
    /// Misère play while two or more piles hold more than one chip: play as in normal play.
    MisereNormal {
        /// How many piles hold more than one chip (at least 2).
        big_piles: usize,
    },
    /// Misère play with exactly one pile bigger than 1: the rule switches; reduce that pile
    /// to 0 or 1 so that an odd number of 1-piles remain.
    MisereSwitch {
        /// Index of the one pile bigger than 1, from 0.
        pile: usize,
        /// Its size in chips before the move.
        size: u32,
        /// How many piles hold exactly one chip before the move.
        ones: usize,
        /// The size the pile is reduced to: 0 when `ones` is odd, 1 when it is even.
        to: u32,
    },
    /// Misère play with all piles at most 1: an odd number of 1-piles loses for the mover.
    MisereOnes {
        /// How many piles hold exactly one chip.
        ones: usize,
        /// The outcome for the player to move: P when `ones` is odd, N when it is even.
        outcome: Outcome,
    },
}

/// Number of binary digits needed to write every pile (at least one).
pub(crate) fn width_of(piles: &[u32]) -> u32 {
    let largest = piles.iter().copied().max().unwrap_or(0);
    (32 - largest.leading_zeros()).max(1)
}

/// `value` in binary, `width` digits, most significant first.
pub(crate) fn binary(value: u32, width: u32) -> String {
    format!("{value:0w$b}", w = width as usize)
}

/// The columns (bit positions) where `bits` has a 1, leftmost first.
pub(crate) fn columns_of(bits: u32) -> Vec<u32> {
    (0..32).rev().filter(|c| bits >> c & 1 == 1).collect()
}

/// The piles in binary and their nim-sum added column by column: the first steps of
/// Bouton's argument, and of every sum of games (whose components are heaps of their
/// Grundy values).
pub fn column_steps(piles: &[u32], play: Play) -> Vec<NimStep> {
    let mut steps = Vec::new();
    let width = width_of(piles);
    steps.push(NimStep::Piles {
        piles: piles.to_vec(),
        width,
        binary: piles.iter().map(|&p| binary(p, width)).collect(),
        play,
    });
    // Add the columns without carrying: each column's bit is the parity of its 1s.
    for column in (0..width).rev() {
        let piles: Vec<usize> = (0..piles.len())
            .filter(|&i| piles[i] >> column & 1 == 1)
            .collect();
        steps.push(NimStep::Column {
            column,
            ones: piles.len(),
            bit: (piles.len() % 2) as u32,
            piles,
        });
    }
    let s = piles.iter().fold(0, |a, &p| a ^ p);
    steps.push(NimStep::NimSum {
        value: s,
        binary: binary(s, width),
    });
    steps
}

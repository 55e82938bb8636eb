//! Chomp: the chocolate bar with a poisoned square, strategy stealing, and exact solving.
//!
//! **Rules.** A chocolate bar of squares has a poisoned square at its bottom left. On a turn a
//! player bites one square and eats it together with every square above it and to its right.
//! Biting the poison is not a move: a player left with only the poison has lost (this is normal
//! play: whoever takes the last edible square wins).
//!
//! **Notation.** Game id `chomp`. A position is the row lengths from the poison's row (row 0)
//! upward, separated by commas and never increasing: `5,5,3,1` is a bar of four rows, two of five
//! squares, one of three, one of one. Empty rows are dropped (`5,3,0` is written `5,3`), so `1` is
//! the poison alone: the end of the game, lost for the player to move. An empty text and `0` are
//! not positions, since the poison is never eaten. A bite names the bitten square by its row and
//! column counted from the poison, both from 0: `r1c3` is row 1, column 3, and eats every square
//! at row ≥ 1 and column ≥ 3. `r0c0` is the poison.
//!
//! **What it teaches.**
//! - *Strategy stealing* (the notes): the first player wins on every rectangle bigger than 1x1.
//!   Bite only the top-right square. If that wins, good. If it loses, the opponent has a winning
//!   reply; but every bite removes the top-right square anyway, so that reply, played on the full
//!   rectangle, leaves the same position: the first player could have played it first. The
//!   argument proves a winning bite exists without naming one; the solver names it.
//! - *Mirroring* on a square board: bite the square diagonally next to the poison (`r1c1`),
//!   leaving an L with two equal arms; then answer every bite on one arm with the same bite on the
//!   other. The arms stay equal, so the opponent is the one left with the poison. (An L is Nim with
//!   two piles: the arms.)
//! - *Two rows*: the P-positions are exactly the bars whose bottom row is one longer than the top.
//! - *Three rows*: for every middle and top row there is at most one bottom row that makes a
//!   P-position (two would be one bite apart), and the map of those bottom rows is irregular
//!   enough that no formula for it is known; Zeilberger (2001) and Brouwer, Horváth,
//!   Molnár-Sáska and Szabó (2005) study it, and the page draws it.
//! - *Exact solving*: every position of a board is solved in one sweep of a table with one byte
//!   per position ([`table`]), fast enough for 14x14 (40 million positions) in a browser; and,
//!   since Chomp is impartial, Grundy values from a second table for boards up to 11x11
//!   ([`table::GrundyTable`]), so that a bar can also be a part of a sum of games.
//!
//! **The API's state.** `solve("chomp", position, budget)` (see `src/api/chomp.rs`) sweeps a table
//! slice by slice for a page's progress bar, and finished tables are cached (see
//! [`cache::chomp_table`]); every other function answers the same with or without the cache.

use crate::catalogue::{self, GameInfo, Limits, Picture};
use crate::games::components::ComponentKind;
pub mod cache;
pub mod table;

use std::fmt;
use std::rc::Rc;

use super::components::{MoveFacts, Rules, State, Table as ComponentTable};
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Rng};
use serde::Serialize;
use std::any::Any;
use table::{Board, GrundyTable, Table, MAX_SQUARES};

/// How the position is written, for help texts and error messages.
pub const NOTATION: &str =
    "row lengths from the poison's row upward, separated by commas, never increasing, e.g. 5,5,3,1";
/// How a bite is written.
pub const MOVE_NOTATION: &str =
    "r, the row, c, the column of the bitten square, both counted from the poison at r0c0, e.g. r1c3";
/// The three-row map shows middle rows up to at least this length.
pub const MAP_MIDDLE_MIN: u32 = 12;
/// ... and at most this one.
pub const MAP_MIDDLE_MAX: u32 = 40;
/// Width of the three-row board the map is read from (3 x 85 = 255 squares, the limit).
const MAP_COLUMNS: u32 = MAX_SQUARES / 3;

/// A Chomp position: the row lengths from the poison's row upward, none empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chomp {
    rows: Vec<u32>,
}

/// A bite: the square at `row`, `col` (from the poison, 0-based) and everything above and right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bite {
    /// Row of the bitten square, 0 being the poison's row.
    pub row: u32,
    /// Column of the bitten square, 0 being the poison's column.
    pub col: u32,
}

impl fmt::Display for Bite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row, self.col)
    }
}

impl fmt::Display for Chomp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// The kind of bar, which decides how the explanation argues; written as the page names it:
/// `"square"`, `"lShape"`, `"twoRows"`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Shape {
    /// The poison alone: the game is over.
    Terminal,
    /// One row or one column: bite next to the poison.
    Strip,
    /// An n x n square (n ≥ 2): the diagonal bite, then mirroring.
    Square,
    /// A rectangle that is not a square nor a strip: strategy stealing.
    Rectangle,
    /// Row 0 and a column of single squares, three rows or more: Nim with two piles.
    LShape,
    /// Two rows: P exactly when the bottom row is one longer.
    TwoRows,
    /// Three rows: the map of P-positions.
    ThreeRows,
    /// Anything else: the solver's table.
    General,
}

/// Reads one row length, explaining exactly what is wrong with it.
fn parse_row(text: &str, row: usize) -> Result<u32> {
    let t = text.trim();
    let name = if row == 0 {
        "Row 0 (the poison's row)".to_string()
    } else {
        format!("Row {row}")
    };
    if t.is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("{name} is missing: there is nothing between two commas. Write {NOTATION}."),
        ));
    }
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "{name} is {}: a row length is a whole number of squares. Write {NOTATION}.",
                quote(t)
            ),
        ));
    }
    if t.starts_with('-') && digits.chars().any(|c| c != '0') {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("{name} is {t}: a row cannot have a negative number of squares."),
        ));
    }
    let significant = digits.trim_start_matches('0');
    match significant.parse::<u32>() {
        _ if significant.is_empty() => Ok(0),
        Ok(v) if v <= MAX_SQUARES => Ok(v),
        _ => Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "{name} has {} squares; a board has at most {MAX_SQUARES} squares.",
                quote(significant)
            ),
        )),
    }
}

impl Chomp {
    /// A position from row lengths (poison's row first): non-increasing, with the poison, within
    /// the limits. Empty rows at the top are dropped.
    pub fn new(mut rows: Vec<u32>) -> Result<Chomp> {
        while rows.last() == Some(&0) {
            rows.pop();
        }
        if rows.is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "Row 0 has no squares, but the poison is never eaten: the smallest position is 1, \
                 the poison alone.",
            ));
        }
        if let Some(k) = (1..rows.len()).find(|&k| rows[k] > rows[k - 1]) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "Row {k} has {} squares but row {} below it has only {}: rows never get \
                     longer going up, because a bite eats everything above and to the right. \
                     Write {NOTATION}.",
                    rows[k],
                    k - 1,
                    rows[k - 1]
                ),
            ));
        }
        Board::of(&rows)?;
        Ok(Chomp { rows })
    }

    /// Reads a position such as `5,5,3,1` (spaces allowed, empty top rows dropped).
    pub fn parse(text: &str) -> Result<Chomp> {
        check_length("position", text)?;
        if text.trim().is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The position is empty, but a bar always keeps its poison square: write \
                     {NOTATION}. The poison alone is 1."
                ),
            ));
        }
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > MAX_SQUARES as usize {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "That is {} rows; a board has at most {MAX_SQUARES} squares, so at most \
                     {MAX_SQUARES} rows.",
                    parts.len()
                ),
            ));
        }
        let rows = parts
            .iter()
            .enumerate()
            .map(|(k, part)| parse_row(part, k))
            .collect::<Result<Vec<u32>>>()?;
        Chomp::new(rows)
    }

    /// Reads a bite such as `r1c3` (any case, spaces allowed) and checks that it is legal here.
    pub fn parse_bite(&self, text: &str) -> Result<Bite> {
        check_length("move", text)?;
        let written = text.trim();
        let bad = || {
            Error::new(
                ErrorKind::BadMove,
                format!(
                    "The bite {} is not written as Chomp bites are: {MOVE_NOTATION} (row 1, \
                     column 3).",
                    quote(written)
                ),
            )
        };
        let compact: String = written
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let rest = compact.strip_prefix('r').ok_or_else(bad)?;
        let (row_text, col_text) = rest.split_once('c').ok_or_else(bad)?;
        let number = |t: &str| -> Result<u64> {
            if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            let significant = t.trim_start_matches('0');
            if significant.len() > 12 {
                return Ok(u64::MAX);
            }
            Ok(significant.parse::<u64>().unwrap_or(0))
        };
        let (row, col) = (number(row_text)?, number(col_text)?);
        if row == 0 && col == 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                "r0c0 is the poison: biting it is not a move. Bite any other square; the player \
                 left with only the poison has lost.",
            ));
        }
        let height = self.rows.len() as u64;
        if row >= height {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "There is no row {row}: the bar has {height} row{}, numbered 0 to {}.",
                    if height == 1 { "" } else { "s" },
                    height - 1
                ),
            ));
        }
        let length = u64::from(self.rows[row as usize]);
        if col >= length {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "Row {row} has {length} square{} (columns 0 to {}): there is no square at \
                     r{row}c{col}.",
                    if length == 1 { "" } else { "s" },
                    length - 1
                ),
            ));
        }
        Ok(Bite {
            row: row as u32,
            col: col as u32,
        })
    }

    /// The row lengths, from the poison's row upward.
    pub fn rows(&self) -> &[u32] {
        &self.rows
    }

    /// Number of squares, the poison included.
    pub fn squares(&self) -> u32 {
        self.rows.iter().sum()
    }

    /// True when only the poison is left: nobody can bite, the player to move has lost.
    pub fn is_terminal(&self) -> bool {
        self.rows == [1]
    }

    /// The board this bar fills: its rows by its bottom row's length.
    pub fn board(&self) -> Board {
        Board {
            rows: self.rows.len() as u32,
            cols: self.rows[0],
        }
    }

    /// The position after `bite` (which must be legal, as [`Chomp::parse_bite`] guarantees):
    /// the bitten row and every row above it are cut to `bite.col` squares.
    pub fn after(&self, bite: Bite) -> Chomp {
        let mut rows = self.rows.clone();
        for r in &mut rows[bite.row as usize..] {
            *r = (*r).min(bite.col);
        }
        while rows.last() == Some(&0) {
            rows.pop();
        }
        Chomp { rows }
    }

    /// How many squares `bite` eats.
    pub fn eaten(&self, bite: Bite) -> u32 {
        self.rows[bite.row as usize..]
            .iter()
            .map(|&r| r.saturating_sub(bite.col))
            .sum()
    }

    /// Every bite, row by row from the poison's row, left to right; one per square but the poison.
    pub fn bites(&self) -> impl Iterator<Item = Bite> + '_ {
        self.rows.iter().enumerate().flat_map(|(row, &len)| {
            let first = if row == 0 { 1 } else { 0 };
            (first..len).map(move |col| Bite {
                row: row as u32,
                col,
            })
        })
    }

    /// The kind of bar: which argument explains it.
    pub fn shape(&self) -> Shape {
        let rows = &self.rows;
        let (height, width) = (rows.len() as u32, rows[0]);
        if self.is_terminal() {
            Shape::Terminal
        } else if height == 1 || width == 1 {
            Shape::Strip
        } else if rows.iter().all(|&r| r == width) {
            if height == width {
                Shape::Square
            } else {
                Shape::Rectangle
            }
        } else if height == 2 {
            Shape::TwoRows
        } else if rows[1..].iter().all(|&r| r == 1) {
            Shape::LShape
        } else if height == 3 {
            Shape::ThreeRows
        } else {
            Shape::General
        }
    }

    /// The solved table for this position: a cached one whose board holds it, or its own.
    pub fn solve(&self) -> Result<Solution> {
        Ok(Solution {
            table: cache::chomp_table(&self.rows)?,
        })
    }

    /// Every bite with the position it leaves and that position's remoteness, in bite order.
    pub fn children(&self, solution: &Solution) -> Vec<Child> {
        self.bites()
            .map(|bite| {
                let to = self.after(bite);
                let remoteness = solution.remoteness(&to);
                Child {
                    bite,
                    to,
                    remoteness,
                }
            })
            .collect()
    }

    /// The winning bites: those that leave a P-position.
    pub fn winning_bites(&self, solution: &Solution) -> Vec<Bite> {
        self.children(solution)
            .into_iter()
            .filter(|c| c.outcome() == Outcome::P)
            .map(|c| c.bite)
            .collect()
    }

    /// The computer's perfect bite, or `None` when only the poison is left.
    ///
    /// On a square board it bites `r1c1`, the square strategy, so that the mirroring can be
    /// watched (every later winning bite in that game is then the mirror image, being the only
    /// winning bite of an L). Otherwise, from an N-position the fastest win (the winning bite
    /// leaving the smallest remoteness) and from a P-position the longest defence (the bite
    /// leaving the largest); ties go to the bite eating fewest squares, then to the first bite.
    pub fn perfect_bite(&self, solution: &Solution) -> Option<Bite> {
        if self.shape() == Shape::Square {
            return Some(Bite { row: 1, col: 1 });
        }
        let children = self.children(solution);
        let win = children.iter().filter(|c| c.outcome() == Outcome::P);
        let best = if let Some(fastest) = win.min_by_key(|c| (c.remoteness, self.eaten(c.bite))) {
            fastest
        } else {
            // min_by_key keeps the first of equals; Reverse makes "largest remoteness" a minimum.
            children
                .iter()
                .min_by_key(|c| (std::cmp::Reverse(c.remoteness), self.eaten(c.bite)))?
        };
        Some(best.bite)
    }

    /// A uniformly random bite, or `None` when only the poison is left.
    pub fn random_bite(&self, rng: &mut Rng) -> Option<Bite> {
        let count = self.squares().checked_sub(1).filter(|&c| c > 0)?;
        let pick = rng.below(u64::from(count)) as usize;
        self.bites().nth(pick)
    }
}

/// A finished table, read for positions that fit on its board.
#[derive(Clone)]
pub struct Solution {
    table: Rc<Table>,
}

impl Solution {
    /// Bites left with best play (winner hurries, loser holds out) from `position`, which must
    /// fit on the table's board: the solved position and everything a bite leaves do.
    pub fn remoteness(&self, position: &Chomp) -> u32 {
        self.table
            .remoteness(&position.rows)
            .expect("a finished table holds every position of its board")
    }

    /// P or N: an even remoteness means the player to move makes the last bite only if an odd
    /// number of bites is left, which never happens: P.
    pub fn outcome(&self, position: &Chomp) -> Outcome {
        outcome_of(self.remoteness(position))
    }

    /// The board the table solves (possibly bigger than the position's own).
    pub fn board(&self) -> Board {
        self.table.board()
    }

    /// P-positions on the table's board.
    pub fn p_positions(&self) -> u64 {
        self.table.p_positions()
    }
}

/// P for an even remoteness, N for an odd one.
pub fn outcome_of(remoteness: u32) -> Outcome {
    if remoteness.is_multiple_of(2) {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// One bite and what it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    /// The bite.
    pub bite: Bite,
    /// The position it leaves.
    pub to: Chomp,
    /// That position's remoteness.
    pub remoteness: u32,
}

impl Child {
    /// The outcome of the position left, for the opponent: P means the bite wins.
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.remoteness)
    }
}

/// For each middle-row length `b` (from 0) and top-row length `c` (0 to `b`), the bottom-row
/// length that makes `(a, b, c)` a P-position, or `None` when no bottom row does.
pub type BottomMap = Vec<Vec<Option<u32>>>;

/// One step of the explanation of a Chomp position, for the page to draw and word.
///
/// Bites are in move notation (`r1c3`), positions in position notation (`5,5,3,1`); every
/// `remoteness` is that of the position `to` (bites left from there with best play).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ChompStep {
    /// Only the poison is left: the player to move has lost.
    Terminal,
    /// One row or one column of `length` squares: biting next to the poison leaves it alone.
    Strip {
        /// Squares in the strip, the poison included.
        length: u32,
        /// True for a column (several rows of one square each), false for a single row.
        upward: bool,
    },
    /// An n x n square: bite diagonally next to the poison, leaving an L with equal arms.
    Square {
        /// The side n: rows, and squares per row (at least 2).
        size: u32,
    },
    /// A rectangle: the strategy-stealing argument starts.
    Rectangle {
        /// Number of rows.
        rows: u32,
        /// Squares per row (the number of columns).
        cols: u32,
    },
    /// Bite only the top-right square: where it leads and whether that wins.
    TopRight {
        /// The bite of the top-right square, in move notation (`r2c4` on a 3x5 rectangle).
        r#move: String,
        /// The position that bite leaves, in position notation (`5,5,4`).
        to: String,
        /// True when that position is a P-position, so the bite wins; false when it loses and
        /// a [`ChompStep::Steal`] step follows.
        wins: bool,
    },
    /// The top-right bite loses: the opponent's winning reply to it, which on the full rectangle
    /// leaves the same position, so the first player can play it first.
    Steal {
        /// The opponent's winning reply to the top-right bite, in move notation.
        reply: String,
        /// The position that bite leaves when played first on the full rectangle (the same as
        /// after the top-right bite and the reply), in position notation: a P-position.
        to: String,
        /// The remoteness of `to`: bites left from there with best play.
        remoteness: u32,
    },
    /// An L: `across` squares right of the poison, `up` squares above it; P when they are equal.
    LShape {
        /// Squares right of the poison: the bottom row's length minus 1.
        across: u32,
        /// Squares above the poison: the number of rows minus 1.
        up: u32,
    },
    /// Two rows: P exactly when the bottom row is one longer than the top.
    TwoRows {
        /// Squares in the bottom row (row 0, the poison's).
        bottom: u32,
        /// Squares in the top row (row 1).
        top: u32,
    },
    /// Three rows: the map of the bottom rows that make P-positions, with this position's place.
    ThreeRowMap {
        /// Squares in the bottom row (row 0, the poison's).
        bottom: u32,
        /// Squares in the middle row (row 1).
        middle: u32,
        /// Squares in the top row (row 2).
        top: u32,
        /// The bottom row making a P-position with this middle and top row, if any.
        p_bottom: Option<u32>,
        /// The map: `bottoms[b][c]` for middle rows up to `bottoms.len() - 1`.
        bottoms: BottomMap,
    },
    /// What the table says: its board, its counts, and this position's value.
    Solver {
        /// Rows of the board the table solved (it may be bigger than the position's own).
        rows: u32,
        /// Columns of that board.
        cols: u32,
        /// How many positions the board has: every bar on it that still has the poison.
        positions: u64,
        /// How many of those positions are P-positions.
        p_positions: u64,
        /// This position's outcome: `"P"` or `"N"`.
        outcome: Outcome,
        /// This position's own remoteness (there is no `to` here): bites left with best play.
        remoteness: u32,
        /// Every winning bite, in move notation, row by row from the poison's row and left to
        /// right in each row; empty at a P-position.
        winning: Vec<String>,
    },
    /// The winning bite the computer plays.
    Bite {
        /// The bite, in move notation (`r1c1`).
        r#move: String,
        /// The position it leaves, in position notation (`5,1,1,1,1`): a P-position.
        to: String,
        /// The remoteness of `to`: bites left from there with best play (0: only the poison).
        remoteness: u32,
    },
    /// From a P-position: a bite the player to move might try (the longest defence)...
    AnyBite {
        /// The bite, in move notation (`r0c4`): the longest defence, leaving the largest
        /// remoteness. It is bitten from the explained position, or in a square's explanation
        /// from the L the diagonal bite left.
        r#move: String,
        /// The position it leaves, in position notation (`4,1,1,1,1`): an N-position.
        to: String,
        /// The remoteness of `to`: bites left from there with best play.
        remoteness: u32,
    },
    /// ...and the reply that wins against it.
    Reply {
        /// The reply, in move notation (`r4c0`), bitten from the position the
        /// [`ChompStep::AnyBite`] step left.
        r#move: String,
        /// The position the reply leaves, in position notation (`4,1,1,1`): a P-position again.
        to: String,
        /// The remoteness of `to`: bites left from there with best play.
        remoteness: u32,
    },
}

/// The map of three-row P-positions for middle rows `0..=largest_middle` (at most
/// [`MAP_MIDDLE_MAX`]), read from the solved 3 x 85 board.
pub fn three_row_map(largest_middle: u32) -> Result<BottomMap> {
    let largest_middle = largest_middle.min(MAP_MIDDLE_MAX);
    let full = Chomp::new(vec![MAP_COLUMNS; 3])?;
    let solution = full.solve()?;
    Ok((0..=largest_middle)
        .map(|b| {
            (0..=b)
                .map(|c| p_bottom(&solution, b, c))
                .collect::<Vec<_>>()
        })
        .collect())
}

/// The bottom row `a` (from `max(b, 1)` to the map's width) with `(a, b, c)` a P-position.
/// There is at most one: from a longer bottom row, biting the bottom row back to `a` would win.
fn p_bottom(solution: &Solution, b: u32, c: u32) -> Option<u32> {
    (b.max(1)..=solution.board().cols).find(|&a| {
        let position = Chomp {
            rows: [a, b, c].into_iter().filter(|&r| r > 0).collect(),
        };
        solution.outcome(&position) == Outcome::P
    })
}

impl Chomp {
    fn bite_step(&self, child: &Child) -> ChompStep {
        ChompStep::Bite {
            r#move: child.bite.to_string(),
            to: child.to.to_string(),
            remoteness: child.remoteness,
        }
    }

    fn child(&self, bite: Bite, solution: &Solution) -> Child {
        let to = self.after(bite);
        let remoteness = solution.remoteness(&to);
        Child {
            bite,
            to,
            remoteness,
        }
    }

    /// The ending every explanation shares: the computer's winning bite from an N-position; from
    /// a P-position the longest defence and the reply that wins against it.
    fn push_ending(&self, solution: &Solution, steps: &mut Vec<ChompStep>) {
        let Some(bite) = self.perfect_bite(solution) else {
            return;
        };
        let child = self.child(bite, solution);
        if solution.outcome(self) == Outcome::N {
            steps.push(self.bite_step(&child));
            return;
        }
        steps.push(ChompStep::AnyBite {
            r#move: child.bite.to_string(),
            to: child.to.to_string(),
            remoteness: child.remoteness,
        });
        if let Some(reply) = child.to.perfect_bite(solution) {
            let answer = child.to.child(reply, solution);
            steps.push(ChompStep::Reply {
                r#move: reply.to_string(),
                to: answer.to.to_string(),
                remoteness: answer.remoteness,
            });
        }
    }

    fn solver_step(&self, solution: &Solution) -> ChompStep {
        let board = solution.board();
        ChompStep::Solver {
            rows: board.rows,
            cols: board.cols,
            positions: board.positions(),
            p_positions: solution.p_positions(),
            outcome: solution.outcome(self),
            remoteness: solution.remoteness(self),
            winning: self
                .winning_bites(solution)
                .iter()
                .map(Bite::to_string)
                .collect(),
        }
    }

    /// The step-by-step reason for the position's outcome, argued the way its shape allows, and
    /// ending with the computer's bite ([`Chomp::perfect_bite`]).
    pub fn explain(&self, solution: &Solution) -> Result<Vec<ChompStep>> {
        let rows = &self.rows;
        let (height, width) = (rows.len() as u32, rows[0]);
        let mut steps = Vec::new();
        match self.shape() {
            Shape::Terminal => return Ok(vec![ChompStep::Terminal]),
            Shape::Strip => steps.push(ChompStep::Strip {
                length: height.max(width),
                upward: height > 1,
            }),
            Shape::Square => {
                // The diagonal bite, then one round of mirroring on the L it leaves.
                steps.push(ChompStep::Square { size: width });
                let diagonal = self.child(Bite { row: 1, col: 1 }, solution);
                steps.push(self.bite_step(&diagonal));
                steps.push(ChompStep::LShape {
                    across: width - 1,
                    up: height - 1,
                });
                diagonal.to.push_ending(solution, &mut steps);
                return Ok(steps);
            }
            Shape::Rectangle => {
                steps.push(ChompStep::Rectangle {
                    rows: height,
                    cols: width,
                });
                let corner = self.child(
                    Bite {
                        row: height - 1,
                        col: width - 1,
                    },
                    solution,
                );
                let wins = corner.outcome() == Outcome::P;
                steps.push(ChompStep::TopRight {
                    r#move: corner.bite.to_string(),
                    to: corner.to.to_string(),
                    wins,
                });
                if !wins {
                    // The opponent's winning reply also eats the top-right square, so played on
                    // the full rectangle it leaves the very same position.
                    let reply = corner
                        .to
                        .perfect_bite(solution)
                        .expect("an N-position has a bite");
                    let stolen = self.child(reply, solution);
                    steps.push(ChompStep::Steal {
                        reply: reply.to_string(),
                        to: stolen.to.to_string(),
                        remoteness: stolen.remoteness,
                    });
                }
                steps.push(self.solver_step(solution));
            }
            Shape::LShape => steps.push(ChompStep::LShape {
                across: width - 1,
                up: height - 1,
            }),
            Shape::TwoRows => steps.push(ChompStep::TwoRows {
                bottom: rows[0],
                top: rows[1],
            }),
            Shape::ThreeRows => {
                let (b, c) = (rows[1], rows[2]);
                let map_solution = Chomp::new(vec![MAP_COLUMNS; 3])?.solve()?;
                steps.push(ChompStep::ThreeRowMap {
                    bottom: width,
                    middle: b,
                    top: c,
                    p_bottom: p_bottom(&map_solution, b, c),
                    bottoms: three_row_map(b.max(MAP_MIDDLE_MIN))?,
                });
                steps.push(self.solver_step(solution));
            }
            Shape::General => steps.push(self.solver_step(solution)),
        }
        self.push_ending(solution, &mut steps);
        Ok(steps)
    }
}

/// Chomp as the playground plays it: the [`Game`] recipe, answered by the solved table of the
/// bar's board (kept between calls; a board beyond the limits is refused when it is solved).
#[derive(Clone, Copy, Debug)]
pub struct ChompGame;

impl Game for ChompGame {
    type Position = Chomp;
    type Move = Bite;
    type Solution = Solution;

    fn parse(&self, text: &str) -> Result<Chomp> {
        Chomp::parse(text)
    }
    fn text(&self, pos: &Chomp) -> String {
        pos.to_string()
    }
    fn solve(&self, pos: &Chomp) -> Result<Solution> {
        pos.solve()
    }
    fn outcome(&self, pos: &Chomp, solution: &mut Solution) -> Result<Outcome> {
        Ok(solution.outcome(pos))
    }
    fn grundy(&self, pos: &Chomp, _: &mut Solution) -> Option<u64> {
        // Chomp is impartial: its Grundy value, from the Grundy table of the bar's own board
        // while that board is within table::GRUNDY_MAX_POSITIONS (none beyond).
        cache::chomp_grundy(pos.board()).map(|g| u64::from(g.value(pos.rows())))
    }
    fn listed_moves(
        &self,
        pos: &Chomp,
        solution: &mut Solution,
        _: usize,
    ) -> Result<(Vec<(Bite, Outcome)>, u64)> {
        let moves: Vec<(Bite, Outcome)> = pos
            .children(solution)
            .into_iter()
            .map(|c| (c.bite, c.outcome()))
            .collect();
        let total = moves.len() as u64;
        Ok((moves, total))
    }
    fn parse_move(&self, pos: &Chomp, text: &str) -> Result<Bite> {
        if pos.is_terminal() {
            return Err(self.game_over(pos));
        }
        pos.parse_bite(text)
    }
    fn move_text(&self, _: &Chomp, bite: &Bite) -> String {
        bite.to_string()
    }
    fn after(&self, pos: &Chomp, bite: &Bite) -> Chomp {
        pos.after(*bite)
    }
    fn outcome_after(&self, pos: &Chomp, bite: &Bite, solution: &mut Solution) -> Result<Outcome> {
        Ok(solution.outcome(&pos.after(*bite)))
    }
    fn perfect_move(&self, pos: &Chomp, solution: &mut Solution) -> Result<Option<Bite>> {
        Ok(pos.perfect_bite(solution))
    }
    fn random_move(&self, pos: &Chomp, _: &mut Solution, rng: &mut Rng) -> Option<Bite> {
        pos.random_bite(rng)
    }
    fn game_over(&self, _: &Chomp) -> Error {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: only the poison is left, so there is no square to bite. The player \
             to move has lost.",
        )
    }
}

/// A Chomp bar as a component of a sum.
pub const HEAP: ComponentKind = ComponentKind {
    family: "chomp",
    name: "Chomp",
    written: "chomp",
    takes_parameter: false,
    example: "chomp(3,2)",
    alone: false,
    rules: |_| Ok(Rc::new(ChompBar)),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "chomp",
        name: "Chomp",
        menu_name: "Chomp",
        group: catalogue::CHOMP,
        description: "Bite a square of the chocolate bar and eat everything above it and to its right; whoever is left with only the poisoned square loses.",
        card: "Bite a square and all above and right of it; the poison loses.",
        picture: vec![Picture { board: "chomp", position: "6,6,6,6,6" }],
        default_position: "6,6,6,6,6",
        notation: NOTATION,
        move_notation: MOVE_NOTATION,
        page: "chomp.html",
        variants: catalogue::normal_only("chomp"),
        limits: Limits::Bar {
            max_squares: table::MAX_SQUARES,
            max_positions: table::MAX_POSITIONS,
            largest_square_board: table::LARGEST_SQUARE,
        },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

/// The board a bar of a [`table::bar_code`] fills: its rows by its bottom row's length.
fn bar_board(code: u64) -> Board {
    Board {
        rows: (code >> 40) as u32,
        cols: ((code >> 32) & 0xff) as u32,
    }
}

/// A bar's code.
fn bar_code_of(state: State) -> u64 {
    match state {
        State::Code(code) => code,
        _ => unreachable!("a Chomp component's state is a bar"),
    }
}

/// The Grundy tables of the bars' own boards (every bar a part reaches fits on its own board).
#[derive(Debug)]
struct BarTables(Vec<Rc<GrundyTable>>);

impl ComponentTable for BarTables {
    fn value(&self, state: State) -> u32 {
        let code = bar_code_of(state);
        let rows = table::bar_of_code(code);
        let board = bar_board(code);
        self.0
            .iter()
            .find(|t| t.board().covers(board))
            .map(|t| t.value(&rows))
            .expect("every bar a part reaches fits on the part's own board")
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A Chomp bar as a component of a sum (`chomp(3,3,2)`, one bar a component): it plays as a Nim
/// heap of its Grundy value, read from the Grundy table of its board.
#[derive(Clone, Copy, Debug)]
pub struct ChompBar;

impl Rules for ChompBar {
    fn id(&self) -> String {
        "chomp".into()
    }
    fn notation(&self) -> &'static str {
        NOTATION
    }
    fn one_per_component(&self) -> bool {
        true
    }
    fn parse_part(&self, text: &str, _: usize) -> Result<State> {
        // One bar: its rows, checked as the chomp game checks them.
        let bar = Chomp::parse(text)?;
        let board = bar.board();
        if board.positions() > table::GRUNDY_MAX_POSITIONS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "A Chomp bar in a sum plays as a Nim heap of its Grundy value, and Grundy values are computed for boards of at most {} positions (up to {s}x{s}); the bar {bar} fills a board of {} rows and {} columns, which has {}.",
                    table::grouped(table::GRUNDY_MAX_POSITIONS),
                    board.rows,
                    board.cols,
                    table::grouped(board.positions()),
                    s = table::GRUNDY_LARGEST_SQUARE,
                ),
            ));
        }
        Ok(State::Code(table::bar_code(bar.rows())))
    }
    /// A bar is written as its rows, from the code that numbers it.
    fn part_text(&self, state: State) -> String {
        let rows: Vec<String> = table::bar_of_code(bar_code_of(state))
            .iter()
            .map(u32::to_string)
            .collect();
        rows.join(",")
    }
    fn table(&self, states: &[State]) -> Result<Box<dyn ComponentTable>> {
        Ok(Box::new(BarTables(
            states
                .iter()
                // parse_part has checked that each bar's board is within the limit.
                .filter_map(|&s| cache::chomp_grundy(bar_board(bar_code_of(s))))
                .collect(),
        )))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        let bar =
            Chomp::new(table::bar_of_code(bar_code_of(state))).expect("a bar from a code is valid");
        let children: Vec<u64> = bar
            .bites()
            .map(|bite| table::bar_code(bar.after(bite).rows()))
            .collect();
        children.into_iter().all(|c| visit(&[State::Code(c)]))
    }
    fn option_count(&self, state: State) -> u64 {
        // Every square but the poison can be bitten.
        u64::from(table::bar_of_code(bar_code_of(state)).iter().sum::<u32>()) - 1
    }
    fn reachable_lower_bound(&self, state: State, cap: u64) -> u64 {
        table::sub_bars(&table::bar_of_code(bar_code_of(state)), cap)
    }
    fn move_facts(&self, from: State, into: &[State]) -> MoveFacts {
        // The bitten square is the first row (from the poison's) that got shorter: its new
        // length is the column of the bite.
        let before = table::bar_of_code(bar_code_of(from));
        let after = into
            .first()
            .map(|&s| table::bar_of_code(bar_code_of(s)))
            .unwrap_or_default();
        let row = (0..before.len()).find(|&r| after.get(r).copied().unwrap_or(0) < before[r]);
        MoveFacts {
            bite: row.map(|r| [r as u32, after.get(r).copied().unwrap_or(0)]),
            ..MoveFacts::default()
        }
    }
}

/// Chomp 14x14's row of the game-complexity panel: every staircase inside the board.
pub fn complexity_row() -> crate::catalogue::Complexity {
    crate::catalogue::complexity_row(
        "Chomp 14x14",
        (table::binomial(28, 14) - 1) as f64,
        true,
        "C(28, 14) - 1 staircase bars (the empty bar excluded)",
        None,
        98.0,
        195.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_as_a_component_has_its_grundy_value_up_to_11x11() {
        let rules = (HEAP.rules)("").unwrap();
        // A bar is read as the game reads it, and its value is the Grundy table's.
        let state = rules.parse_part("3,3,2", 0).unwrap();
        let value = rules.table(&[state]).unwrap().value(state);
        let rows = [3, 3, 2];
        let own = table::GrundyTable::new(table::Board::of(&rows).unwrap()).value(&rows);
        assert_eq!(value, own);
        // Biting all but the poison leaves the bar of one square, whose value is 0.
        let mut options = 0;
        rules.for_each_option(rules.parse_part("2", 0).unwrap(), &mut |_| {
            options += 1;
            true
        });
        assert_eq!(options, 1);
        // Bars too large for Grundy values are refused with the limit named; rows must shrink.
        let err = rules.parse_part(&["12"; 12].join(","), 0).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("705,431"), "{}", err.message);
        assert!(err.message.contains("11x11"), "{}", err.message);
        let err = rules.parse_part("2,3", 0).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadPosition);
    }
    use crate::game::Play;
    use crate::solve::brute::BruteForce;

    fn chomp(text: &str) -> Chomp {
        Chomp::parse(text).unwrap()
    }

    fn children(position: &Chomp) -> Vec<Chomp> {
        position.bites().map(|b| position.after(b)).collect()
    }

    /// Every position of the board, by brute enumeration.
    fn all_positions(rows: u32, cols: u32) -> Vec<Chomp> {
        let mut bars: Vec<Vec<u32>> = vec![Vec::new()];
        for _ in 0..rows {
            bars = bars
                .into_iter()
                .flat_map(|bar| {
                    let limit = bar.last().copied().unwrap_or(cols);
                    (0..=limit).map(move |len| {
                        let mut next = bar.clone();
                        next.push(len);
                        next
                    })
                })
                .collect();
        }
        bars.into_iter()
            .filter(|b| b[0] > 0)
            .map(|b| Chomp::new(b).unwrap())
            .collect()
    }

    /// Remoteness by the definition, memoized: the second opinion for the table's bytes.
    fn brute_remoteness(position: &Chomp, memo: &mut std::collections::HashMap<Chomp, u32>) -> u32 {
        if let Some(&r) = memo.get(position) {
            return r;
        }
        let values: Vec<u32> = children(position)
            .iter()
            .map(|c| brute_remoteness(c, memo))
            .collect();
        let r = if values.is_empty() {
            0
        } else if let Some(fastest) = values.iter().filter(|&&v| v % 2 == 0).min() {
            fastest + 1
        } else {
            values.iter().max().unwrap() + 1
        };
        memo.insert(position.clone(), r);
        r
    }

    #[test]
    fn each_move_of_a_bar_in_a_sum_names_the_bitten_square() {
        use crate::games::components::{Rules, State};
        for rows in [vec![3, 3, 2], vec![5], vec![4, 2, 2, 1], vec![1, 1, 1]] {
            let from = State::Code(table::bar_code(&rows));
            ChompBar.for_each_option(from, &mut |into| {
                let [row, column] = ChompBar.move_facts(from, into).bite.unwrap();
                // The rule of a bite, applied to the bar: the square and everything above it
                // and to its right go.
                let bitten: Vec<u32> = rows
                    .iter()
                    .enumerate()
                    .map(|(k, &n)| if k as u32 >= row { n.min(column) } else { n })
                    .filter(|&n| n > 0)
                    .collect();
                let left = match into {
                    [State::Code(code)] => table::bar_of_code(*code),
                    _ => vec![],
                };
                assert_eq!(bitten, left, "{rows:?}: the bite ({row}, {column})");
                assert!((row, column) != (0, 0), "the poison is no move in a sum");
                true
            });
        }
    }

    #[test]
    fn the_table_agrees_with_brute_force_on_every_position_of_every_board_up_to_6x6() {
        let mut brute = BruteForce::new(children, Play::Normal);
        let mut memo = std::collections::HashMap::new();
        let mut checked = 0;
        for rows in 1..=6 {
            for cols in 1..=6 {
                cache::forget();
                let mut table = Table::new(Board::new(rows, cols).unwrap());
                table.step(u64::MAX);
                let solution = Solution {
                    table: Rc::new(table),
                };
                for pos in all_positions(rows, cols) {
                    assert_eq!(solution.outcome(&pos), brute.outcome(&pos), "{pos}");
                    assert_eq!(
                        solution.remoteness(&pos),
                        brute_remoteness(&pos, &mut memo),
                        "{pos}"
                    );
                    checked += 1;
                }
            }
        }
        // Every board from 1x1 to 6x6: the sum of C(r+c, r) - 1 over r, c in 1..=6.
        let expected: u64 = (1..=6u64)
            .flat_map(|r| (1..=6u64).map(move |c| table::binomial(r + c, r) - 1))
            .sum();
        assert_eq!(checked, expected);
    }

    /// Checks every rectangle of up to `rows` rows and `cols` columns, from one table.
    fn check_rectangles(rows: u32, cols: u32) {
        let solution = Chomp::new(vec![cols; rows as usize])
            .unwrap()
            .solve()
            .unwrap();
        for height in 1..=rows {
            for width in 1..=cols {
                let rectangle = Chomp::new(vec![width; height as usize]).unwrap();
                let expected = if height * width == 1 {
                    Outcome::P
                } else {
                    Outcome::N
                };
                assert_eq!(solution.outcome(&rectangle), expected, "{height}x{width}");
            }
        }
    }

    /// Checks that the diagonal bite wins on the n x n square and leaves a P-position L.
    fn check_square(n: u32) {
        let square = Chomp::new(vec![n; n as usize]).unwrap();
        let solution = square.solve().unwrap();
        let l = square.after(Bite { row: 1, col: 1 });
        assert_eq!(l.rows()[0], n);
        assert!(l.rows()[1..].iter().all(|&r| r == 1));
        assert_eq!(solution.outcome(&l), Outcome::P, "{n}x{n}");
        assert_eq!(
            square.perfect_bite(&solution),
            Some(Bite { row: 1, col: 1 })
        );
    }

    // Boards up to 12x12 here (2.7 million positions); the 14x14 board's 40 million, which
    // hold every rectangle up to 14x14, are checked once in tests/chomp_largest_boards.rs.
    #[test]
    fn every_rectangle_except_1x1_is_an_n_position() {
        check_rectangles(12, 12);
        // Long thin boards, up to the 255-square limit.
        check_rectangles(1, 255);
        check_rectangles(2, 127);
        check_rectangles(3, 85);
        check_rectangles(4, 50);
    }

    #[test]
    fn on_every_square_board_the_diagonal_bite_wins_and_the_l_is_nim_with_two_piles() {
        for n in 2..=12u32 {
            check_square(n);
        }
        // L-shapes: P exactly when the arms are equal, like Nim with two piles.
        let solution = chomp(&["9"; 9].join(",")).solve().unwrap();
        for across in 0..=8u32 {
            for up in 0..=8u32 {
                let mut rows = vec![across + 1];
                rows.extend(std::iter::repeat_n(1, up as usize));
                let l = Chomp::new(rows).unwrap();
                let expected = if across == up { Outcome::P } else { Outcome::N };
                assert_eq!(solution.outcome(&l), expected, "{l}");
            }
        }
    }

    #[test]
    fn two_row_p_positions_are_exactly_a_bottom_row_one_longer_than_the_top() {
        let solution = chomp("127,127").solve().unwrap();
        for a in 1..=127u32 {
            for b in 0..=a {
                let position = Chomp::new(vec![a, b]).unwrap();
                let expected = if a == b + 1 { Outcome::P } else { Outcome::N };
                assert_eq!(solution.outcome(&position), expected, "{position}");
            }
        }
    }

    #[test]
    fn notation_round_trips_and_empty_top_rows_are_dropped() {
        for text in ["5,5,3,1", "1", "14", "3,3,3", "2,1,1,1"] {
            assert_eq!(chomp(text).to_string(), text);
        }
        assert_eq!(chomp(" 5 , 3,0, 0 ").to_string(), "5,3");
        assert_eq!(chomp("007,2").to_string(), "7,2");
        let pos = chomp("5,5,3,1");
        for bite in pos.bites() {
            assert_eq!(pos.parse_bite(&bite.to_string()), Ok(bite));
        }
        assert_eq!(pos.parse_bite(" R1 C3 "), Ok(Bite { row: 1, col: 3 }));
        assert_eq!(pos.after(Bite { row: 1, col: 3 }).to_string(), "5,3,3,1");
        assert_eq!(pos.after(Bite { row: 1, col: 0 }).to_string(), "5");
        assert_eq!(pos.after(Bite { row: 0, col: 2 }).to_string(), "2,2,2,1");
        assert_eq!(pos.bites().count() as u32, pos.squares() - 1);
        assert_eq!(pos.eaten(Bite { row: 1, col: 2 }), 3 + 1);
    }

    #[test]
    fn each_kind_of_bad_position_gets_its_own_message() {
        let cases = [
            ("", ErrorKind::BadPosition, "poison"),
            ("  ", ErrorKind::BadPosition, "empty"),
            ("0", ErrorKind::BadPosition, "smallest position is 1"),
            ("0,0", ErrorKind::BadPosition, "smallest position is 1"),
            ("3,,1", ErrorKind::BadPosition, "Row 1 is missing"),
            ("3,1,", ErrorKind::BadPosition, "Row 2 is missing"),
            (
                "x",
                ErrorKind::BadPosition,
                "Row 0 (the poison's row) is \"x\"",
            ),
            ("3,2.5", ErrorKind::BadPosition, "whole number"),
            ("3,-1", ErrorKind::BadPosition, "negative"),
            (
                "3,5,1",
                ErrorKind::BadPosition,
                "Row 1 has 5 squares but row 0",
            ),
            ("0,3", ErrorKind::BadPosition, "never get longer"),
            ("256", ErrorKind::TooLarge, "at most 255 squares"),
            ("99999999999999", ErrorKind::TooLarge, "at most 255 squares"),
        ];
        for (text, kind, words) in cases {
            let err = Chomp::parse(text).unwrap_err();
            assert_eq!(err.kind, kind, "{text}: {}", err.message);
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
        assert!(Chomp::parse("20,20").is_ok());
        let big = Chomp::parse(&["15"; 15].join(",")).unwrap_err();
        assert_eq!(big.kind, ErrorKind::TooLarge);
        assert!(big.message.contains("14x14"), "{}", big.message);
        let wide = Chomp::parse("100,100,100").unwrap_err();
        assert!(wide.message.contains("300 squares"), "{}", wide.message);
        let tall = Chomp::parse(&["1"; 300].join(",")).unwrap_err();
        assert!(tall.message.contains("300 rows"), "{}", tall.message);
    }

    #[test]
    fn each_kind_of_bad_bite_gets_its_own_message() {
        let pos = chomp("5,3,1");
        let cases = [
            ("1,3", ErrorKind::BadMove, "r1c3"),
            ("r1", ErrorKind::BadMove, "row 1, column 3"),
            ("c3r1", ErrorKind::BadMove, "r1c3"),
            ("rxc1", ErrorKind::BadMove, "r1c3"),
            ("r0c0", ErrorKind::IllegalMove, "poison"),
            ("r3c0", ErrorKind::IllegalMove, "numbered 0 to 2"),
            ("r1c3", ErrorKind::IllegalMove, "Row 1 has 3 squares"),
            ("r2c1", ErrorKind::IllegalMove, "1 square (columns 0 to 0)"),
            (
                "r0c99999999999999999",
                ErrorKind::IllegalMove,
                "Row 0 has 5",
            ),
        ];
        for (text, kind, words) in cases {
            let err = pos.parse_bite(text).unwrap_err();
            assert_eq!(err.kind, kind, "{text}: {}", err.message);
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
    }

    #[test]
    fn shapes_pick_the_argument() {
        let cases = [
            ("1", Shape::Terminal),
            ("6", Shape::Strip),
            ("1,1,1", Shape::Strip),
            ("4,4,4,4", Shape::Square),
            ("5,5,5", Shape::Rectangle),
            ("2,2,2,2,2", Shape::Rectangle),
            ("5,1,1", Shape::LShape),
            ("5,3", Shape::TwoRows),
            ("2,1", Shape::TwoRows),
            ("5,4,2", Shape::ThreeRows),
            ("5,5,3,1", Shape::General),
        ];
        for (text, shape) in cases {
            assert_eq!(chomp(text).shape(), shape, "{text}");
        }
    }

    #[test]
    fn the_perfect_bite_wins_fastest_and_defends_longest() {
        let pos = chomp("6,6,6,6,6");
        let solution = pos.solve().unwrap();
        let children = pos.children(&solution);
        let best = pos.perfect_bite(&solution).unwrap();
        let chosen = children.iter().find(|c| c.bite == best).unwrap();
        assert_eq!(chosen.outcome(), Outcome::P);
        assert!(children
            .iter()
            .filter(|c| c.outcome() == Outcome::P)
            .all(|c| c.remoteness >= chosen.remoteness));
        // From a P-position: the bite leaving the most bites to play.
        let lost = chomp("4,3");
        let children = lost.children(&solution);
        let defence = lost.perfect_bite(&solution).unwrap();
        let kept = children.iter().find(|c| c.bite == defence).unwrap();
        assert!(children.iter().all(|c| c.remoteness <= kept.remoteness));
        assert_eq!(chomp("1").perfect_bite(&solution), None);
        let mut rng = Rng::new(3);
        assert_eq!(chomp("1").random_bite(&mut rng), None);
        for _ in 0..50 {
            let b = lost.random_bite(&mut rng).unwrap();
            assert!(lost.parse_bite(&b.to_string()).is_ok());
        }
    }

    #[test]
    fn a_non_square_rectangle_is_explained_by_strategy_stealing() {
        // 3x4: the top-right bite leaves 4,4,3, which loses (some reply wins against it).
        for text in ["4,4,4", "5,5", "7,7,7,7,7"] {
            let pos = chomp(text);
            let solution = pos.solve().unwrap();
            let steps = pos.explain(&solution).unwrap();
            assert!(matches!(steps[0], ChompStep::Rectangle { .. }), "{text}");
            let ChompStep::TopRight { to, wins, .. } = &steps[1] else {
                panic!("{text}: {steps:?}");
            };
            assert_eq!(*wins, solution.outcome(&chomp(to)) == Outcome::P);
            if !wins {
                let ChompStep::Steal {
                    reply, to: stolen, ..
                } = &steps[2]
                else {
                    panic!("{text}: {steps:?}");
                };
                // The reply wins against the corner bite, and on the full bar leaves the same.
                let corner = chomp(to);
                let bite = corner.parse_bite(reply).unwrap();
                assert_eq!(&corner.after(bite).to_string(), stolen);
                assert_eq!(&pos.after(bite).to_string(), stolen);
                assert_eq!(solution.outcome(&chomp(stolen)), Outcome::P);
            }
            let ChompStep::Bite { to, .. } = steps.last().unwrap() else {
                panic!("{text}: {steps:?}");
            };
            assert_eq!(solution.outcome(&chomp(to)), Outcome::P);
        }
        let steps = chomp("5,5")
            .explain(&chomp("5,5").solve().unwrap())
            .unwrap();
        assert_eq!(
            steps[1],
            ChompStep::TopRight {
                r#move: "r1c4".into(),
                to: "5,4".into(),
                wins: true
            }
        );
    }

    #[test]
    fn a_square_is_explained_by_the_diagonal_bite_and_one_mirrored_reply() {
        let pos = chomp("5,5,5,5,5");
        let steps = pos.explain(&pos.solve().unwrap()).unwrap();
        assert_eq!(
            steps,
            vec![
                ChompStep::Square { size: 5 },
                ChompStep::Bite {
                    r#move: "r1c1".into(),
                    to: "5,1,1,1,1".into(),
                    remoteness: 8
                },
                ChompStep::LShape { across: 4, up: 4 },
                ChompStep::AnyBite {
                    r#move: "r0c4".into(),
                    to: "4,1,1,1,1".into(),
                    remoteness: 7
                },
                ChompStep::Reply {
                    r#move: "r4c0".into(),
                    to: "4,1,1,1".into(),
                    remoteness: 6
                },
            ]
        );
    }

    #[test]
    fn two_rows_l_shapes_and_strips_end_on_the_rule_s_move() {
        let solution = chomp("9,9,9,9,9,9,9,9,9").solve().unwrap();
        let explain = |t: &str| chomp(t).explain(&solution).unwrap();
        assert_eq!(
            explain("7,3"),
            vec![
                ChompStep::TwoRows { bottom: 7, top: 3 },
                ChompStep::Bite {
                    r#move: "r0c4".into(),
                    to: "4,3".into(),
                    remoteness: 6
                }
            ]
        );
        let p = explain("4,3");
        assert_eq!(p[0], ChompStep::TwoRows { bottom: 4, top: 3 });
        let ChompStep::Reply { to, .. } = &p[2] else {
            panic!("{p:?}")
        };
        let back = chomp(to).rows().to_vec();
        assert!(
            back.len() == 1 && back[0] == 1 || back[0] == back[1] + 1,
            "{to}"
        );
        assert_eq!(
            explain("3,1,1,1,1")[1],
            ChompStep::Bite {
                r#move: "r3c0".into(),
                to: "3,1,1".into(),
                remoteness: 4
            }
        );
        assert_eq!(
            explain("1,1,1"),
            vec![
                ChompStep::Strip {
                    length: 3,
                    upward: true
                },
                ChompStep::Bite {
                    r#move: "r1c0".into(),
                    to: "1".into(),
                    remoteness: 0
                }
            ]
        );
        assert_eq!(explain("1"), vec![ChompStep::Terminal]);
    }

    #[test]
    fn the_three_row_map_has_at_most_one_p_bottom_row_per_middle_and_top() {
        let map = three_row_map(20).unwrap();
        assert_eq!(map.len(), 21);
        let solution = chomp("85,85,85").solve().unwrap();
        for (b, line) in map.iter().enumerate() {
            assert_eq!(line.len(), b + 1);
            // Two rows (c = 0): the bottom row is one longer than the middle.
            assert_eq!(line[0], Some(b as u32 + 1));
            for (c, &cell) in line.iter().enumerate() {
                let (b, c) = (b as u32, c as u32);
                let p_count = (b.max(1)..=85)
                    .filter(|&a| {
                        let pos = Chomp::new(vec![a, b, c]).unwrap();
                        solution.outcome(&pos) == Outcome::P
                    })
                    .count();
                match cell {
                    Some(a) => {
                        assert_eq!(p_count, 1, "({a},{b},{c})");
                        assert!(a <= 2 * b + 1, "({a},{b},{c}) stays on the board");
                    }
                    // No P-position: biting the bottom row short of the middle row already wins,
                    // whatever the bottom row's length, so none exists past the map either.
                    None => {
                        assert_eq!(p_count, 0);
                        assert!((1..b).any(|j| {
                            let pos = Chomp::new(vec![j, j, c.min(j)]).unwrap();
                            solution.outcome(&pos) == Outcome::P
                        }));
                    }
                }
            }
        }
        let pos = chomp("9,4,2");
        let steps = pos.explain(&pos.solve().unwrap()).unwrap();
        let ChompStep::ThreeRowMap {
            p_bottom, bottoms, ..
        } = &steps[0]
        else {
            panic!("{steps:?}")
        };
        assert_eq!(*p_bottom, Some(6));
        assert_eq!(bottoms.len() as u32, MAP_MIDDLE_MIN + 1);
        // Biting the bottom row back to 6 wins, and the solver's bite is a winning one too.
        assert!(pos
            .winning_bites(&pos.solve().unwrap())
            .contains(&Bite { row: 0, col: 6 }));
    }

    #[test]
    fn every_explanation_ends_on_the_perfect_bite_and_a_p_position() {
        let solution = chomp("6,6,6,6,6,6").solve().unwrap();
        for pos in all_positions(6, 6) {
            let steps = pos.explain(&solution).unwrap();
            let last = steps.last().unwrap();
            if pos.is_terminal() {
                assert_eq!(steps, vec![ChompStep::Terminal]);
                continue;
            }
            match solution.outcome(&pos) {
                Outcome::N => {
                    // The bite the computer plays (a square goes on to show one mirrored reply).
                    let bite = steps.iter().find(|s| matches!(s, ChompStep::Bite { .. }));
                    let Some(ChompStep::Bite { r#move, to, .. }) = bite else {
                        panic!("{pos}: {steps:?}")
                    };
                    assert_eq!(
                        pos.shape() == Shape::Square,
                        !matches!(last, ChompStep::Bite { .. }),
                        "{pos}"
                    );
                    assert_eq!(
                        r#move,
                        &pos.perfect_bite(&solution).unwrap().to_string(),
                        "{pos}"
                    );
                    assert_eq!(solution.outcome(&chomp(to)), Outcome::P, "{pos}");
                }
                _ => {
                    let ChompStep::Reply { to, .. } = last else {
                        panic!("{pos}: {steps:?}")
                    };
                    assert_eq!(solution.outcome(&chomp(to)), Outcome::P, "{pos}");
                }
            }
        }
    }
}

//! The Chomp table: every position of a board solved in one sweep, one byte per position.
//!
//! **What is solved.** A board of `m` rows and `n` columns holds every bar whose row lengths
//! `r0 ≥ r1 ≥ … ≥ r(m-1)` lie between 0 and `n` (row 0 is the poison's row). There are
//! `C(m+n, m)` such lists of row lengths, one of them the empty bar, which is not a position (the
//! poison is never eaten), so a board has `C(m+n, m) - 1` positions: 184,755 on the 10x10 board,
//! 40,116,599 on the 14x14 board. The table stores one byte per list: the position's
//! *remoteness* plus one, where remoteness is the number of bites left when the winner hurries and
//! the loser holds out. Remoteness is even exactly for P-positions (the player to move makes the
//! last bite only if an odd number of bites is left), so that one byte answers three questions:
//! the outcome, the winning bites (the children whose remoteness is even) and how long the game
//! lasts.
//!
//! **A dense index: the rank of a lattice path.** The outline of a bar, from the top-left corner
//! of the board down and right to the bottom-right corner, is a lattice path of `m` down-steps and
//! `n` right-steps, so bars and paths correspond one to one. Read the row lengths from the top
//! down and add to the `k`-th of them (`k` from 0) its index: `s_k = r(m-1-k) + k`. The `s_k` are
//! `m` *different* numbers from `0..m+n` (the positions of the path's down-steps), and the
//! combinatorial number system numbers such sets without gaps:
//!
//! > rank = C(s_0, 1) + C(s_1, 2) + … + C(s_(m-1), m), from 0 (the empty bar) to C(m+n, m) - 1.
//!
//! Each row contributes its own term, `W[k][len] = C(len + m-1-k, m-k)` for row `k` of length
//! `len`, so the rank of a bar is a sum of table look-ups, and changing one row changes the rank by
//! a difference of two look-ups: the children and parents of a position are found by adding and
//! subtracting, never by hashing. `W[k][len]` grows with `len`, so a bite, which shortens rows,
//! always lowers the rank: sweeping the ranks upward visits every child before its parents.
//!
//! **One sweep, pushing from the rare P-positions.** A position is N exactly when some bite leads
//! to a P-position. Scanning every bite of every position costs about a hundred look-ups per
//! position on a 14x14 board; but P-positions are rare (256,366 of the 40 million), so the sweep
//! turns the question round. It visits the ranks upward; when it reaches a position nothing has
//! marked, no bite from it reaches a P-position (every child came earlier and would have marked
//! it), so it *is* a P-position. It then marks every *parent* of it (every bar one bite bigger)
//! as N. A P-position's remoteness is one more than the largest of its children's (the loser holds
//! out); an N-position's is one more than the smallest over its P-children (the winner hurries),
//! which the marks carry: each keeps the smallest value pushed into it.
//!
//! **The parents of a bar** `q`, without search: a bite at row `i`, column `j` leaves row `i` at
//! length `j` and cuts the rows above it to at most `j`. So `q` came from a bite in row `i` exactly
//! when `j = q_i` is shorter than the row below (or than the board's width, for row 0); the parent
//! had row `i` longer, anything from `j+1` up to the row below it, and each row above that `q` has
//! at length exactly `j` (the bite cut it there) could have been anything from `j` up to the row
//! below it. Rows shorter than `j` were untouched. Enumerating those choices row by row is a few
//! nested loops, and each parent's rank is the bar's rank plus the changed rows' differences.
//!
//! **In slices, and cached.** [`Table::step`] sweeps at most a given number of positions and can
//! be called again to go on, so that a page can show progress and cancel between slices. A
//! finished table is kept (see [`crate::games::cache`]): the same bites and the same positions
//! follow from a bar whatever board it sits on, so a table answers every position that fits on
//! its board. The cache changes only how fast an answer comes, never the answer.

use crate::error::{Error, ErrorKind, Result};

/// Most squares a board may have. A game on it lasts at most 254 bites (every square but the
/// poison), so every remoteness, plus one, fits in a byte.
pub const MAX_SQUARES: u32 = 255;
/// Most positions a board may have: as many as the 14x14 board, C(28, 14) - 1.
pub const MAX_POSITIONS: u64 = 40_116_599;
/// The largest square board within [`MAX_POSITIONS`].
pub const LARGEST_SQUARE: u32 = 14;
/// `C(n, k)`, or `u64::MAX` when it is larger than that.
pub fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut value: u128 = 1;
    for i in 0..k {
        // C(n, i + 1) = C(n, i) * (n - i) / (i + 1), exact at every step.
        value = value * u128::from(n - i) / u128::from(i + 1);
        // For i < n/2 the values only grow: once past u64::MAX, the answer is "too many".
        if value > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    value as u64
}

pub use crate::error::grouped;

/// A rectangular board: `rows` rows of `cols` squares, the poison at row 0, column 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Number of rows.
    pub rows: u32,
    /// Number of columns.
    pub cols: u32,
}

impl Board {
    /// A board within the published limits, or an error naming the limit it breaks.
    pub fn new(rows: u32, cols: u32) -> Result<Board> {
        if rows == 0 || cols == 0 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "A board has at least one row and one column: the poison square.",
            ));
        }
        let squares = u64::from(rows) * u64::from(cols);
        if squares > u64::from(MAX_SQUARES) {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "A board of {rows} rows and {cols} columns has {} squares; the limit is \
                     {MAX_SQUARES} squares (a game then lasts at most {} bites).",
                    grouped(squares),
                    MAX_SQUARES - 1
                ),
            ));
        }
        let board = Board { rows, cols };
        let positions = board.positions();
        if positions > MAX_POSITIONS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "A board of {rows} rows and {cols} columns has {} positions; the solver's \
                     limit is {} positions, as many as the {LARGEST_SQUARE}x{LARGEST_SQUARE} board has.",
                    if positions == u64::MAX {
                        "more than 18 billion billion".to_string()
                    } else {
                        grouped(positions)
                    },
                    grouped(MAX_POSITIONS)
                ),
            ));
        }
        Ok(board)
    }

    /// The board a bar fills: its number of rows by the length of its bottom row.
    pub fn of(rows: &[u32]) -> Result<Board> {
        let width = rows.first().copied().unwrap_or(0);
        let height = u32::try_from(rows.len()).unwrap_or(u32::MAX);
        Board::new(height, width)
    }

    /// Lists of row lengths the table holds: `C(rows + cols, rows)`, the empty bar included.
    pub fn entries(self) -> u64 {
        binomial(
            u64::from(self.rows) + u64::from(self.cols),
            u64::from(self.rows),
        )
    }

    /// Positions of the board: every bar that still has the poison.
    pub fn positions(self) -> u64 {
        self.entries().saturating_sub(1)
    }

    /// True when the bar (row lengths from the poison's row up) fits on this board.
    pub fn fits(self, rows: &[u32]) -> bool {
        rows.len() <= self.rows as usize && rows.first().is_none_or(|&r| r <= self.cols)
    }

    /// True when every bar of `other` fits on this board.
    pub fn covers(self, other: Board) -> bool {
        other.rows <= self.rows && other.cols <= self.cols
    }
}

/// The solved (or partly solved) positions of one board.
pub struct Table {
    board: Board,
    /// Number of rows, as an index type.
    m: usize,
    /// Number of columns.
    n: usize,
    /// `weights[k * (n + 1) + len] = C(len + m-1-k, m-k)`: row `k`'s share of the rank.
    weights: Vec<u32>,
    /// Remoteness + 1 per rank; 0 while nothing is known (an unmarked rank not yet swept).
    cells: Vec<u8>,
    /// The next rank to sweep: every rank below it is final.
    next: u32,
    /// The row lengths of the bar at rank `next`.
    cursor: Vec<u32>,
    /// P-positions found so far.
    p_count: u64,
}

impl Table {
    /// An unsolved table for `board` (already checked against the limits).
    pub fn new(board: Board) -> Table {
        let (m, n) = (board.rows as usize, board.cols as usize);
        let weights = rank_weights(board);
        let entries = board.entries() as usize;
        // The first position swept is rank 1: the poison alone.
        let mut cursor = vec![0; m];
        cursor[0] = 1;
        Table {
            board,
            m,
            n,
            weights,
            cells: vec![0; entries],
            next: 1,
            cursor,
            p_count: 0,
        }
    }

    /// The board this table solves.
    pub fn board(&self) -> Board {
        self.board
    }

    /// True when every position has been swept.
    pub fn is_complete(&self) -> bool {
        self.next as usize >= self.cells.len()
    }

    /// How many positions have been swept (and so are final).
    pub fn solved(&self) -> u64 {
        u64::from(self.next) - 1
    }

    /// How many P-positions the sweep has found so far.
    pub fn p_positions(&self) -> u64 {
        self.p_count
    }

    /// Bytes of memory the table holds.
    pub fn bytes(&self) -> usize {
        self.cells.len() + 4 * self.weights.len()
    }

    #[inline]
    fn weight(&self, row: usize, len: u32) -> u32 {
        self.weights[row * (self.n + 1) + len as usize]
    }

    /// The rank of a bar that fits on the board (shorter lists mean empty rows above).
    pub fn rank(&self, rows: &[u32]) -> u32 {
        rows.iter()
            .enumerate()
            .map(|(k, &len)| self.weight(k, len))
            .sum()
    }

    /// The remoteness of a bar that fits on the board, once the sweep has passed it.
    pub fn remoteness(&self, rows: &[u32]) -> Option<u32> {
        let rank = self.rank(rows);
        (rank < self.next).then(|| u32::from(self.cells[rank as usize]) - 1)
    }

    /// Sweeps at most `budget` more positions. Returns true when the whole board is solved.
    pub fn step(&mut self, budget: u64) -> bool {
        let total = self.cells.len() as u32;
        let mut left = budget;
        while self.next < total && left > 0 {
            self.visit();
            self.advance();
            left -= 1;
        }
        self.is_complete()
    }

    /// Moves the cursor to the bar of the next rank: like counting, the top-most row that can
    /// still grow grows by one square, and every row above it starts again from empty.
    fn advance(&mut self) {
        self.next += 1;
        for k in (0..self.m).rev() {
            let limit = if k == 0 {
                self.n as u32
            } else {
                self.cursor[k - 1]
            };
            if self.cursor[k] < limit {
                self.cursor[k] += 1;
                for above in &mut self.cursor[k + 1..] {
                    *above = 0;
                }
                return;
            }
        }
        // Past the full board: the sweep is over and the cursor is no longer used.
    }

    /// Settles the bar under the cursor. Marked: an N-position, already final. Unmarked: a
    /// P-position; work out its remoteness and mark its parents.
    fn visit(&mut self) {
        let rank = self.next as usize;
        if self.cells[rank] != 0 {
            return;
        }
        // A P-position: every child is N. The loser holds out, so its remoteness is one more
        // than the largest of its children's. Cells hold remoteness + 1, so the largest child
        // cell is this position's remoteness, and the cell is one more. No child: remoteness 0.
        let largest = self.largest_child_cell();
        let cell = largest + 1;
        self.cells[rank] = cell;
        self.p_count += 1;
        // Every parent is N, one bite further from the end: remoteness + 1, so cell + 1. (A parent
        // has more squares than this bar, so cell + 1 stays within a byte: see MAX_SQUARES.)
        let rows = &self.cursor;
        for i in 0..self.m {
            let below = if i == 0 { self.n as u32 } else { rows[i - 1] };
            let j = rows[i];
            if j >= below {
                continue; // row i cannot be longer in a parent: no bite in row i made this bar
            }
            // The rows above i that the bite cut to exactly j.
            let mut top = i;
            while top + 1 < self.m && rows[top + 1] == j {
                top += 1;
            }
            raise_rows(
                &mut self.cells,
                &self.weights,
                self.n + 1,
                i,
                top,
                j,
                j + 1,
                below,
                rank as u32,
                cell + 1,
            );
        }
    }

    /// The largest cell among the children of the bar under the cursor (0 if it has none).
    ///
    /// Column by column: the bites in column `j` are at the rows still longer than `j`. A bite at
    /// row `i` cuts rows `i` and above to `j`; going down the column from the top, each step
    /// down cuts one more row, so the rank difference grows by that row's share.
    fn largest_child_cell(&self) -> u8 {
        let rows = &self.cursor;
        let rank = self.next;
        let mut largest = 0;
        let mut height = self.m;
        for j in 0..rows[0] {
            while height > 0 && rows[height - 1] <= j {
                height -= 1;
            }
            let mut cut = 0;
            for i in (0..height).rev() {
                cut += self.weight(i, rows[i]) - self.weight(i, j);
                if i == 0 && j == 0 {
                    break; // the poison is not a bite
                }
                largest = largest.max(self.cells[(rank - cut) as usize]);
            }
        }
        largest
    }
}

/// Each row's share of the rank: `weights[k * (cols + 1) + len] = C(len + m-1-k, m-k)`.
fn rank_weights(board: Board) -> Vec<u32> {
    let (m, n) = (board.rows as usize, board.cols as usize);
    let mut weights = Vec::with_capacity(m * (n + 1));
    for k in 0..m {
        for len in 0..=n {
            let w = binomial((len + m - 1 - k) as u64, (m - k) as u64);
            weights.push(w as u32);
        }
    }
    weights
}

/// A bar as one number, for a Chomp part of a sum (whose states are small and copyable): its
/// number of rows and bottom row's length (its own board), then its rank on that board, from
/// the formula in the module notes. Bars whose own board has at most [`GRUNDY_MAX_POSITIONS`]
/// positions fit (the rank then fits in 32 bits); equal bars always get equal codes.
pub fn bar_code(rows: &[u32]) -> u64 {
    let m = rows.len() as u64;
    let n = u64::from(rows.first().copied().unwrap_or(0));
    let rank: u64 = rows
        .iter()
        .enumerate()
        .map(|(k, &len)| binomial(u64::from(len) + m - 1 - k as u64, m - k as u64))
        .sum();
    (m << 40) | (n << 32) | rank
}

/// The bar of a [`bar_code`]: the combinatorial number system read back. Row 0 has the largest
/// share of the rank, so it is the longest length whose share fits in what is left, and so on
/// upward, each row at most as long as the one below.
pub fn bar_of_code(code: u64) -> Vec<u32> {
    let m = code >> 40;
    let limit = ((code >> 32) & 0xff) as u32;
    unrank(code & 0xffff_ffff, m as usize, limit, |k, len| {
        binomial(u64::from(len) + m - 1 - k as u64, m - k as u64)
    })
}

/// Reads a rank back into a bar, row by row from the poison's row: each row is the longest
/// length (at most `limit`, then at most the row below) whose `share(row, length)` of the ranks
/// still fits in what is left; a row of length 0 ends the bar.
fn unrank(
    mut left: u64,
    rows: usize,
    mut limit: u32,
    share: impl Fn(usize, u32) -> u64,
) -> Vec<u32> {
    let mut bar = Vec::with_capacity(rows);
    for k in 0..rows {
        let len = (0..=limit)
            .rev()
            .find(|&len| share(k, len) <= left)
            .unwrap_or(0);
        left -= share(k, len);
        if len == 0 {
            break;
        }
        bar.push(len);
        limit = len;
    }
    bar
}

/// How many bars fit inside `rows` (every position a bite or several can leave, the bar itself
/// and the poison alone included), saturating at `cap`: row by row, the number of ways to
/// choose each row's length at most its own and at most the chosen length below it.
pub fn sub_bars(rows: &[u32], cap: u64) -> u64 {
    let n = rows.first().copied().unwrap_or(0) as usize;
    // ways[len]: choices for the rows so far with the current row of length len.
    // Row 0 keeps the poison: length 1 or more.
    let mut ways: Vec<u64> = (0..=n).map(|len| u64::from(len > 0)).collect();
    for &r in &rows[1..] {
        // This row may have any length up to its own and up to the row below's: the choices
        // with this row at len are those with the row below at len or longer.
        let mut next = vec![0u64; n + 1];
        let mut longer = 0u64;
        for len in (0..=n).rev() {
            longer = (longer + ways[len]).min(cap);
            if len <= r as usize {
                next[len] = longer;
            }
        }
        ways = next;
    }
    ways.iter().fold(0u64, |a, &w| (a + w).min(cap))
}

/// Most positions a board may have for its Grundy values to be computed: as many as the
/// 11x11 board, C(22, 11) - 1. Larger boards keep `grundy: null` (see [`GrundyTable`]).
pub const GRUNDY_MAX_POSITIONS: u64 = 705_431;
/// The largest square board within [`GRUNDY_MAX_POSITIONS`].
pub const GRUNDY_LARGEST_SQUARE: u32 = 11;

/// The Grundy values of every position of a board, one byte each.
///
/// **Why a second table.** The remoteness table above decides outcomes by pushing from the
/// rare P-positions, which never looks at most bites; a Grundy value needs the mex of the
/// values of *every* bite, so it costs a look-up per bite of every position, about 40 times the
/// remoteness sweep. It is therefore computed only when a Grundy value is asked for (by
/// `analyze`, or a Chomp part of a sum), for the bar's own board, and only for boards of at most
/// [`GRUNDY_MAX_POSITIONS`] positions. Measured natively on a busy machine: 10x10 in 64 ms,
/// 11x11 in 0.25 s, 12x12 in 1.8 s (too long a pause on top of the page's solve), and 14x14
/// would take about a minute.
///
/// **One byte is enough.** A position with `b` bites has a Grundy value of at most `b` (the mex
/// of `b` values), and a board within [`MAX_SQUARES`] has at most 254 bites.
///
/// **The sweep.** Ranks upward, as in the remoteness table: every bite lowers the rank, so when
/// a rank is reached the values of all its children are final. The children are found column by
/// column as in the remoteness table's `Table::largest_child_cell`; their values are marked in a
/// 256-bit set, and the first unmarked value is the mex.
pub struct GrundyTable {
    board: Board,
    /// Number of columns, as an index type.
    n: usize,
    /// The rank weights, as in [`Table`].
    weights: Vec<u32>,
    /// The Grundy value per rank (rank 0, the empty bar, is not a position and stays 0).
    values: Vec<u8>,
}

impl GrundyTable {
    /// Computes every Grundy value of `board` (already checked against [`GRUNDY_MAX_POSITIONS`]).
    pub fn new(board: Board) -> GrundyTable {
        let (m, n) = (board.rows as usize, board.cols as usize);
        let weights = rank_weights(board);
        let weight = |row: usize, len: u32| weights[row * (n + 1) + len as usize];
        let entries = board.entries() as usize;
        let mut values = vec![0u8; entries];
        let mut rows = vec![0u32; m];
        rows[0] = 1;
        for rank in 1..entries {
            let mut seen = [0u64; 4];
            let mut height = m;
            for j in 0..rows[0] {
                while height > 0 && rows[height - 1] <= j {
                    height -= 1;
                }
                let mut cut = 0;
                for i in (0..height).rev() {
                    cut += weight(i, rows[i]) - weight(i, j);
                    if i == 0 && j == 0 {
                        break; // the poison is not a bite
                    }
                    let v = values[rank - cut as usize];
                    seen[usize::from(v >> 6)] |= 1 << (v & 63);
                }
            }
            // The mex: the first value not seen (at most 254, so one of the four words has a 0).
            let word = seen.iter().position(|&w| w != u64::MAX).unwrap_or(3);
            values[rank] = (word * 64 + seen[word].trailing_ones() as usize) as u8;
            // The next bar in rank order, counted as in Table::advance.
            for k in (0..m).rev() {
                let limit = if k == 0 { n as u32 } else { rows[k - 1] };
                if rows[k] < limit {
                    rows[k] += 1;
                    rows[k + 1..].iter_mut().for_each(|r| *r = 0);
                    break;
                }
            }
        }
        GrundyTable {
            board,
            n,
            weights,
            values,
        }
    }

    /// The board this table holds.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The rank of a bar that fits on the board.
    pub fn rank(&self, rows: &[u32]) -> u32 {
        rows.iter()
            .enumerate()
            .map(|(k, &len)| self.weights[k * (self.n + 1) + len as usize])
            .sum()
    }

    /// The Grundy value of a bar that fits on the board.
    pub fn value(&self, rows: &[u32]) -> u32 {
        u32::from(self.values[self.rank(rows) as usize])
    }

    /// The Grundy value of the bar of a rank.
    pub fn value_at(&self, rank: u32) -> u32 {
        u32::from(self.values[rank as usize])
    }

    /// The bar of a rank (empty rows dropped): the combinatorial number system read back. Row 0
    /// has the largest share, so it is the longest length whose share fits in what is left, and
    /// so on upward, each row at most as long as the one below.
    pub fn bar(&self, rank: u32) -> Vec<u32> {
        let stride = self.n + 1;
        unrank(
            u64::from(rank),
            self.board.rows as usize,
            self.n as u32,
            |k, len| u64::from(self.weights[k * stride + len as usize]),
        )
    }

    /// Bytes of memory the table holds.
    pub fn bytes(&self) -> usize {
        self.values.len() + 4 * self.weights.len()
    }
}

/// Names the board only: the values are too many to print.
impl std::fmt::Debug for GrundyTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GrundyTable({}x{})", self.board.rows, self.board.cols)
    }
}

/// Marks the parents of a P-position made by a bite in row `row`: rows `row..=top` get every
/// longer length a parent could have had, and each parent keeps the smallest cell pushed into it.
///
/// `lo..=hi` is the range of the current row's length in a parent; `base` is the rank with the
/// rows below the current one already set; `j` is the length the bite left them at.
#[allow(clippy::too_many_arguments)]
fn raise_rows(
    cells: &mut [u8],
    weights: &[u32],
    stride: usize,
    row: usize,
    top: usize,
    j: u32,
    lo: u32,
    hi: u32,
    base: u32,
    cell: u8,
) {
    let w = &weights[row * stride..(row + 1) * stride];
    let from = w[j as usize];
    for len in lo..=hi {
        let rank = base + (w[len as usize] - from);
        if row == top {
            let c = &mut cells[rank as usize];
            if *c == 0 || *c > cell {
                *c = cell;
            }
        } else {
            // The next row up was cut to j: in the parent it was between j and this row.
            raise_rows(cells, weights, stride, row + 1, top, j, j, len, rank, cell);
        }
    }
}

/// Solving progress of a board, as [`crate::games::chomp::cache::chomp_solve_slice`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The board being solved.
    pub board: Board,
    /// True when every position is solved.
    pub done: bool,
    /// Positions solved so far.
    pub solved: u64,
    /// Positions of the board.
    pub total: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every bar of the board, by brute enumeration (no ranks involved).
    fn all_bars(board: Board) -> Vec<Vec<u32>> {
        let mut out = vec![Vec::new()];
        for _ in 0..board.rows {
            out = out
                .into_iter()
                .flat_map(|bar: Vec<u32>| {
                    let limit = bar.last().copied().unwrap_or(board.cols);
                    (0..=limit).map(move |len| {
                        let mut next = bar.clone();
                        next.push(len);
                        next
                    })
                })
                .collect();
        }
        out
    }

    #[test]
    fn binomials_are_exact_and_saturate_instead_of_overflowing() {
        assert_eq!(binomial(20, 10), 184_756);
        assert_eq!(binomial(28, 14), 40_116_600);
        assert_eq!(binomial(5, 7), 0);
        assert_eq!(binomial(67, 33), 14_226_520_737_620_288_370);
        assert_eq!(binomial(510, 255), u64::MAX);
        assert_eq!(grouped(40_116_599), "40,116,599");
        assert_eq!(grouped(999), "999");
    }

    #[test]
    fn the_rank_numbers_every_bar_of_a_board_without_gaps() {
        for (rows, cols) in [(1, 1), (1, 6), (3, 4), (4, 3), (5, 5)] {
            let board = Board::new(rows, cols).unwrap();
            let table = Table::new(board);
            let mut ranks: Vec<u32> = all_bars(board).iter().map(|b| table.rank(b)).collect();
            ranks.sort_unstable();
            let expected: Vec<u32> = (0..board.entries() as u32).collect();
            assert_eq!(ranks, expected, "{rows}x{cols}");
        }
    }

    #[test]
    fn the_sweep_visits_the_ranks_in_order_and_every_bite_lowers_the_rank() {
        let board = Board::new(4, 5).unwrap();
        let mut table = Table::new(board);
        while !table.is_complete() {
            assert_eq!(table.rank(&table.cursor), table.next);
            let cursor = table.cursor.clone();
            for i in 0..cursor.len() {
                for j in 0..cursor[i] {
                    let mut child = cursor.clone();
                    for r in &mut child[i..] {
                        *r = (*r).min(j);
                    }
                    assert!(table.rank(&child) < table.next);
                }
            }
            table.step(1);
        }
    }

    #[test]
    fn boards_over_the_limits_are_refused_with_the_limit_in_the_message() {
        assert!(Board::new(14, 14).is_ok());
        assert_eq!(Board::new(14, 14).unwrap().positions(), MAX_POSITIONS);
        let big = Board::new(15, 15).unwrap_err();
        assert_eq!(big.kind, ErrorKind::TooLarge);
        assert!(big.message.contains("155,117,519"), "{}", big.message);
        assert!(big.message.contains("40,116,599"), "{}", big.message);
        assert!(big.message.contains("14x14"), "{}", big.message);
        let wide = Board::new(2, 200).unwrap_err();
        assert!(wide.message.contains("400 squares"), "{}", wide.message);
        assert!(wide.message.contains("255"), "{}", wide.message);
        assert!(Board::new(3, 85).is_ok());
        // Not only squares: 15x13 has C(28, 13) - 1 = 37,442,159 positions, within the limit.
        assert!(Board::new(15, 13).is_ok());
        assert!(Board::new(16, 13).is_err());
        let huge = Board::new(1, u32::MAX).unwrap_err();
        assert_eq!(huge.kind, ErrorKind::TooLarge);
    }

    #[test]
    fn a_sliced_solve_gives_the_same_table_as_one_sweep() {
        let board = Board::new(6, 7).unwrap();
        let mut whole = Table::new(board);
        assert!(whole.step(u64::MAX));
        let mut sliced = Table::new(board);
        let mut calls = 0;
        while !sliced.step(97) {
            calls += 1;
        }
        assert_eq!(calls, board.positions() as usize / 97);
        assert_eq!(whole.cells, sliced.cells);
        assert_eq!(whole.p_positions(), sliced.p_positions());
        assert_eq!(sliced.solved(), board.positions());
    }

    /// Grundy values by a memoised mex over every bite, on plain row lists: the second method.
    fn brute_grundy(bar: &[u32], memo: &mut std::collections::HashMap<Vec<u32>, u32>) -> u32 {
        if let Some(&g) = memo.get(bar) {
            return g;
        }
        let mut seen = Vec::new();
        for (i, &len) in bar.iter().enumerate() {
            for j in 0..len {
                if i == 0 && j == 0 {
                    continue; // the poison
                }
                let child: Vec<u32> = bar
                    .iter()
                    .enumerate()
                    .map(|(k, &r)| if k >= i { r.min(j) } else { r })
                    .filter(|&r| r > 0)
                    .collect();
                seen.push(brute_grundy(&child, memo));
            }
        }
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(bar.to_vec(), g);
        g
    }

    #[test]
    fn grundy_values_agree_with_a_brute_force_mex_on_every_board_up_to_6x6() {
        let mut memo = std::collections::HashMap::new();
        for rows in 1..=6 {
            for cols in 1..=6 {
                let board = Board::new(rows, cols).unwrap();
                let table = GrundyTable::new(board);
                for bar in all_bars(board) {
                    let bar: Vec<u32> = bar.into_iter().filter(|&r| r > 0).collect();
                    if bar.is_empty() {
                        continue; // the empty bar is not a position
                    }
                    assert_eq!(table.value(&bar), brute_grundy(&bar, &mut memo), "{bar:?}");
                    assert_eq!(table.bar(table.rank(&bar)), bar, "the rank reads back");
                }
            }
        }
        // Zero exactly at the remoteness table's P-positions, on a bigger board too.
        let board = Board::new(8, 9).unwrap();
        let grundy = GrundyTable::new(board);
        let mut table = Table::new(board);
        table.step(u64::MAX);
        for bar in all_bars(board).into_iter().filter(|b| b[0] > 0) {
            let p = table.remoteness(&bar).unwrap().is_multiple_of(2);
            assert_eq!(grundy.value(&bar) == 0, p, "{bar:?}");
        }
    }

    #[test]
    fn bar_codes_read_back_and_sub_bars_are_counted() {
        let board = Board::new(6, 6).unwrap();
        let bars: Vec<Vec<u32>> = all_bars(board)
            .into_iter()
            .map(|b| b.into_iter().filter(|&r| r > 0).collect::<Vec<u32>>())
            .filter(|b| !b.is_empty())
            .collect();
        for bar in &bars {
            assert_eq!(&bar_of_code(bar_code(bar)), bar);
            // The bars inside it, counted one by one.
            let inside = bars
                .iter()
                .filter(|b| b.len() <= bar.len() && b.iter().zip(bar).all(|(x, y)| x <= y))
                .count();
            assert_eq!(sub_bars(bar, u64::MAX), inside as u64, "{bar:?}");
        }
        let mut codes: Vec<u64> = bars.iter().map(|b| bar_code(b)).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), bars.len(), "different bars, different codes");
        assert_eq!(sub_bars(&[10; 10], 1000), 1000, "saturates");
    }
}

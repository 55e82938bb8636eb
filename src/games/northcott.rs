//! Northcott's game, solved honestly by retrograde analysis, and why it is Nim in disguise.
//!
//! **Rules.** A board of rows, each `width` squares long. Every row holds one white checker and,
//! to its right, one black checker. White moves a white checker, Black a black one: any
//! distance along its row, left or right, but never onto or over the other checker and never
//! off the board. Whoever cannot move loses.
//!
//! **Notation.** Game id `northcott:W` (W = row width, 2 to 16). Position = whose turn (`w` or
//! `b`), a colon, then each row as `white-black` (columns counted from 0 at the left), rows
//! separated by commas: `w:0-5,2-7,1-3`. A move names a row (from 1) and the column the mover's
//! checker goes to: `2:4` moves the mover's checker in row 2 to column 4.
//!
//! **What it teaches.** Only the *gap* between the two checkers of a row matters. Moving toward
//! the other checker shrinks the gap: a Nim move. Moving away grows it, but the opponent can
//! simply follow and restore the gap, so growing a gap gains nothing. The gaps are Nim heaps:
//! the player to move wins exactly when the xor of the gaps is not 0.
//!
//! **Why a search is needed to be sure.** Because checkers can move backward, a game can return
//! to an earlier position: the game graph has cycles, and the recursion "P if every move leads
//! to N" has no bottom to start from. Retrograde analysis solves it from the end instead: start
//! from the positions where the mover has no move (lost), then repeatedly mark a position won
//! when some move reaches a lost one, and lost when *all* its moves reach won ones (a counter
//! per position tracks the moves not yet known to win for the opponent). What is never marked
//! is a draw: neither side can force a win. For Northcott none remain, which the tests check.

use crate::catalogue::{self, GameInfo, Limits, Picture, Question};
use std::cell::RefCell;
use std::fmt;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Play, Rng};
use crate::solve::nim_sum::{column_steps, NimStep};
use serde::Serialize;
use std::rc::Rc;

/// Widest row accepted.
pub const MAX_WIDTH: u32 = 16;
/// Most positions (both turns) a board may have: the whole board is solved at once.
pub const MAX_STATES: u64 = 400_000;

/// Whose turn it is; written `"white"` or `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NorthcottSide"))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White moves the left checkers.
    White,
    /// Black moves the right checkers.
    Black,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// A Northcott position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Northcott {
    /// Row width.
    pub width: u32,
    /// (white column, black column) per row, white < black.
    pub rows: Vec<(u32, u32)>,
    /// The player to move.
    pub turn: Side,
}

/// A move: the mover's checker in row `row` (0-based) goes to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NorthcottMove {
    /// Row index, from 0.
    pub row: usize,
    /// The new column of the mover's checker.
    pub to: u32,
}

impl fmt::Display for Northcott {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let turn = match self.turn {
            Side::White => 'w',
            Side::Black => 'b',
        };
        let rows: Vec<String> = self.rows.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        write!(f, "{turn}:{}", rows.join(","))
    }
}

impl Northcott {
    /// Reads a position such as `w:0-5,2-7` on rows of `width` squares.
    pub fn parse(width: u32, text: &str) -> Result<Northcott> {
        check_length("position", text)?;
        let expected = "whose turn (w or b), a colon, then each row as white-black, e.g. w:0-5,2-7";
        let bad =
            |why: String| Error::new(ErrorKind::BadPosition, format!("{why} Write {expected}."));
        let (turn, rows) = text.trim().split_once(':').ok_or_else(|| {
            bad(format!(
                "{} does not say whose turn it is.",
                quote(text.trim())
            ))
        })?;
        let turn = match turn.trim() {
            "w" | "W" => Side::White,
            "b" | "B" => Side::Black,
            other => return Err(bad(format!("{} is not a player (w or b).", quote(other)))),
        };
        let mut parsed = Vec::new();
        for (i, row) in rows.split(',').enumerate() {
            let (w, b) = row
                .split_once('-')
                .ok_or_else(|| bad(format!("Row {} is {}.", i + 1, quote(row.trim()))))?;
            let number = |t: &str| -> Result<u32> {
                let t = t.trim();
                if t.is_empty() || t.len() > 3 || !t.chars().all(|c| c.is_ascii_digit()) {
                    return Err(bad(format!("Row {} is {}.", i + 1, quote(row.trim()))));
                }
                Ok(t.parse().unwrap_or(0))
            };
            let (w, b) = (number(w)?, number(b)?);
            if w >= b {
                return Err(bad(format!(
                    "In row {} the white checker ({w}) must be left of the black one ({b}).",
                    i + 1
                )));
            }
            if b >= width {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "Row {} has a checker on column {b}, but rows are {width} squares wide (columns 0 to {}).",
                        i + 1,
                        width - 1
                    ),
                ));
            }
            parsed.push((w, b));
        }
        let pos = Northcott {
            width,
            rows: parsed,
            turn,
        };
        let states = state_count(width, pos.rows.len());
        if states > MAX_STATES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "{} rows of width {width} make {states} positions to solve; the limit is {MAX_STATES}. Use fewer or shorter rows.",
                    pos.rows.len()
                ),
            ));
        }
        Ok(pos)
    }

    /// The gap in each row: the empty squares between the two checkers.
    pub fn gaps(&self) -> Vec<u32> {
        self.rows.iter().map(|(w, b)| b - w - 1).collect()
    }

    /// Every legal move: row by row, the mover's checker to each column it can reach.
    pub fn moves(&self) -> Vec<NorthcottMove> {
        let mut out = Vec::new();
        for (row, &(w, b)) in self.rows.iter().enumerate() {
            let (range, own) = match self.turn {
                Side::White => (0..b, w),
                Side::Black => (w + 1..self.width, b),
            };
            out.extend(
                range
                    .filter(|&c| c != own)
                    .map(|to| NorthcottMove { row, to }),
            );
        }
        out
    }

    /// The position after a legal move (the turn passes).
    pub fn after(&self, mv: NorthcottMove) -> Northcott {
        let mut rows = self.rows.clone();
        match self.turn {
            Side::White => rows[mv.row].0 = mv.to,
            Side::Black => rows[mv.row].1 = mv.to,
        }
        Northcott {
            width: self.width,
            rows,
            turn: self.turn.other(),
        }
    }

    /// The move in notation: row from 1, a colon, the new column.
    pub fn move_text(mv: NorthcottMove) -> String {
        format!("{}:{}", mv.row + 1, mv.to)
    }

    /// Reads a move such as `2:4` and checks that it is legal.
    pub fn parse_move(&self, text: &str) -> Result<NorthcottMove> {
        let bad = || {
            Error::new(
                ErrorKind::BadMove,
                format!(
                    "The move {} is not written as row:column, e.g. 2:4 moves your checker in row 2 to column 4.",
                    quote(text.trim())
                ),
            )
        };
        let (row, col) = text.split_once(':').ok_or_else(bad)?;
        let row: usize = row.trim().parse().map_err(|_| bad())?;
        let col: u32 = col.trim().parse().map_err(|_| bad())?;
        if row == 0 || row > self.rows.len() {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "There is no row {row}: the rows are numbered 1 to {}.",
                    self.rows.len()
                ),
            ));
        }
        let mv = NorthcottMove {
            row: row - 1,
            to: col,
        };
        if self.moves().contains(&mv) {
            Ok(mv)
        } else {
            let (w, b) = self.rows[row - 1];
            let (who, range) = match self.turn {
                Side::White => ("White's checker", format!("0 to {}", b - 1)),
                Side::Black => (
                    "Black's checker",
                    format!("{} to {}", w + 1, self.width - 1),
                ),
            };
            Err(Error::new(
                ErrorKind::IllegalMove,
                format!("In row {row} {who} can go to columns {range} (not its own square, and never over the other checker), not {col}."),
            ))
        }
    }
}

/// Number of positions of `rows` rows of width `width`, both turns, saturating.
pub fn state_count(width: u32, rows: usize) -> u64 {
    let per_row = u64::from(width) * u64::from(width.saturating_sub(1)) / 2;
    let mut total: u64 = 2;
    for _ in 0..rows {
        total = total.saturating_mul(per_row);
    }
    total
}

/// The result of retrograde analysis of every position of a board.
pub struct Table {
    width: u32,
    rows: usize,
    /// Every (white, black) pair of one row, in index order.
    pairs: Vec<(u32, u32)>,
    /// For a row pair, its index in `pairs`: `pair_index[w * width + b]`.
    pair_index: Vec<u32>,
    /// 0 unknown (draw), 1 won for the mover, 2 lost for the mover.
    status: Vec<u8>,
    /// Moves left with best play (for won and lost positions).
    remoteness: Vec<u16>,
}

const WON: u8 = 1;
const LOST: u8 = 2;

/// Counts of a solved board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Census {
    /// All positions of the board (both turns).
    pub states: u64,
    /// Won for the player to move.
    pub wins: u64,
    /// Lost for the player to move.
    pub losses: u64,
    /// Neither side can force a win.
    pub draws: u64,
}

impl Table {
    /// Solves every position of `rows` rows of width `width` by retrograde analysis.
    pub fn solve(width: u32, rows: usize) -> Table {
        let pairs: Vec<(u32, u32)> = (0..width)
            .flat_map(|w| (w + 1..width).map(move |b| (w, b)))
            .collect();
        let mut pair_index = vec![u32::MAX; (width * width) as usize];
        for (i, &(w, b)) in pairs.iter().enumerate() {
            pair_index[(w * width + b) as usize] = i as u32;
        }
        let half = (pairs.len() as u64).pow(rows as u32) as usize;
        let total = 2 * half;
        let mut table = Table {
            width,
            rows,
            pairs,
            pair_index,
            status: vec![0; total],
            remoteness: vec![0; total],
        };
        // Step 1: count each position's moves; positions with none are lost for the mover.
        let mut left = vec![0u16; total];
        let mut queue: Vec<u32> = Vec::new();
        for (s, count) in left.iter_mut().enumerate() {
            let pos = table.position(s);
            *count = pos.moves().len() as u16;
            if *count == 0 {
                table.status[s] = LOST;
                queue.push(s as u32);
            }
        }
        // Step 2: walk backward from known positions, in the order they became known, so that
        // remoteness grows layer by layer.
        let mut head = 0;
        while head < queue.len() {
            let s = queue[head] as usize;
            head += 1;
            let known = table.position(s);
            let r = table.remoteness[s] + 1;
            // The positions one move before `s`: the player who just moved (the opponent of the
            // mover in `s`) had their checker somewhere else in one row. Moves are reversible,
            // so those are the opponent's moves from `s`, with the turn handed back.
            let mut before = known.clone();
            before.turn = known.turn.other();
            for mv in before.moves() {
                let p = before.after(mv); // p has the turn of `known`; flip it back
                let p = Northcott {
                    turn: before.turn,
                    ..p
                };
                let pi = table.index(&p);
                if table.status[pi] != 0 {
                    continue;
                }
                if table.status[s] == LOST {
                    // A move into a lost position wins; the first one found is the fastest.
                    table.status[pi] = WON;
                    table.remoteness[pi] = r;
                    queue.push(pi as u32);
                } else {
                    // One more move of `p` is known to lose; if it was the last, `p` is lost,
                    // and this last-resolved move is its longest defence.
                    left[pi] -= 1;
                    if left[pi] == 0 {
                        table.status[pi] = LOST;
                        table.remoteness[pi] = r;
                        queue.push(pi as u32);
                    }
                }
            }
        }
        table
    }

    /// Whether this table solves positions of this board.
    pub fn fits(&self, pos: &Northcott) -> bool {
        self.width == pos.width && self.rows == pos.rows.len()
    }

    fn index(&self, pos: &Northcott) -> usize {
        let base = self.pairs.len();
        let mut i = 0usize;
        for &(w, b) in pos.rows.iter().rev() {
            i = i * base + self.pair_index[(w * self.width + b) as usize] as usize;
        }
        match pos.turn {
            Side::White => i,
            Side::Black => i + self.status.len() / 2,
        }
    }

    fn position(&self, mut s: usize) -> Northcott {
        let half = self.status.len() / 2;
        let turn = if s >= half {
            s -= half;
            Side::Black
        } else {
            Side::White
        };
        let base = self.pairs.len();
        let rows = (0..self.rows)
            .map(|_| {
                let pair = self.pairs[s % base];
                s /= base;
                pair
            })
            .collect();
        Northcott {
            width: self.width,
            rows,
            turn,
        }
    }

    /// Outcome for the player to move (D when neither side can force a win) and remoteness.
    pub fn lookup(&self, pos: &Northcott) -> (Outcome, Option<u32>) {
        let i = self.index(pos);
        match self.status[i] {
            WON => (Outcome::N, Some(u32::from(self.remoteness[i]))),
            LOST => (Outcome::P, Some(u32::from(self.remoteness[i]))),
            _ => (Outcome::D, None),
        }
    }

    /// How many positions are won, lost and drawn.
    pub fn census(&self) -> Census {
        let count = |v: u8| self.status.iter().filter(|&&s| s == v).count() as u64;
        Census {
            states: self.status.len() as u64,
            wins: count(WON),
            losses: count(LOST),
            draws: count(0),
        }
    }

    /// The best move: the fastest win, or else the longest defence.
    pub fn best_move(&self, pos: &Northcott) -> Option<NorthcottMove> {
        let scored = pos
            .moves()
            .into_iter()
            .map(|mv| (mv, self.lookup(&pos.after(mv))));
        let wins = scored
            .clone()
            .filter(|(_, (o, _))| *o == Outcome::P)
            .min_by_key(|(_, (_, r))| *r);
        wins.or_else(|| scored.max_by_key(|(_, (o, r))| (*o == Outcome::D, *r)))
            .map(|(mv, _)| mv)
    }
}

/// One row as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Row {
    /// White's column.
    pub white: u32,
    /// Black's column.
    pub black: u32,
    /// Empty squares between them: the Nim heap this row plays like.
    pub gap: u32,
}

/// A step of the explanation of a Northcott position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum NorthcottStep {
    /// The rows and their gaps, which play like Nim heaps.
    Gaps {
        /// Whose turn it is: `"white"` or `"black"`.
        turn: Side,
        /// Each row's two checkers and the gap between them, row 1 (index 0) first.
        rows: Vec<Row>,
    },
    /// The whole board was solved by retrograde analysis: the counts, and no draws.
    Retrograde {
        /// How many positions of the whole board (both turns) are won, lost and drawn.
        census: Census,
    },
    /// The winning move: its row's gap before and after, and the new xor of the gaps (0).
    Move {
        /// Index of the row the move is played in, from 0.
        row: usize,
        /// The move in the game's notation, row numbered from 1, then the checker's new
        /// column: e.g. `2:4`.
        r#move: String,
        /// The position after the move, e.g. `b:0-5,2-7,1-3`.
        to: String,
        /// That row's gap before the move: empty squares between its two checkers.
        gap_from: u32,
        /// That row's gap after the move.
        gap_to: u32,
        /// The xor of all the gaps after the move: 0.
        nim_sum: u32,
    },
    /// From a P-position: an example move (backward, growing a gap, when there is one).
    Example {
        /// Index of the row the example move is played in, from 0.
        row: usize,
        /// The example move in the game's notation, row numbered from 1, e.g. `2:4`.
        r#move: String,
        /// The position after the example move, e.g. `b:0-5,2-7,1-3`.
        to: String,
        /// That row's gap before the move: empty squares between its two checkers.
        gap_from: u32,
        /// That row's gap after the move (larger than `gap_from` for a backward move).
        gap_to: u32,
    },
    /// The reply that restores xor 0 (after a backward move, often the other checker
    /// following it).
    Reply {
        /// Index of the row the reply is played in, from 0.
        row: usize,
        /// The reply in the game's notation, row numbered from 1, e.g. `2:5`.
        r#move: String,
        /// The position after the reply, e.g. `w:0-5,2-7,1-3`.
        to: String,
        /// That row's gap before the reply: empty squares between its two checkers.
        gap_from: u32,
        /// That row's gap after the reply.
        gap_to: u32,
    },
}

/// Steps of Northcott's explanation, with Nim's column steps on the gaps; written as the step
/// inside (each has its own `kind`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NorthcottExplanationStep"))]
#[serde(untagged)]
pub enum Step {
    /// Northcott's own step.
    Northcott(NorthcottStep),
    /// Nim's column steps applied to the gaps.
    Columns(NimStep),
}

/// The rows with their gaps, as the page draws them.
pub fn rows_of(pos: &Northcott) -> Vec<Row> {
    pos.rows
        .iter()
        .map(|&(white, black)| Row {
            white,
            black,
            gap: black - white - 1,
        })
        .collect()
}

/// The xor of the gaps: the nim-sum of the Nim heaps they play like.
pub fn nim_sum(gaps: &[u32]) -> u32 {
    gaps.iter().fold(0, |a, g| a ^ g)
}

/// The explanation as steps: the rows and their gaps; Nim's column steps on the gaps (each gap
/// plays like a Nim heap, since a backward move can always be undone by the opponent moving up
/// behind); the census of the retrograde solve; then the winning move that brings the nim-sum
/// of the gaps to 0, or, from a P-position, an example move (a backward one if there is, to show
/// why growing a gap does not help) and the reply that restores it.
pub fn explain(pos: &Northcott, table: &Table) -> Vec<Step> {
    let (outcome, _) = table.lookup(pos);
    let gaps = pos.gaps();
    let mut steps = vec![Step::Northcott(NorthcottStep::Gaps {
        turn: pos.turn,
        rows: rows_of(pos),
    })];
    steps.extend(
        column_steps(&gaps, Play::Normal)
            .into_iter()
            .map(Step::Columns),
    );
    steps.push(Step::Northcott(NorthcottStep::Retrograde {
        census: table.census(),
    }));
    let gap_of = |p: &Northcott, row: usize| p.gaps()[row];
    if outcome == Outcome::N {
        if let Some(mv) = table.best_move(pos) {
            let to = pos.after(mv);
            steps.push(Step::Northcott(NorthcottStep::Move {
                row: mv.row,
                r#move: Northcott::move_text(mv),
                to: to.to_string(),
                gap_from: gap_of(pos, mv.row),
                gap_to: gap_of(&to, mv.row),
                nim_sum: nim_sum(&to.gaps()),
            }));
        }
    } else if outcome == Outcome::P {
        steps.push(Step::Columns(NimStep::ZeroSum));
        // Prefer a backward move as the example: it shows why growing a gap does not help.
        let moves = pos.moves();
        let example = moves
            .iter()
            .copied()
            .find(|&mv| gap_of(&pos.after(mv), mv.row) > gap_of(pos, mv.row))
            .or_else(|| moves.first().copied());
        if let Some(mv) = example {
            let to = pos.after(mv);
            steps.push(Step::Northcott(NorthcottStep::Example {
                row: mv.row,
                r#move: Northcott::move_text(mv),
                to: to.to_string(),
                gap_from: gap_of(pos, mv.row),
                gap_to: gap_of(&to, mv.row),
            }));
            if let Some(reply) = table.best_move(&to) {
                let back = to.after(reply);
                steps.push(Step::Northcott(NorthcottStep::Reply {
                    row: reply.row,
                    r#move: Northcott::move_text(reply),
                    to: back.to_string(),
                    gap_from: gap_of(&to, reply.row),
                    gap_to: gap_of(&back, reply.row),
                }));
            }
        }
    }
    steps
}

thread_local! {
    /// The most recently solved Northcott board.
    static NORTHCOTT: RefCell<Option<Rc<Table>>> = const { RefCell::new(None) };
}

/// The solved Northcott table for this position's board, reusing the last one when it fits.
fn solved_table(pos: &Northcott) -> Rc<Table> {
    NORTHCOTT.with(|last| {
        let mut last = last.borrow_mut();
        match last.as_ref() {
            Some(t) if t.fits(pos) => t.clone(),
            _ => {
                let t = Rc::new(Table::solve(pos.width, pos.rows.len()));
                *last = Some(t.clone());
                t
            }
        }
    })
}

/// Northcott's game on rows `width` squares wide, as the playground plays it: the [`Game`]
/// recipe, answered by the retrograde table of the whole board (kept between calls).
#[derive(Clone, Copy, Debug)]
pub struct NorthcottGame {
    /// The rows' width.
    pub width: u32,
}

impl Game for NorthcottGame {
    type Position = Northcott;
    type Move = NorthcottMove;
    type Solution = Rc<Table>;

    fn parse(&self, text: &str) -> Result<Northcott> {
        Northcott::parse(self.width, text)
    }
    fn text(&self, pos: &Northcott) -> String {
        pos.to_string()
    }
    fn solve(&self, pos: &Northcott) -> Result<Rc<Table>> {
        Ok(solved_table(pos))
    }
    fn outcome(&self, pos: &Northcott, table: &mut Rc<Table>) -> Result<Outcome> {
        Ok(table.lookup(pos).0)
    }
    fn grundy(&self, _: &Northcott, _: &mut Rc<Table>) -> Option<u64> {
        None
    }
    fn listed_moves(
        &self,
        pos: &Northcott,
        table: &mut Rc<Table>,
        _: usize,
    ) -> Result<(Vec<(NorthcottMove, Outcome)>, u64)> {
        let moves: Vec<(NorthcottMove, Outcome)> = pos
            .moves()
            .into_iter()
            .map(|mv| (mv, table.lookup(&pos.after(mv)).0))
            .collect();
        let total = moves.len() as u64;
        Ok((moves, total))
    }
    fn parse_move(&self, pos: &Northcott, text: &str) -> Result<NorthcottMove> {
        pos.parse_move(text)
    }
    fn move_text(&self, _: &Northcott, mv: &NorthcottMove) -> String {
        Northcott::move_text(*mv)
    }
    fn after(&self, pos: &Northcott, mv: &NorthcottMove) -> Northcott {
        pos.after(*mv)
    }
    fn outcome_after(
        &self,
        pos: &Northcott,
        mv: &NorthcottMove,
        table: &mut Rc<Table>,
    ) -> Result<Outcome> {
        Ok(table.lookup(&pos.after(*mv)).0)
    }
    fn perfect_move(
        &self,
        pos: &Northcott,
        table: &mut Rc<Table>,
    ) -> Result<Option<NorthcottMove>> {
        Ok(table.best_move(pos))
    }
    fn random_move(
        &self,
        pos: &Northcott,
        _: &mut Rc<Table>,
        rng: &mut Rng,
    ) -> Option<NorthcottMove> {
        let moves = pos.moves();
        match moves.len() {
            0 => None,
            n => Some(moves[rng.below(n as u64) as usize]),
        }
    }
    fn game_over(&self, _: &Northcott) -> Error {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: the player to move has no move left.",
        )
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "northcott:8",
        name: "Northcott's game",
        menu_name: "Northcott's game",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Slide your checker along its row, forward or back, never over the other one. The gaps between the checkers are Nim heaps.",
        card: "Slide your checker along its row, never past the other one.",
        picture: vec![Picture { board: "northcott", position: "w:0-5,2-7,1-3" }],
        default_position: "w:0-5,2-7,1-3",
        notation: "whose turn (w or b), a colon, then each row as white-black, e.g. w:0-5,2-7; rows are W squares wide (northcott:W)",
        move_notation: "row (from 1), a colon, and the column your checker goes to, e.g. 2:4",
        page: "northcott.html",
        variants: catalogue::normal_only("northcott:8"),
        limits: Limits::Board { max_width: MAX_WIDTH, max_states: MAX_STATES },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::PN, Question::WinningMove],
        builds_on: &["nim"],
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retrograde_analysis_finds_no_draws_and_the_gaps_play_like_nim() {
        for (width, rows) in [(3, 1), (5, 1), (5, 2), (6, 2), (5, 3), (4, 4)] {
            let table = Table::solve(width, rows);
            assert_eq!(table.census().draws, 0, "width {width}, {rows} rows");
            for s in 0..table.status.len() {
                let pos = table.position(s);
                assert_eq!(table.index(&pos), s);
                let xor = pos.gaps().iter().fold(0, |a, g| a ^ g);
                let expected = if xor == 0 { Outcome::P } else { Outcome::N };
                assert_eq!(table.lookup(&pos).0, expected, "{pos}");
            }
        }
    }

    #[test]
    fn the_best_move_makes_the_xor_of_the_gaps_zero() {
        let table = Table::solve(8, 3);
        let pos = Northcott::parse(8, "w:0-5,2-7,1-3").unwrap();
        assert_eq!(pos.gaps(), vec![4, 4, 1]);
        assert_eq!(table.lookup(&pos).0, Outcome::N);
        let mv = table.best_move(&pos).unwrap();
        let after = pos.after(mv);
        assert_eq!(after.gaps().iter().fold(0, |a, g| a ^ g), 0, "{after}");
    }

    #[test]
    fn notation_round_trips_and_bad_positions_are_explained() {
        let pos = Northcott::parse(8, " b:0-5, 2-7 ").unwrap();
        assert_eq!(pos.to_string(), "b:0-5,2-7");
        assert_eq!(
            pos.after(pos.parse_move("1:6").unwrap()).to_string(),
            "w:0-6,2-7"
        );
        for (text, words) in [
            ("0-5", "whose turn"),
            ("x:0-5", "not a player"),
            ("w:5-0", "left of the black"),
            ("w:0-9", "8 squares wide"),
            ("w:0-a", "Row 1"),
        ] {
            let err = Northcott::parse(8, text).unwrap_err();
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
        let many = format!("w:{}", ["0-1"; 6].join(","));
        assert_eq!(
            Northcott::parse(16, &many).unwrap_err().kind,
            ErrorKind::TooLarge
        );
        let err = pos.parse_move("1:0").unwrap_err();
        assert!(err.message.contains("columns 1 to 7"), "{}", err.message);
    }
}

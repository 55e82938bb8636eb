//! Dots-and-Boxes on a board of R x C boxes, and its impartial cousin of the notes, "the first
//! player to make a box wins" (game id `firstbox:RxC`).
//!
//! **The board.** The dots form a grid of (R + 1) x (C + 1); a move draws one line between two
//! neighbouring dots. A box is made when its four sides are drawn. The dots are named like a
//! chessboard turned to the page: columns `a`, `b`, `c`, … from the left and rows 1, 2, 3, … from
//! the top, so `a1-b1` is the top line of the top-left box and `a1-a2` its left side. A position
//! is the lines drawn, in any order, separated by commas (`none` for the empty board). Inside,
//! each line is one bit of a number, so a position is one `u32`.
//!
//! **First box wins.** Whoever completes a box first wins, at once. Both players have the same
//! moves, so the game is impartial: a position where a box is made is over (the player to move
//! has lost), and every other position has a Grundy value, the mex of its options' values. The
//! idea that makes it Nim-like: a line that gives some box its *third* side hands the win to the
//! other player, who draws the fourth. So nobody draws such a line while a *safe* line is left,
//! and whoever runs out of safe lines loses. The values are exact: [`Memo`] works them out by
//! the definition, once per position, from the position asked about towards the full board.

use crate::catalogue::{self, GameInfo, Limits, Module, Picture, Question};
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Rng};
use serde::Serialize;
use std::cell::RefCell;
use std::rc::Rc;

/// The most lines a board may have: the exact table of "first box wins" keeps one byte for
/// every set of lines, 2^24 bytes (16 MB) for the 3 x 3 board's 24 lines.
pub const MAX_LINES: u32 = 24;
/// The most boxes along a side (1 x 7 has 22 lines).
pub const MAX_SIDE: u32 = 7;

/// The board's shape: which bits are which lines, and which lines bound each box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Rows of boxes.
    pub rows: u32,
    /// Columns of boxes.
    pub columns: u32,
    /// Each box's four lines, row by row: a mask of bits.
    boxes: Vec<u32>,
    /// Each line's boxes (one on the edge, two inside).
    line_boxes: Vec<Vec<usize>>,
}

/// A line of the board: `horizontal` from the dot at `row`, `column` (both from 0) to the dot on
/// its right, or else down to the dot below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "DotsLine"))]
#[serde(rename_all = "camelCase")]
pub struct Line {
    /// Across (to the right) or down.
    pub horizontal: bool,
    /// The dot's row, from 0 at the top.
    pub row: u32,
    /// The dot's column, from 0 at the left.
    pub column: u32,
}

impl Board {
    /// The board of `rows` x `columns` boxes, refused where it has more than [`MAX_LINES`] lines.
    pub fn new(rows: u32, columns: u32) -> Result<Board> {
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&columns) {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!("A board has 1 to {MAX_SIDE} boxes a side, not {rows} x {columns}."),
            ));
        }
        let lines = rows * (columns + 1) + columns * (rows + 1);
        if lines > MAX_LINES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "A board of {rows} x {columns} boxes has {lines} lines; this game is solved exactly for boards of at most {MAX_LINES} lines (3 x 3, 2 x 4, 1 x 7)."
                ),
            ));
        }
        let mut board = Board {
            rows,
            columns,
            boxes: Vec::new(),
            line_boxes: vec![Vec::new(); lines as usize],
        };
        for r in 0..rows {
            for c in 0..columns {
                let sides = [
                    board.index(Line {
                        horizontal: true,
                        row: r,
                        column: c,
                    }),
                    board.index(Line {
                        horizontal: true,
                        row: r + 1,
                        column: c,
                    }),
                    board.index(Line {
                        horizontal: false,
                        row: r,
                        column: c,
                    }),
                    board.index(Line {
                        horizontal: false,
                        row: r,
                        column: c + 1,
                    }),
                ];
                let b = board.boxes.len();
                for &s in &sides {
                    board.line_boxes[s].push(b);
                }
                board.boxes.push(sides.iter().fold(0, |m, &s| m | 1 << s));
            }
        }
        Ok(board)
    }

    /// How many lines the board has.
    pub fn line_count(&self) -> u32 {
        self.line_boxes.len() as u32
    }

    /// The mask of every line.
    pub fn full(&self) -> u32 {
        ((1u64 << self.line_count()) - 1) as u32
    }

    /// The bit of a line: the horizontal lines row by row, then the vertical ones.
    pub fn index(&self, line: Line) -> usize {
        let (r, c) = (line.row, line.column);
        if line.horizontal {
            (r * self.columns + c) as usize
        } else {
            ((self.rows + 1) * self.columns + r * (self.columns + 1) + c) as usize
        }
    }

    /// The line of a bit.
    pub fn line(&self, index: usize) -> Line {
        let i = index as u32;
        let across = (self.rows + 1) * self.columns;
        if i < across {
            Line {
                horizontal: true,
                row: i / self.columns,
                column: i % self.columns,
            }
        } else {
            let j = i - across;
            Line {
                horizontal: false,
                row: j / (self.columns + 1),
                column: j % (self.columns + 1),
            }
        }
    }

    /// The sides of box `b` (row by row from 0) drawn in `lines`.
    pub fn sides(&self, lines: u32, b: usize) -> u32 {
        (lines & self.boxes[b]).count_ones()
    }

    /// The boxes complete in `lines`.
    pub fn complete(&self, lines: u32) -> Vec<usize> {
        (0..self.boxes.len())
            .filter(|&b| lines & self.boxes[b] == self.boxes[b])
            .collect()
    }

    /// Whether drawing line `i` into `lines` (where it is not yet) completes a box.
    pub fn closes(&self, lines: u32, i: usize) -> bool {
        let after = lines | 1 << i;
        self.line_boxes[i]
            .iter()
            .any(|&b| after & self.boxes[b] == self.boxes[b])
    }

    /// How many boxes drawing line `i` gives their third side: what it hands the other player.
    pub fn gives(&self, lines: u32, i: usize) -> u32 {
        self.line_boxes[i]
            .iter()
            .filter(|&&b| self.sides(lines, b) == 2)
            .count() as u32
    }

    /// The lines not yet drawn in `lines`, in the order of their bits.
    pub fn undrawn(&self, lines: u32) -> impl Iterator<Item = usize> + '_ {
        (0..self.line_boxes.len()).filter(move |&i| lines & 1 << i == 0)
    }

    /// The board's symmetries, each as the line every line goes to: the identity, the two
    /// mirrors and the half turn; on a square board also the quarter turns and the two diagonal
    /// mirrors. Each moves the dots, and a line goes with its two dots.
    pub fn symmetries(&self) -> Vec<Vec<usize>> {
        let (rows, columns) = (self.rows, self.columns);
        // Each symmetry: (mirror top to bottom, mirror left to right, then swap rows and
        // columns); the swap only where the board is square.
        let turns = if rows == columns { 8 } else { 4 };
        let moves: Vec<(bool, bool, bool)> = (0..turns)
            .map(|k| (k & 1 != 0, k & 2 != 0, k & 4 != 0))
            .collect();
        let dot = |&(flip_rows, flip_columns, swap): &(bool, bool, bool), r: u32, c: u32| {
            let r = if flip_rows { rows - r } else { r };
            let c = if flip_columns { columns - c } else { c };
            if swap {
                (c, r)
            } else {
                (r, c)
            }
        };
        moves
            .iter()
            .map(|m| {
                (0..self.line_boxes.len())
                    .map(|i| {
                        let l = self.line(i);
                        let (r2, c2) = if l.horizontal {
                            (l.row, l.column + 1)
                        } else {
                            (l.row + 1, l.column)
                        };
                        let (p, q) = (dot(m, l.row, l.column), dot(m, r2, c2));
                        let (a, b) = if p <= q { (p, q) } else { (q, p) };
                        self.index(Line {
                            horizontal: a.0 == b.0,
                            row: a.0,
                            column: a.1,
                        })
                    })
                    .collect()
            })
            .collect()
    }

    /// A line written as the two dots it joins, `a1-b1`.
    pub fn line_text(&self, index: usize) -> String {
        let l = self.line(index);
        let (r2, c2) = if l.horizontal {
            (l.row, l.column + 1)
        } else {
            (l.row + 1, l.column)
        };
        format!("{}-{}", dot_name(l.row, l.column), dot_name(r2, c2))
    }

    /// The position's text: its lines in reading order (each line's first dot row by row,
    /// across before down), or `none`.
    pub fn text(&self, lines: u32) -> String {
        let mut drawn: Vec<usize> = (0..self.line_boxes.len())
            .filter(|&i| lines & 1 << i != 0)
            .collect();
        drawn.sort_by_key(|&i| {
            let l = self.line(i);
            (l.row, l.column, !l.horizontal)
        });
        if drawn.is_empty() {
            return "none".to_string();
        }
        drawn
            .iter()
            .map(|&i| self.line_text(i))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads a dot's name (`b3`): its row and column from 0.
    fn parse_dot(&self, text: &str) -> Result<(u32, u32)> {
        let bad = || {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} is not a dot: name a dot by its column's letter (a to {}) and its row's number (1 to {}), like b2.",
                    quote(text),
                    column_letter(self.columns),
                    self.rows + 1
                ),
            )
        };
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let column = letter as u32 - 'a' as u32;
        let row: u32 = chars.as_str().parse().map_err(|_| bad())?;
        if column > self.columns || row == 0 || row > self.rows + 1 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The dot {} is off the board: this board's dots run from a1 to {}{}.",
                    quote(text),
                    column_letter(self.columns),
                    self.rows + 1
                ),
            ));
        }
        Ok((row - 1, column))
    }

    /// Reads one line, `a1-b1` (its dots in either order): its bit.
    pub fn parse_line(&self, text: &str) -> Result<usize> {
        let t = text.trim();
        let (a, b) = t.split_once('-').ok_or_else(|| {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} is not a line: write the two dots it joins with a dash, like a1-b1 (across) or a1-a2 (down).",
                    quote(t)
                ),
            )
        })?;
        let (p, q) = (self.parse_dot(a.trim())?, self.parse_dot(b.trim())?);
        let (first, second) = if p <= q { (p, q) } else { (q, p) };
        let line = if first.0 == second.0 && first.1 + 1 == second.1 {
            Line {
                horizontal: true,
                row: first.0,
                column: first.1,
            }
        } else if first.1 == second.1 && first.0 + 1 == second.0 {
            Line {
                horizontal: false,
                row: first.0,
                column: first.1,
            }
        } else {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The dots of {} are not neighbours: a line joins two dots side by side or one above the other.",
                    quote(t)
                ),
            ));
        };
        Ok(self.index(line))
    }

    /// Reads a position: lines separated by commas, or `none`; a line drawn twice is refused.
    pub fn parse(&self, text: &str) -> Result<u32> {
        check_length("position", text)?;
        let t = text.trim();
        let mut lines = 0u32;
        if t.is_empty() || t.eq_ignore_ascii_case("none") {
            return Ok(0);
        }
        for part in t.split(',') {
            let i = self.parse_line(part)?;
            if lines & 1 << i != 0 {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "The line {} is written twice: each line is drawn once.",
                        self.line_text(i)
                    ),
                ));
            }
            lines |= 1 << i;
        }
        Ok(lines)
    }
}

/// The letter of column `c` of dots (from 0).
fn column_letter(c: u32) -> char {
    char::from(b'a' + c as u8)
}

/// A dot's name, `b3`, from its row and column (both from 0).
pub fn dot_name(row: u32, column: u32) -> String {
    format!("{}{}", column_letter(column), row + 1)
}

/// The value kept for a position not worked out yet.
const UNKNOWN: u8 = u8::MAX;

/// The Grundy values of "first box wins" on one board: one byte for every set of lines, filled
/// in as positions are asked about. A position where a box is complete is over: value 0. Any
/// other is the mex of its options' values, where a line that completes a box leads to the end
/// (value 0): so a position with a box of three sides is never 0 (its player closes the box).
///
/// A board turned or mirrored plays the same game, so a position and its images under the
/// board's symmetries (8 for a square board, 4 for another) share one value: the table keeps
/// it once, at the smallest of their numbers. That cuts the positions worked out eightfold on
/// 3 x 3 (the empty board's value, natively, in 0.8 s rather than 6.8).
pub struct Memo {
    /// The board.
    pub board: Board,
    values: Vec<u8>,
    /// Each symmetry as three tables of 256: the image of each byte of a position's number.
    maps: Vec<[[u32; 256]; 3]>,
    /// Each line's two boxes as masks of their sides (0 where there is no second box).
    sides: Vec<[u32; 2]>,
    /// Positions worked out so far.
    pub solved: u64,
}

impl Memo {
    /// An empty table for `board` (2^lines bytes).
    pub fn new(board: Board) -> Memo {
        let size = 1usize << board.line_count();
        let maps = board
            .symmetries()
            .iter()
            .map(|perm| {
                let mut tables = [[0u32; 256]; 3];
                for (k, table) in tables.iter_mut().enumerate() {
                    for (byte, image) in table.iter_mut().enumerate() {
                        for bit in 0..8 {
                            let line = 8 * k + bit;
                            if byte & 1 << bit != 0 && line < perm.len() {
                                *image |= 1 << perm[line];
                            }
                        }
                    }
                }
                tables
            })
            .collect();
        let sides = board
            .line_boxes
            .iter()
            .map(|bs| {
                [
                    bs.first().map_or(0, |&b| board.boxes[b]),
                    bs.get(1).map_or(0, |&b| board.boxes[b]),
                ]
            })
            .collect();
        Memo {
            board,
            values: vec![UNKNOWN; size],
            maps,
            sides,
            solved: 0,
        }
    }

    /// The smallest number among the images of `lines` under the board's symmetries.
    fn canonical(&self, lines: u32) -> u32 {
        let bytes = [
            lines as usize & 0xff,
            (lines >> 8) as usize & 0xff,
            (lines >> 16) as usize & 0xff,
        ];
        self.maps
            .iter()
            .map(|t| t[0][bytes[0]] | t[1][bytes[1]] | t[2][bytes[2]])
            .min()
            .unwrap_or(lines)
    }

    /// Whether line `i` completes a box of `lines` (where it is not drawn yet).
    fn closes(&self, lines: u32, i: usize) -> bool {
        let after = lines | 1 << i;
        let [a, b] = self.sides[i];
        after & a == a || (b != 0 && after & b == b)
    }

    /// The Grundy value of `lines`.
    pub fn grundy(&mut self, lines: u32) -> u32 {
        if !self.board.complete(lines).is_empty() {
            return 0;
        }
        self.open_value(self.canonical(lines))
    }

    /// The value of a position where no box is complete (its smallest image), by the
    /// definition: the mex of the values its lines lead to. Depth-first, at most one level per
    /// line left.
    fn open_value(&mut self, lines: u32) -> u32 {
        let known = self.values[lines as usize];
        if known != UNKNOWN {
            return u32::from(known);
        }
        // The values the options reach, as bits of a number (a value is at most the number of
        // lines, 24, so they fit).
        let mut seen = 0u32;
        for i in 0..self.board.line_count() as usize {
            if lines & 1 << i != 0 {
                continue;
            }
            let v = if self.closes(lines, i) {
                0
            } else {
                self.open_value(self.canonical(lines | 1 << i))
            };
            seen |= 1 << v;
        }
        let mex = (!seen).trailing_zeros();
        self.values[lines as usize] = mex as u8;
        self.solved += 1;
        mex
    }

    /// The value a line leads to: 0 where it completes a box (the game is over).
    pub fn after(&mut self, lines: u32, i: usize) -> u32 {
        if self.closes(lines, i) {
            0
        } else {
            self.open_value(self.canonical(lines | 1 << i))
        }
    }
}

thread_local! {
    /// The table of the last board asked about (16 MB for 3 x 3): the moves of one game reuse it.
    static MEMO: RefCell<Option<Rc<RefCell<Memo>>>> = const { RefCell::new(None) };
}

/// The table of `board`, the one kept when it is this board's.
pub fn memo_of(board: &Board) -> Rc<RefCell<Memo>> {
    MEMO.with(|last| {
        let mut last = last.borrow_mut();
        match last.as_ref() {
            Some(m) if m.borrow().board == *board => m.clone(),
            _ => {
                // The old table goes first: two 16 MB tables are never held at once.
                *last = None;
                let m = Rc::new(RefCell::new(Memo::new(board.clone())));
                *last = Some(m.clone());
                m
            }
        }
    })
}

/// Empties the kept table.
pub fn forget() {
    MEMO.with(|last| *last.borrow_mut() = None);
}

/// "First box wins" on a board of `rows` x `columns` boxes: the [`Game`] recipe.
#[derive(Clone, Debug)]
pub struct FirstBox {
    /// The board.
    pub board: Board,
}

/// A position of "first box wins": its lines, checked against the rule that the game stops at
/// the first box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lines(pub u32);

impl FirstBox {
    /// The game on a board written `RxC` (`3x3`), as in the game id.
    pub fn parse_board(text: &str) -> Result<FirstBox> {
        let bad = || {
            Error::new(
                ErrorKind::UnknownGame,
                format!(
                    "The board {} is not known: write its rows and columns of boxes, like firstbox:3x3.",
                    quote(text)
                ),
            )
        };
        let (r, c) = text.trim().split_once(['x', 'X']).ok_or_else(bad)?;
        let (rows, columns) = (
            r.trim().parse().map_err(|_| bad())?,
            c.trim().parse().map_err(|_| bad())?,
        );
        Ok(FirstBox {
            board: Board::new(rows, columns)?,
        })
    }

    /// The game id, `firstbox:3x3`.
    pub fn id(&self) -> String {
        format!("firstbox:{}x{}", self.board.rows, self.board.columns)
    }
}

/// The safe lines of a position (no box gets its third side), and the others.
pub fn safe_lines(board: &Board, lines: u32) -> (Vec<usize>, Vec<usize>) {
    board
        .undrawn(lines)
        .filter(|&i| !board.closes(lines, i))
        .partition(|&i| board.gives(lines, i) == 0)
}

/// A line and the value of the position it leads to, for the explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "DotsLineValue"))]
#[serde(rename_all = "camelCase")]
pub struct LineValue {
    /// The line, `a1-b1`.
    pub line: String,
    /// The Grundy value of the position it leaves.
    pub value: u32,
}

/// One step of the explanation of a position of "first box wins".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "FirstBoxStep"))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Step {
    /// A box is complete: the game is over, won by whoever drew its last side.
    Over {
        /// The boxes made, `[row, column]` from 0.
        boxes: Vec<[u32; 2]>,
    },
    /// A box has three sides: the player to move draws the fourth and wins.
    Close {
        /// The line that completes it.
        r#move: String,
        /// The box, `[row, column]` from 0.
        r#box: [u32; 2],
    },
    /// The lines left sorted: safe ones, and ones that give a box its third side.
    Lines {
        /// Lines that give no box its third side.
        safe: Vec<String>,
        /// Lines that give some box its third side.
        gifts: Vec<String>,
    },
    /// No safe line is left: every line gives a box away, so the player to move loses.
    NoSafe {
        /// The lines left, every one a gift.
        gifts: Vec<String>,
    },
    /// The values of the positions every line leads to, and their mex: the position's value.
    Options {
        /// The safe lines with the values they leave.
        safe: Vec<LineValue>,
        /// The lines that give a box away with the values they leave (never 0).
        gifts: Vec<LineValue>,
        /// The mex of them all.
        grundy: u32,
    },
    /// The winning line: it leaves a position of value 0.
    Move {
        /// The line.
        r#move: String,
        /// The value it leaves (0).
        grundy: u32,
    },
    /// In a position of value 0: a safe line the player to move might draw...
    Example {
        /// The line.
        r#move: String,
        /// The value it leaves (not 0).
        grundy: u32,
    },
    /// ... and the other player's answer, back to value 0.
    Reply {
        /// The answer.
        r#move: String,
        /// The value it leaves (0).
        grundy: u32,
    },
}

impl FirstBox {
    /// The steps of the reason for the outcome of `lines`.
    pub fn explain(&self, lines: u32, memo: &mut Memo) -> Vec<Step> {
        let b = &self.board;
        let made = b.complete(lines);
        if !made.is_empty() {
            return vec![Step::Over {
                boxes: made.iter().map(|&k| self.box_at(k)).collect(),
            }];
        }
        let mut steps = Vec::new();
        if let Some(i) = b.undrawn(lines).find(|&i| b.closes(lines, i)) {
            let k = b.line_boxes[i]
                .iter()
                .copied()
                .find(|&k| b.sides(lines, k) == 3)
                .unwrap_or(0);
            steps.push(Step::Close {
                r#move: b.line_text(i),
                r#box: self.box_at(k),
            });
            return steps;
        }
        let (safe, gifts) = safe_lines(b, lines);
        let text = |list: &[usize]| list.iter().map(|&i| b.line_text(i)).collect::<Vec<_>>();
        if safe.is_empty() {
            steps.push(Step::NoSafe {
                gifts: text(&gifts),
            });
            return steps;
        }
        steps.push(Step::Lines {
            safe: text(&safe),
            gifts: text(&gifts),
        });
        let valued = |memo: &mut Memo, list: &[usize]| {
            list.iter()
                .map(|&i| LineValue {
                    line: b.line_text(i),
                    value: memo.after(lines, i),
                })
                .collect::<Vec<_>>()
        };
        let safe_values = valued(memo, &safe);
        let gift_values = valued(memo, &gifts);
        let grundy = memo.grundy(lines);
        steps.push(Step::Options {
            safe: safe_values.clone(),
            gifts: gift_values,
            grundy,
        });
        if grundy != 0 {
            if let Some(win) = safe_values.iter().find(|v| v.value == 0) {
                steps.push(Step::Move {
                    r#move: win.line.clone(),
                    grundy: 0,
                });
            }
        } else if let Some(&i) = safe.first() {
            // Every line leaves a value above 0, so the other player has a line back to 0.
            let after = lines | 1 << i;
            steps.push(Step::Example {
                r#move: b.line_text(i),
                grundy: memo.after(lines, i),
            });
            if let Some(j) = b
                .undrawn(after)
                .find(|&j| b.closes(after, j) || memo.after(after, j) == 0)
            {
                steps.push(Step::Reply {
                    r#move: b.line_text(j),
                    grundy: 0,
                });
            }
        }
        steps
    }

    /// Box `k` as `[row, column]`.
    pub fn box_at(&self, k: usize) -> [u32; 2] {
        [k as u32 / self.board.columns, k as u32 % self.board.columns]
    }

    /// Refuses a set of lines the game cannot reach: boxes complete that no one last line made
    /// (the game stops at the first box, and one line completes at most the two boxes it bounds).
    fn check_reachable(&self, lines: u32) -> Result<()> {
        let made = self.board.complete(lines);
        let shared = made.iter().fold(lines, |m, &k| m & self.board.boxes[k]);
        if made.len() > 2 || (made.len() == 2 && shared == 0) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "More than one box is complete, and no single line finished them: the game ends at the first box, so this position never arises.",
            ));
        }
        Ok(())
    }
}

impl Game for FirstBox {
    type Position = Lines;
    type Move = usize;
    type Solution = Rc<RefCell<Memo>>;

    fn parse(&self, text: &str) -> Result<Lines> {
        let lines = self.board.parse(text)?;
        self.check_reachable(lines)?;
        Ok(Lines(lines))
    }
    fn text(&self, pos: &Lines) -> String {
        self.board.text(pos.0)
    }
    fn solve(&self, _: &Lines) -> Result<Rc<RefCell<Memo>>> {
        Ok(memo_of(&self.board))
    }
    fn outcome(&self, pos: &Lines, memo: &mut Rc<RefCell<Memo>>) -> Result<Outcome> {
        Ok(if memo.borrow_mut().grundy(pos.0) == 0 {
            Outcome::P
        } else {
            Outcome::N
        })
    }
    fn grundy(&self, pos: &Lines, memo: &mut Rc<RefCell<Memo>>) -> Option<u64> {
        Some(u64::from(memo.borrow_mut().grundy(pos.0)))
    }
    fn listed_moves(
        &self,
        pos: &Lines,
        memo: &mut Rc<RefCell<Memo>>,
        _: usize,
    ) -> Result<(Vec<(usize, Outcome)>, u64)> {
        let mut m = memo.borrow_mut();
        if !self.board.complete(pos.0).is_empty() {
            return Ok((Vec::new(), 0));
        }
        let moves: Vec<(usize, Outcome)> = self
            .board
            .undrawn(pos.0)
            .map(|i| {
                (
                    i,
                    if m.after(pos.0, i) == 0 {
                        Outcome::P
                    } else {
                        Outcome::N
                    },
                )
            })
            .collect();
        let total = moves.len() as u64;
        Ok((moves, total))
    }
    fn parse_move(&self, pos: &Lines, text: &str) -> Result<usize> {
        if !self.board.complete(pos.0).is_empty() {
            return Err(self.game_over(pos));
        }
        let i = self.board.parse_line(text)?;
        if pos.0 & 1 << i != 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "The line {} is drawn already: choose a line that is not there yet.",
                    self.board.line_text(i)
                ),
            ));
        }
        Ok(i)
    }
    fn move_text(&self, _: &Lines, mv: &usize) -> String {
        self.board.line_text(*mv)
    }
    fn after(&self, pos: &Lines, mv: &usize) -> Lines {
        Lines(pos.0 | 1 << mv)
    }
    fn outcome_after(
        &self,
        pos: &Lines,
        mv: &usize,
        memo: &mut Rc<RefCell<Memo>>,
    ) -> Result<Outcome> {
        Ok(if memo.borrow_mut().after(pos.0, *mv) == 0 {
            Outcome::P
        } else {
            Outcome::N
        })
    }
    /// A box to close first (the win at once); then a safe line to value 0; in a lost position a
    /// safe line (the game goes on), and a gift only when nothing else is left.
    fn perfect_move(&self, pos: &Lines, memo: &mut Rc<RefCell<Memo>>) -> Result<Option<usize>> {
        let b = &self.board;
        if !b.complete(pos.0).is_empty() {
            return Ok(None);
        }
        if let Some(i) = b.undrawn(pos.0).find(|&i| b.closes(pos.0, i)) {
            return Ok(Some(i));
        }
        let mut m = memo.borrow_mut();
        let (safe, gifts) = safe_lines(b, pos.0);
        let win = safe.iter().copied().find(|&i| m.after(pos.0, i) == 0);
        Ok(win.or(safe.first().copied()).or(gifts.first().copied()))
    }
    fn random_move(&self, pos: &Lines, _: &mut Rc<RefCell<Memo>>, rng: &mut Rng) -> Option<usize> {
        if !self.board.complete(pos.0).is_empty() {
            return None;
        }
        let moves: Vec<usize> = self.board.undrawn(pos.0).collect();
        match moves.len() {
            0 => None,
            n => Some(moves[rng.below(n as u64) as usize]),
        }
    }
    fn game_over(&self, _: &Lines) -> Error {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: a box is complete, and whoever drew its last side has won.",
        )
    }
}

/// The catalogue entry of "first box wins" (see [`crate::catalogue`]).
pub fn first_info() -> GameInfo {
    GameInfo {
        id: "firstbox:2x3",
        name: "Dots and boxes: first box wins",
        menu_name: "First box wins",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Draw lines between the dots; whoever completes a box first wins. A line that gives a box its third side hands the win over, so the game is played on the safe lines, like Nim.",
        card: "Draw a line between two dots; the first to make a box wins.",
        picture: vec![Picture { board: "dots", position: "a1-b1,a2-a3,c1-d1,c2-c3" }],
        default_position: "none",
        notation: "the board in the game id (firstbox:2x3 is 2 rows of 3 boxes; at most 24 lines: 3x3, 2x4, 1x7); the lines drawn, each the two dots it joins (columns a, b, c… from the left, rows 1, 2, 3… from the top), separated by commas, e.g. a1-b1,a1-a2; none for an empty board",
        move_notation: "the line's two dots, e.g. a1-b1 (across) or b1-b2 (down)",
        page: "firstbox.html",
        // With Pig and the 8-puzzle, in the module of its own: the impartial module is at its
        // size budget, and this game needs none of its code.
        module: Module::GrundyChance,
        variants: catalogue::normal_only("firstbox:2x3"),
        limits: Limits::Board { max_width: MAX_SIDE, max_states: 1 << MAX_LINES },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::PN, Question::WinningMove, Question::Grundy],
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Play;
    use crate::solve::brute::BruteForce;
    use std::collections::HashMap;

    /// The Grundy value by the definition on the board's own moves, with no table: a completed
    /// box ends the game; otherwise the mex of the values of the positions one line away.
    fn by_definition(b: &Board, lines: u32, memo: &mut HashMap<u32, u32>) -> u32 {
        if !b.complete(lines).is_empty() {
            return 0;
        }
        if let Some(&v) = memo.get(&lines) {
            return v;
        }
        let options: Vec<u32> = b
            .undrawn(lines)
            .map(|i| by_definition(b, lines | 1 << i, memo))
            .collect();
        let v = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(lines, v);
        v
    }

    /// Every position of the small boards: the table's value against the definition, its
    /// outcome against brute force (P and N from the moves alone), every move's value.
    #[test]
    fn the_table_agrees_with_the_definition_and_brute_force() {
        for (r, c) in [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2)] {
            let b = Board::new(r, c).unwrap();
            let mut memo = Memo::new(b.clone());
            let mut plain = HashMap::new();
            let moves = |&l: &u32| -> Vec<u32> {
                if b.complete(l).is_empty() {
                    b.undrawn(l).map(|i| l | 1 << i).collect()
                } else {
                    Vec::new()
                }
            };
            let mut brute = BruteForce::new(moves, Play::Normal);
            for lines in 0..=b.full() {
                let v = memo.grundy(lines);
                assert_eq!(
                    v,
                    by_definition(&b, lines, &mut plain),
                    "{r}x{c} {}",
                    b.text(lines)
                );
                assert_eq!(
                    v == 0,
                    brute.outcome(&lines) == Outcome::P,
                    "{r}x{c} {}",
                    b.text(lines)
                );
                for i in b.undrawn(lines) {
                    if b.complete(lines).is_empty() {
                        assert_eq!(
                            memo.after(lines, i),
                            by_definition(&b, lines | 1 << i, &mut plain)
                        );
                    }
                }
            }
        }
    }

    /// Every symmetry is a permutation of the lines that takes boxes to boxes: a turned or
    /// mirrored position has the same value as the position itself (checked on every position).
    #[test]
    fn turned_and_mirrored_boards_have_the_same_values() {
        for (r, c) in [(2, 2), (1, 3), (2, 3)] {
            let b = Board::new(r, c).unwrap();
            let syms = b.symmetries();
            assert_eq!(syms.len(), if r == c { 8 } else { 4 });
            let mut memo = Memo::new(b.clone());
            let mut plain = HashMap::new();
            for perm in &syms {
                let mut sorted = perm.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..b.line_count() as usize).collect::<Vec<_>>());
            }
            for lines in (0..=b.full()).step_by(7) {
                let image = |perm: &Vec<usize>| {
                    (0..perm.len())
                        .filter(|&i| lines & 1 << i != 0)
                        .fold(0u32, |m, i| m | 1 << perm[i])
                };
                for perm in &syms {
                    assert_eq!(b.complete(image(perm)).len(), b.complete(lines).len());
                    assert_eq!(
                        memo.grundy(image(perm)),
                        by_definition(&b, lines, &mut plain)
                    );
                }
            }
        }
    }

    /// One box: two lines are safe, the third gives the box away. So the empty box is lost for
    /// the player to move (value 0), and one side drawn is won (value 1).
    #[test]
    fn one_box_is_lost_for_the_first_player() {
        let b = Board::new(1, 1).unwrap();
        let mut memo = Memo::new(b.clone());
        let value = |memo: &mut Memo, text: &str| memo.grundy(b.parse(text).unwrap());
        assert_eq!(value(&mut memo, "none"), 0);
        assert_eq!(value(&mut memo, "a1-b1"), 1);
        assert_eq!(value(&mut memo, "a1-b1,a2-b2"), 0);
        assert_eq!(value(&mut memo, "a1-b1,a2-b2,a1-a2"), 1);
    }

    /// The idea of the page: a line that gives a box its third side never wins (the other player
    /// closes the box), and where a box has three sides, closing it is a winning move.
    #[test]
    fn gifts_never_win_and_closing_always_does() {
        let b = Board::new(2, 2).unwrap();
        let mut memo = Memo::new(b.clone());
        for lines in 0..=b.full() {
            if !b.complete(lines).is_empty() {
                continue;
            }
            for i in b.undrawn(lines) {
                if b.closes(lines, i) {
                    assert_eq!(memo.after(lines, i), 0);
                } else if b.gives(lines, i) > 0 {
                    assert_ne!(
                        memo.after(lines, i),
                        0,
                        "{} then {}",
                        b.text(lines),
                        b.line_text(i)
                    );
                }
            }
        }
    }

    /// The perfect player never leaves a won position, on every position of 2 x 2.
    #[test]
    fn the_computer_keeps_every_win() {
        let game = FirstBox::parse_board("2x2").unwrap();
        let mut memo = memo_of(&game.board);
        for lines in 0..=game.board.full() {
            let pos = Lines(lines);
            if game.check_reachable(lines).is_err() || !game.board.complete(lines).is_empty() {
                continue;
            }
            let mv = game.perfect_move(&pos, &mut memo).unwrap().unwrap();
            let won = game.outcome(&pos, &mut memo).unwrap() == Outcome::N;
            if won {
                assert_eq!(
                    game.outcome_after(&pos, &mv, &mut memo).unwrap(),
                    Outcome::P,
                    "{}",
                    game.text(&pos)
                );
            }
        }
    }

    #[test]
    fn notation_round_trips_and_bad_input_is_explained() {
        let game = FirstBox::parse_board("2x3").unwrap();
        let b = &game.board;
        assert_eq!(b.line_count(), 17);
        let pos = game.parse(" b1-a1, a1-a2,d3-c3 ").unwrap();
        assert_eq!(game.text(&pos), "a1-b1,a1-a2,c3-d3");
        assert_eq!(game.text(&Lines(0)), "none");
        for i in 0..b.line_count() as usize {
            assert_eq!(b.parse_line(&b.line_text(i)).unwrap(), i);
            assert_eq!(b.index(b.line(i)), i);
        }
        for (text, words) in [
            ("a1b1", "not a line"),
            ("a1-c1", "not neighbours"),
            ("a1-a5", "off the board"),
            ("11-b1", "not a dot"),
            ("a1-b1,b1-a1", "written twice"),
        ] {
            let err = game.parse(text).unwrap_err();
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
        let err = game.parse_move(&pos, "a1-b1").unwrap_err();
        assert!(err.message.contains("drawn already"), "{}", err.message);
        assert_eq!(
            FirstBox::parse_board("4x4").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        assert!(FirstBox::parse_board("3").is_err());
        // Two boxes apart, both complete: no one line made them.
        let g = FirstBox::parse_board("1x3").unwrap();
        let err = g
            .parse("a1-b1,a2-b2,a1-a2,b1-b2,c1-d1,c2-d2,c1-c2,d1-d2")
            .unwrap_err();
        assert!(err.message.contains("never arises"), "{}", err.message);
        // Two neighbours closed by their shared side: the game's last move.
        assert!(g.parse("a1-b1,a2-b2,a1-a2,b1-b2,b1-c1,b2-c2,c1-c2").is_ok());
    }

    /// The explanation names the winning line, and it is one of the core's winning moves.
    #[test]
    fn the_explanation_ends_in_a_winning_line() {
        let game = FirstBox::parse_board("2x2").unwrap();
        let memo = memo_of(&game.board);
        let mut m = memo.borrow_mut();
        let pos = game.board.parse("a1-b1").unwrap();
        let steps = game.explain(pos, &mut m);
        assert!(matches!(steps[0], Step::Lines { .. }), "{steps:?}");
        let last = steps.last().unwrap();
        match (m.grundy(pos), last) {
            (0, Step::Reply { grundy: 0, .. }) => {}
            (g, Step::Move { r#move, .. }) if g > 0 => {
                let i = game.board.parse_line(r#move).unwrap();
                assert_eq!(m.after(pos, i), 0);
            }
            other => panic!("{other:?}"),
        }
    }
}

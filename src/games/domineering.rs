//! Domineering: on a board of squares, Left (Vertical) places a domino standing up, covering a
//! free square and the one below it; Right (Horizontal) places one lying down, a square and the
//! one to its right. Whoever cannot place a domino loses.
//!
//! What it teaches: a board falls apart into *regions* of free squares that no domino can
//! join, so a position is a **sum of games**, one per region, and its value is the sum of the
//! regions' values. Values are found from the options ([`crate::games::partizan::value_from_options`])
//! and they go beyond numbers: a column of n squares is `floor(n/2)` (free moves for Vertical),
//! a row `-floor(n/2)`, the 2x2 square `±1` (whoever starts gains a move), 2 rows by 3 columns
//! `{2 | -1/2}`.
//!
//! The solver values each region once: a region is cut to its bounding box and turned to the
//! smallest of its mirror images (mirroring left-right or top-bottom changes nothing); turning
//! it a quarter swaps the players, so the transposed region's value is the negative.
//!
//! Notation: `3x4` is an empty board of 3 rows and 4 columns; otherwise rows of `.` (free) and
//! `#` (taken) separated by `/`: `..#./..../....`. A move is `row,column` (from 1) of the top
//! square of Vertical's domino or the left square of Horizontal's.

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture};
use crate::error::{Error, ErrorKind, Result};
use crate::games::partizan::{
    bad_position, value_from_options, Board, BoardMove, MoveExtra, Values,
};
use crate::solve::partizan::{GameId, Side};
use serde::Serialize;

/// Most rows or columns.
pub const MAX_SIDE: usize = 8;
/// Most free squares: the empty 5x5 board is valued in about 0.2 s natively, but 5x6 takes 25 s.
pub const MAX_FREE: u32 = 25;

/// A board: its size and the free squares, bit `row * cols + col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Domineering {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The free squares.
    pub free: u64,
}

impl Domineering {
    /// Reads a board.
    pub fn parse(text: &str) -> Result<Domineering> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let help = "Write an empty board as rows x columns (3x4), or its rows of . (free) and # \
                    (taken) separated by /: ..#./..../....";
        let board = if let Some((r, c)) = text.to_ascii_lowercase().split_once('x') {
            let (rows, cols) = match (r.parse::<usize>(), c.parse::<usize>()) {
                (Ok(r), Ok(c)) if r >= 1 && c >= 1 => (r, c),
                _ => {
                    return Err(bad_position(format!(
                        "{} is not a board size. {help}",
                        crate::error::quote(&text)
                    )))
                }
            };
            check_size(rows, cols)?;
            let all = if rows * cols == 64 {
                u64::MAX
            } else {
                (1u64 << (rows * cols)) - 1
            };
            Domineering {
                rows,
                cols,
                free: all,
            }
        } else {
            let lines: Vec<&str> = text.split('/').collect();
            let cols = lines[0].chars().count();
            if lines.iter().any(|l| l.chars().count() != cols) || cols == 0 {
                return Err(bad_position(format!(
                    "Every row must have the same number of squares. {help}"
                )));
            }
            check_size(lines.len(), cols)?;
            let mut free = 0u64;
            for (r, line) in lines.iter().enumerate() {
                for (c, ch) in line.chars().enumerate() {
                    match ch {
                        '.' => free |= 1 << (r * cols + c),
                        '#' => {}
                        other => {
                            return Err(bad_position(format!(
                                "{} is not a square. {help}",
                                crate::error::quote(&other.to_string())
                            )))
                        }
                    }
                }
            }
            Domineering {
                rows: lines.len(),
                cols,
                free,
            }
        };
        if board.free.count_ones() > MAX_FREE {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "This board has {} free squares; the most is {MAX_FREE} (an empty 5x5 board): \
                     take a smaller board or block some squares with #.",
                    board.free.count_ones()
                ),
            ));
        }
        Ok(board)
    }

    fn bit(&self, r: usize, c: usize) -> u64 {
        1 << (r * self.cols + c)
    }

    fn is_free(&self, r: usize, c: usize) -> bool {
        self.free & self.bit(r, c) != 0
    }

    /// The squares of the whole board, as a bit set.
    fn all(&self) -> u64 {
        let n = self.rows * self.cols;
        if n == 64 {
            u64::MAX
        } else {
            (1 << n) - 1
        }
    }

    /// The squares next to those of `set` (by a side), all 64 at once by shifting the bits.
    fn neighbours(&self, set: u64) -> u64 {
        // Column 0 of every row: a shift by one square must not wrap into the next row.
        let first_column = (0..self.rows).fold(0u64, |m, r| m | 1 << (r * self.cols));
        let last_column = first_column << (self.cols - 1);
        (((set << 1) & !first_column)
            | ((set >> 1) & !last_column)
            | (set << self.cols)
            | (set >> self.cols))
            & self.all()
    }

    /// The free squares joined to `seed` (by sides), as a bit set: grow by the neighbours
    /// until nothing new is free.
    fn region_of(&self, seed: u64) -> u64 {
        let mut region = seed;
        loop {
            let grown = (region | self.neighbours(region)) & self.free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The regions of free squares, in the order of their first square.
    pub fn regions(&self) -> Vec<u64> {
        let mut left = self.free;
        let mut out = vec![];
        while left != 0 {
            let region = self.region_of(left & left.wrapping_neg());
            out.push(region);
            left &= !region;
        }
        out
    }

    /// The squares of a bit set, `[row, column]` from 0.
    pub fn squares(&self, set: u64) -> Vec<[usize; 2]> {
        bits(set).map(|i| [i / self.cols, i % self.cols]).collect()
    }

    /// The region cut to its bounding box.
    fn cropped(&self, region: u64) -> Domineering {
        let row_mask = (1u64 << self.cols) - 1;
        let row = |r: usize| (region >> (r * self.cols)) & row_mask;
        let used: Vec<usize> = (0..self.rows).filter(|&r| row(r) != 0).collect();
        let (r0, r1) = (used[0], used[used.len() - 1]);
        let columns = used.iter().fold(0, |m, &r| m | row(r));
        let (c0, c1) = (
            columns.trailing_zeros() as usize,
            63 - columns.leading_zeros() as usize,
        );
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let free = (r0..=r1).fold(0, |f, r| f | (row(r) >> c0) << ((r - r0) * cols));
        Domineering { rows, cols, free }
    }

    /// The board turned a quarter (rows become columns): Vertical's dominoes become
    /// Horizontal's, so its value is the negative.
    pub fn mapped_transpose(&self) -> Domineering {
        let mut free = 0;
        for i in bits(self.free) {
            let (r, c) = (i / self.cols, i % self.cols);
            free |= 1 << (c * self.rows + r);
        }
        Domineering {
            rows: self.cols,
            cols: self.rows,
            free,
        }
    }

    /// The memo key of a one-region board: the smallest of its mirror images, and whether it
    /// came from the transposed board (whose value is the negative). The eight images are
    /// built in one pass over the squares.
    fn key(&self) -> (u128, bool) {
        let (h, w) = (self.rows, self.cols);
        let mut images = [0u64; 8];
        for i in bits(self.free) {
            let (r, c) = (i / w, i % w);
            let (rr, cc) = (h - 1 - r, w - 1 - c);
            // The board as it is (h rows of w) turned four ways, then transposed (w rows of h).
            for (k, (row, col, width)) in [
                (r, c, w),
                (r, cc, w),
                (rr, c, w),
                (rr, cc, w),
                (c, r, h),
                (c, rr, h),
                (cc, r, h),
                (cc, rr, h),
            ]
            .into_iter()
            .enumerate()
            {
                images[k] |= 1 << (row * width + col);
            }
        }
        let pack = |rows: usize, cols: usize, free: u64| {
            (rows as u128) << 72 | (cols as u128) << 64 | free as u128
        };
        (0..8)
            .map(|k| {
                if k < 4 {
                    (pack(h, w, images[k]), false)
                } else {
                    (pack(w, h, images[k]), true)
                }
            })
            .min_by_key(|&(key, _)| key)
            .expect("eight images")
    }
}

/// The indices of the set bits of `set`, lowest first.
fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

fn check_size(rows: usize, cols: usize) -> Result<()> {
    if rows > MAX_SIDE || cols > MAX_SIDE {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "This board is {rows} by {cols}; each side may have at most {MAX_SIDE} squares."
            ),
        ));
    }
    Ok(())
}

/// What the page draws: the grid and its regions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct DomineeringFacts {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub columns: usize,
    /// Each row as `.` and `#`.
    pub cells: Vec<String>,
    /// The squares `[row, column]` (from 0) of each part, in the order of the parts.
    pub regions: Vec<Vec<[usize; 2]>>,
}

impl Board for Domineering {
    const GAME: &'static str = "domineering";
    type Facts = DomineeringFacts;

    fn read(text: &str, _: &mut Values) -> Result<Domineering> {
        Domineering::parse(text)
    }

    fn facts(&self) -> DomineeringFacts {
        let text = self.text();
        // An empty board is written by its size (`4x4`); the page wants its rows either way.
        let cells = if text.contains('x') {
            vec![".".repeat(self.cols); self.rows]
        } else {
            text.split('/').map(str::to_string).collect()
        };
        DomineeringFacts {
            rows: self.rows,
            columns: self.cols,
            cells,
            regions: self
                .regions()
                .into_iter()
                .map(|r| self.squares(r))
                .collect(),
        }
    }

    fn text(&self) -> String {
        let all = if self.rows * self.cols == 64 {
            u64::MAX
        } else {
            (1u64 << (self.rows * self.cols)) - 1
        };
        if self.free == all {
            return format!("{}x{}", self.rows, self.cols);
        }
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| if self.is_free(r, c) { '.' } else { '#' })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    fn parts(&self) -> Vec<Domineering> {
        self.regions()
            .into_iter()
            .map(|region| {
                Domineering {
                    free: region,
                    ..*self
                }
                .cropped(region)
            })
            .collect()
    }

    fn moves(&self, side: Side) -> Vec<BoardMove<Domineering>> {
        let regions = self.regions();
        let mut out = vec![];
        for r in 0..self.rows {
            for c in 0..self.cols {
                let (r2, c2) = match side {
                    Side::L => (r + 1, c),
                    Side::R => (r, c + 1),
                };
                if r2 >= self.rows
                    || c2 >= self.cols
                    || !self.is_free(r, c)
                    || !self.is_free(r2, c2)
                {
                    continue;
                }
                let covered = self.bit(r, c) | self.bit(r2, c2);
                out.push(BoardMove {
                    notation: format!("{},{}", r + 1, c + 1),
                    to: Domineering {
                        free: self.free & !covered,
                        ..*self
                    },
                    part: regions.iter().position(|&g| g & covered != 0).unwrap_or(0),
                    extra: MoveExtra::Squares {
                        squares: [[r, c], [r2, c2]],
                    },
                });
            }
        }
        out
    }

    fn part_value(&self, values: &mut Values) -> Result<GameId> {
        let board = self.cropped(self.free);
        let (key, negated) = board.key();
        let canonical_image = {
            let (h, w) = ((key >> 72) as usize, (key >> 64 & 0xff) as usize);
            Domineering {
                rows: h,
                cols: w,
                free: key as u64,
            }
        };
        let g = values.part::<Self, _>(key, |v| value_from_options(&canonical_image, v))?;
        Ok(if negated { values.arena.neg(g) } else { g })
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "domineering",
        name: "Domineering",
        menu_name: "Domineering",
        group: catalogue::PARTIZAN,
        kind: Kind::Partizan,
        module: Module::GrundyPartizan,
        sides: Some(["Vertical", "Horizontal"]),
        description: "Vertical places dominoes standing up, Horizontal lying down; whoever cannot place one loses. The board falls apart into regions that add up.",
        card: "Place a domino, standing up or lying down as your side does.",
        picture: vec![Picture { board: "domineering", position: "L:4x4" }],
        default_position: "L:.#../.#../.#..",
        notation: "the side to move (L for Vertical, R for Horizontal), a colon, then rows x columns (L:4x4), or the rows of . and # separated by /: L:..#./..../....",
        move_notation: "row,column (from 1) of the domino's top or left square: 2,3",
        page: "domineering.html",
        variants: catalogue::normal_only("domineering"),
        limits: Limits::Parts { max_parts: MAX_FREE as usize, max_size: MAX_SIDE as u32 },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::PARTIZAN_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::partizan::board_value;
    use crate::solve::partizan::outcome_by_search;
    use std::collections::HashMap;

    fn value(text: &str) -> String {
        let mut v = Values::new();
        v.start(u64::MAX);
        let g = board_value(&Domineering::parse(text).unwrap(), &mut v).unwrap();
        v.arena.show(g)
    }

    #[test]
    fn small_boards_have_their_published_values() {
        // Lessons in Play (Albert, Nowakowski, Wolfe), chapter 1 and the table of small
        // Domineering positions; Winning Ways, chapter 2 ("Domineering"). Left places vertical
        // dominoes.
        for n in 1..=8 {
            let column = vec!["."; n].join("/");
            assert_eq!(value(&column), (n / 2).to_string(), "column of {n}");
            let row = ".".repeat(n);
            assert_eq!(value(&row), (-((n / 2) as i64)).to_string(), "row of {n}");
        }
        assert_eq!(value("2x2"), "±1");
        assert_eq!(value("2x3"), "{2 | -1/2}");
        assert_eq!(value("3x2"), "{1/2 | -2}");
        assert_eq!(value("3x3"), "±1");
        // An L of three squares: Vertical's move leaves nothing, Horizontal's leaves nothing: *.
        assert_eq!(value("../.#"), "*");
        // Two regions add up: a 2x2 square and a column of two, ±1 + 1.
        assert_eq!(value("..#./..#."), "{2 | 0}");
    }

    #[test]
    fn regions_are_parts_and_positions_read_back() {
        let b = Domineering::parse("..#./..#.").unwrap();
        assert_eq!(b.text(), "..#./..#.");
        let parts: Vec<String> = b.parts().iter().map(|p| p.text()).collect();
        assert_eq!(parts, ["2x2", "2x1"]);
        assert_eq!(Domineering::parse("3X4").unwrap().text(), "3x4");
        let moves = b.moves(Side::L);
        assert_eq!(moves.len(), 3);
        assert_eq!(moves[2].notation, "1,4");
        assert_eq!(moves[2].part, 1);
        for bad in ["3y4", "../...", "..x", "0x3"] {
            assert_eq!(
                Domineering::parse(bad).unwrap_err().kind,
                ErrorKind::BadPosition,
                "{bad}"
            );
        }
        assert_eq!(
            Domineering::parse("9x2").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        assert_eq!(
            Domineering::parse("7x7").unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }

    #[test]
    fn equal_values_are_exactly_the_boards_whose_difference_the_second_player_wins() {
        // G = H exactly when G - H is a second-player win. In Domineering, -H is H turned a
        // quarter (the players swap directions), and G - H is the two boards side by side with
        // a taken column between them: a board whose outcome plain search finds with no values.
        let mut rng = crate::game::Rng::new(5);
        let mut v = Values::new();
        v.start(u64::MAX);
        let mut memo = HashMap::new();
        let options = |b: &Domineering, s: Side| -> Vec<Domineering> {
            b.moves(s).into_iter().map(|m| m.to).collect()
        };
        let random = |rng: &mut crate::game::Rng| {
            let (rows, cols) = (2 + rng.below(2) as usize, 2 + rng.below(2) as usize);
            let free = (0..rows * cols)
                .filter(|_| rng.below(4) != 0)
                .fold(0u64, |f, i| f | 1 << i);
            Domineering { rows, cols, free }
        };
        let mut equal = 0;
        for _ in 0..300 {
            let (g, h) = (random(&mut rng), random(&mut rng));
            let minus_h = h.mapped_transpose();
            // Side by side, with a taken column between: rows enough for both.
            let rows = g.rows.max(minus_h.rows);
            let cols = g.cols + 1 + minus_h.cols;
            let mut free = 0u64;
            for (board, offset) in [(g, 0), (minus_h, g.cols + 1)] {
                for [r, c] in board.squares(board.free) {
                    free |= 1 << (r * cols + c + offset);
                }
            }
            let both = Domineering { rows, cols, free };
            let second_player_wins = outcome_by_search(&mut memo, &both, &options)
                == crate::solve::partizan::OutcomeClass::P;
            let (gv, hv) = (
                board_value(&g, &mut v).unwrap(),
                board_value(&h, &mut v).unwrap(),
            );
            assert_eq!(
                gv == hv,
                second_player_wins,
                "{} and {}",
                g.text(),
                h.text()
            );
            equal += usize::from(second_player_wins);
        }
        assert!(equal > 10, "only {equal} equal pairs were tried");
    }

    #[test]
    fn outcome_classes_agree_with_plain_search() {
        let options = |b: &Domineering, s: Side| -> Vec<Domineering> {
            b.moves(s).into_iter().map(|m| m.to).collect()
        };
        let mut memo = HashMap::new();
        let mut v = Values::new();
        v.start(u64::MAX);
        for text in [
            "2x2",
            "2x3",
            "3x3",
            "3x4",
            "4x4",
            "..#/.../...",
            "#../.../..#",
            "2x5",
        ] {
            let b = Domineering::parse(text).unwrap();
            let g = board_value(&b, &mut v).unwrap();
            assert_eq!(
                v.arena.outcome(g),
                outcome_by_search(&mut memo, &b, &options),
                "{text} {}",
                v.arena.show(g)
            );
        }
    }
}

/// The partizan API asked about this game: the answer's shape, and what the theory says of it.
#[cfg(test)]
mod api_tests {
    use crate::api::{
        analyze, assert_moves_lead_where_they_say, compare, explain, solve, to_value,
    };
    use serde_json::json;

    /// A number as the core writes it (`3/2`, `-1`), exactly: a dyadic fraction is an f64.
    fn number(text: &str) -> f64 {
        let (n, d) = text.split_once('/').unwrap_or((text, "1"));
        n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap()
    }

    #[test]
    fn the_stops_are_those_of_the_definition() {
        // Left's stop is the largest Right stop Left can move to, and Right's the smallest Left
        // stop Right can move to.
        let board = to_value(&analyze("domineering", "L:.#../.#../.#..").unwrap());
        let [left, right] = [&board["stops"][0], &board["stops"][1]];
        let stop_after = |mv: &serde_json::Value, which: usize| {
            let after = to_value(&analyze("domineering", mv["to"].as_str().unwrap()).unwrap());
            let stop = after["stops"][which].clone();
            let text = if stop.is_null() {
                after["value"].clone()
            } else {
                stop
            };
            number(text.as_str().unwrap())
        };
        let lefts: Vec<_> = board["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| stop_after(m, 1))
            .collect();
        assert_eq!(
            number(left.as_str().unwrap()),
            lefts.into_iter().fold(f64::MIN, f64::max)
        );
        let r = to_value(&analyze("domineering", "R:.#../.#../.#..").unwrap());
        let rights: Vec<_> = r["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| stop_after(m, 0))
            .collect();
        assert_eq!(
            number(right.as_str().unwrap()),
            rights.into_iter().fold(f64::MAX, f64::min)
        );
    }

    #[test]
    fn the_analysis_and_the_explanation_have_the_documented_shape() {
        let d = to_value(&analyze("domineering", "R:2x2").unwrap());
        assert_eq!(d["value"], "±1");
        assert_eq!(d["outcomeClass"], "N");
        assert_eq!(d["outcome"], "N");
        assert_eq!(d["moves"][0]["squares"], json!([[0, 0], [0, 1]]));
        assert_eq!(d["moves"][0]["value"], "-1");
        assert_eq!(d["regions"][0].as_array().unwrap().len(), 4);
        let e = to_value(&explain("domineering", "L:2x3").unwrap());
        let kinds: Vec<&str> = e["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds.first(), Some(&"parts"));
        assert!(
            kinds.contains(&"options") && kinds.contains(&"value") && kinds.contains(&"outcome"),
            "{kinds:?}"
        );
        // The 3x3 board is the switch ±1, as the values lab's comparison finds too.
        assert_eq!(compare("domineering(3x3)", "±1").unwrap().relation, "=");
    }

    #[test]
    fn every_move_outcome_is_the_outcome_of_its_target() {
        assert_moves_lead_where_they_say("domineering", "R:3x3");
    }

    #[test]
    fn big_boards_are_valued_in_slices() {
        crate::games::cache::forget_values();
        let first = solve("domineering", "L:4x4", 50.0).unwrap();
        assert!(!first.done);
        let mut last = first;
        for _ in 0..10_000 {
            last = solve("domineering", "L:4x4", 5_000.0).unwrap();
            if last.done {
                break;
            }
        }
        assert!(last.done && last.solved > 50);
    }
}

//! Corner the Lady (Wythoff's game): a queen that may only move toward the corner.
//!
//! **Rules.** A queen stands on square (x, y) of a board whose corner is (0, 0). A move takes
//! her left, down, or diagonally down-left, any distance: to (x - k, y), (x, y - k) or
//! (x - k, y - k). Whoever cannot move (the queen is in the corner) loses. It is Nim with two
//! heaps x and y plus one extra move: take the same number from both.
//!
//! **Notation.** Game id `wythoff`; position `x,y`, e.g. `3,5`; several queens on separate
//! boards form a sum, separated by semicolons: `3,5;2,2`.
//!
//! **What it teaches.** The P-positions are built from the corner outward, one per diagonal
//! difference: (0,0), (1,2), (3,5), (4,7), (6,10), ... The k-th pair is
//! (floor(k φ), floor(k φ²)) with φ the golden ratio (Wythoff, 1907): each new pair uses the
//! smallest number not used so far and a difference one larger than the last. The Grundy values
//! have no known formula, so a table is filled square by square with the mex of everything to
//! the left, below and diagonally below-left.

use super::components::{Grid, Rules, State, Table};
use crate::catalogue::{self, GameInfo, Picture};
use crate::error::{Error, ErrorKind, Result};
use crate::games::components::ComponentKind;
use std::any::Any;
use std::rc::Rc;

/// Largest coordinate accepted.
pub const MAX_COORD: u32 = 255;

/// The squares a queen on (x, y) can move to.
pub fn options(x: u32, y: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    out.extend((0..x).rev().map(|a| (a, y)));
    out.extend((0..y).rev().map(|b| (x, b)));
    out.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
    out
}

/// The integer square root: the largest r with r * r <= n.
fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// floor(k φ) = floor((k + sqrt(5 k²)) / 2), computed exactly with integers.
pub fn lower_wythoff(k: u64) -> u64 {
    (k + isqrt(5 * k * k)) / 2
}

/// Whether (x, y) is a P-position, by the golden-ratio formula: with a <= b and k = b - a,
/// it is one exactly when a = floor(k φ).
pub fn is_p_position(x: u32, y: u32) -> bool {
    let (a, b) = (u64::from(x.min(y)), u64::from(x.max(y)));
    a == lower_wythoff(b - a)
}

/// The P-positions (a, b) with a <= b and b <= `max`, built as the notes do: from the corner,
/// each pair takes the smallest number not yet used and a difference one larger than before.
pub fn p_positions_by_construction(max: u32) -> Vec<(u32, u32)> {
    let mut used = vec![false; 2 * max as usize + 2];
    let mut pairs = Vec::new();
    for k in 0u32.. {
        let a = used.iter().position(|&u| !u).unwrap_or(used.len()) as u32;
        let b = a + k;
        if b > max {
            break;
        }
        used[a as usize] = true;
        used[b as usize] = true;
        pairs.push((a, b));
    }
    pairs
}

/// Grundy values of every square up to `max` in both coordinates; `table[y][x]`.
pub fn grundy_table(max: u32) -> Vec<Vec<u32>> {
    let size = max as usize + 1;
    let mut g = vec![vec![0u32; size]; size];
    // seen[v] == stamp: value v is among the options of the square being computed.
    let mut seen = vec![usize::MAX; 2 * size + 2];
    for y in 0..size {
        for x in 0..size {
            let stamp = y * size + x;
            for a in 0..x {
                seen[g[y][a] as usize] = stamp;
            }
            for b in 0..y {
                seen[g[b][x] as usize] = stamp;
            }
            for k in 1..=x.min(y) {
                seen[g[y - k][x - k] as usize] = stamp;
            }
            g[y][x] = seen.iter().position(|&s| s != stamp).unwrap_or(0) as u32;
        }
    }
    g
}

/// Reads one queen `x,y`.
pub fn parse_queen(text: &str) -> Result<(u32, u32)> {
    let expected = "two whole numbers x,y for the queen's column and row, e.g. 3,5";
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let number = |t: &str| -> Result<u32> {
        if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} is not a square: write {expected}.",
                    crate::error::quote(text.trim())
                ),
            ));
        }
        match t.trim_start_matches('0').len() > 9 {
            true => Ok(u32::MAX),
            false => Ok(t.parse::<u32>().unwrap_or(0)),
        }
    };
    if parts.len() != 2 {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "{} is not a square: write {expected}.",
                crate::error::quote(text.trim())
            ),
        ));
    }
    let (x, y) = (number(parts[0])?, number(parts[1])?);
    if x > MAX_COORD || y > MAX_COORD {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!("The square {text} is off the board: coordinates go from 0 to {MAX_COORD}."),
        ));
    }
    Ok((x, y))
}

/// Corner the Lady's queen as a component of a sum.
pub const HEAP: ComponentKind = ComponentKind {
    family: "wythoff",
    name: "Corner the Lady",
    written: "wythoff",
    takes_parameter: false,
    example: "wythoff(1,3)",
    alone: true,
    rules: |_| Ok(Rc::new(Queen)),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "wythoff",
        name: "Corner the Lady",
        menu_name: "Corner the Lady",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Move the queen left, down or diagonally down-left toward the corner; whoever puts her in the corner wins (Wythoff's game).",
        card: "Move the queen left, down or down-left; reaching the corner wins.",
        picture: vec![Picture { board: "wythoff", position: "4,6" }],
        default_position: "4,6",
        hash_prefix: "",
        notation: "the queen's square x,y, e.g. 3,5; several queens as a sum separated by semicolons, e.g. 3,5;2,2",
        move_notation: super::parts::MOVE_NOTATION,
        page: "wythoff.html",
        variants: catalogue::normal_and_misere("wythoff", "wythoff:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

/// Grundy values of the squares, `grid[y][x]`, for a queen's component.
#[derive(Debug)]
struct Squares(Vec<Vec<u32>>);

impl Table for Squares {
    fn value(&self, state: State) -> u32 {
        let (x, y) = square(state);
        self.0[y as usize][x as usize]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A queen's square (x, y).
fn square(state: State) -> (u32, u32) {
    match state {
        State::Square(x, y) => (x, y),
        _ => unreachable!("a queen's state is a square"),
    }
}

/// A queen of Corner the Lady, as the component engine plays it: queens are written `x,y`
/// and separated by semicolons; its values are the board of Grundy values.
#[derive(Clone, Copy, Debug)]
pub struct Queen;

impl Rules for Queen {
    fn id(&self) -> String {
        "wythoff".into()
    }
    fn notation(&self) -> &'static str {
        "queens as x,y separated by semicolons, e.g. 3,5 or 3,5;2,2"
    }
    fn separator(&self) -> char {
        ';'
    }
    fn parse_part(&self, text: &str, _: usize) -> Result<State> {
        let (x, y) = parse_queen(text)?;
        Ok(State::Square(x, y))
    }
    fn table(&self, states: &[State]) -> Result<Box<dyn Table>> {
        let largest = states
            .iter()
            .map(|&s| {
                let (x, y) = square(s);
                x.max(y)
            })
            .max()
            .unwrap_or(0);
        Ok(Box::new(Squares(grundy_table(largest))))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        let (x, y) = square(state);
        options(x, y)
            .into_iter()
            .all(|(a, b)| visit(&[State::Square(a, b)]))
    }
    fn option_count(&self, state: State) -> u64 {
        let (x, y) = square(state);
        u64::from(x + y + x.min(y))
    }
    fn reachable_lower_bound(&self, state: State, _: u64) -> u64 {
        let (x, y) = square(state);
        (u64::from(x) + 1) * (u64::from(y) + 1)
    }
    fn grid(&self, size: u32) -> Option<Grid> {
        Some(Grid {
            size,
            grundy: grundy_table(size - 1),
            p_pairs: p_positions_by_construction(size - 1),
            filled: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Play};
    use crate::solve::brute::BruteForce;

    #[test]
    fn the_formula_the_construction_and_brute_force_agree_on_the_p_positions() {
        let mut brute = BruteForce::new(|q: &(u32, u32)| options(q.0, q.1), Play::Normal);
        let table = grundy_table(40);
        for y in 0..=40 {
            for x in 0..=40 {
                let p = brute.outcome(&(x, y)) == Outcome::P;
                assert_eq!(is_p_position(x, y), p, "({x},{y})");
                assert_eq!(table[y as usize][x as usize] == 0, p, "({x},{y})");
            }
        }
        let built = p_positions_by_construction(40);
        for &(a, b) in &built {
            assert!(is_p_position(a, b) && is_p_position(b, a));
        }
        assert_eq!(&built[..5], &[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
    }

    /// OEIS A000201 (lower Wythoff sequence, floor(n φ)) and A001950 (upper, floor(n φ²)):
    /// 1, 3, 4, 6, 8, 9, 11, 12, 14, 16 and 2, 5, 7, 10, 13, 15, 18, 20, 23, 26.
    #[test]
    fn the_p_positions_are_the_published_wythoff_pairs() {
        let lower: Vec<u64> = (1..=10).map(lower_wythoff).collect();
        assert_eq!(lower, [1, 3, 4, 6, 8, 9, 11, 12, 14, 16]);
        let upper: Vec<u64> = (1..=10).map(|k| lower_wythoff(k) + k).collect();
        assert_eq!(upper, [2, 5, 7, 10, 13, 15, 18, 20, 23, 26]);
        for k in 1..=10 {
            assert!(is_p_position(
                lower_wythoff(k) as u32,
                (lower_wythoff(k) + k) as u32
            ));
        }
    }

    #[test]
    fn grundy_values_are_the_mex_of_the_three_directions() {
        let g = grundy_table(4);
        // The first rows of Wythoff's Grundy table (row y = 0 is Nim: g = x).
        assert_eq!(g[0], [0, 1, 2, 3, 4]);
        assert_eq!(g[1], [1, 2, 0, 4, 5]);
        assert_eq!(g[2], [2, 0, 1, 5, 3]);
    }

    #[test]
    fn queens_parse_and_bad_squares_are_refused() {
        assert_eq!(parse_queen(" 3 , 5 "), Ok((3, 5)));
        assert_eq!(parse_queen("3").unwrap_err().kind, ErrorKind::BadPosition);
        assert_eq!(
            parse_queen("3,-1").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(parse_queen("3,256").unwrap_err().kind, ErrorKind::TooLarge);
        assert_eq!(
            parse_queen("3,99999999999").unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}

/// Corner the Lady through the API: a position is a queen's two coordinates.
#[cfg(test)]
mod api_tests {
    #[test]
    fn a_queen_needs_two_coordinates() {
        assert_eq!(
            crate::api::analyze("wythoff", "3").unwrap_err().kind,
            crate::error::ErrorKind::BadPosition
        );
    }
}

//! The Knights game (TopCoder's "Algorithm Games" article, which the course's notes cite): knights
//! on a square board that only ever move up or to the left.
//!
//! **Rules.** The board has N x N squares, `[row, column]` numbered from 1 at the top left. A
//! knight on `[i, j]` may move to `[i-2, j+1]`, `[i-2, j-1]`, `[i-1, j-2]` or `[i+1, j-2]`, if that
//! square is on the board. Any number of knights may share a square; a move moves one knight;
//! whoever cannot move loses. Each move lowers `i + j` (by 1 or 3), so every game ends.
//!
//! **Notation.** Game id `knights:N` for the N x N board (N from 3 to [`MAX_SIZE`]); a position
//! is the knights' squares `row,column` separated by semicolons, e.g. `5,5` or `5,5;3,4;8,2`
//! (at most [`MAX_KNIGHTS`] knights). In a sum a board is `knights:8(5,5;3,4)`.
//!
//! **What it teaches.** Knights never get in each other's way, so a position is a sum of
//! one-knight games, and its Grundy value is the nim-sum of the knights' squares' values
//! (Sprague-Grundy). The value of a square is the mex of the values of the (at most four) squares
//! a knight there can reach, so the table is filled in order of `i + j`: every square a knight
//! reaches has a smaller sum, and is filled before it. The table depends on N only near the
//! bottom row and the right-hand column, where moves down or to the right fall off the board.

use super::components::{Grid, GridSquare, Rules, State, Table};
use crate::catalogue::{self, GameInfo, Limits, Picture};
use crate::error::{Error, ErrorKind, Result};
use crate::games::components::ComponentKind;
use crate::solve::grundy::mex;
use std::any::Any;
use std::rc::Rc;

/// The smallest board.
pub const MIN_SIZE: u32 = 3;
/// The largest board: the notes' exercises need 16 x 16; the table of 32 x 32 is still tiny.
pub const MAX_SIZE: u32 = 32;
/// The most knights in a position.
pub const MAX_KNIGHTS: usize = 8;

/// A knight's moves `[row, column]` as the article lists them: two up and one right, two up and
/// one left, one up and two left, one down and two left.
const STEPS: [(i64, i64); 4] = [(-2, 1), (-2, -1), (-1, -2), (1, -2)];

/// The squares a knight on `[row, column]` of an `n` x `n` board can move to, in the article's order.
pub fn options(n: u32, row: u32, column: u32) -> Vec<(u32, u32)> {
    STEPS
        .iter()
        .map(|&(dr, dc)| (i64::from(row) + dr, i64::from(column) + dc))
        .filter(|&(r, c)| (1..=i64::from(n)).contains(&r) && (1..=i64::from(n)).contains(&c))
        .map(|(r, c)| (r as u32, c as u32))
        .collect()
}

/// The Grundy value of every square of the `n` x `n` board, `table[row - 1][column - 1]`, and
/// the order they were filled in: by `row + column`, each square after every square it reaches.
pub fn grundy_table(n: u32) -> (Vec<Vec<u32>>, Vec<GridSquare>) {
    let size = n as usize;
    let mut table = vec![vec![0u32; size]; size];
    let mut filled = Vec::with_capacity(size * size);
    for sum in 2..=2 * n {
        for row in 1..=n {
            let Some(column) = sum.checked_sub(row).filter(|c| (1..=n).contains(c)) else {
                continue;
            };
            let reach = options(n, row, column);
            let value = mex(reach
                .iter()
                .map(|&(r, c)| table[r as usize - 1][c as usize - 1]));
            table[row as usize - 1][column as usize - 1] = value;
            filled.push(GridSquare {
                square: (row, column),
                options: reach,
                value,
            });
        }
    }
    (table, filled)
}

/// Reads a board size N for the id `knights:N`.
pub fn parse_size(text: &str) -> Result<u32> {
    let t = text.trim();
    let n = match t.parse::<u32>() {
        Ok(n) if t.chars().all(|c| c.is_ascii_digit()) => n,
        _ if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) => u32::MAX,
        _ => {
            return Err(Error::new(
                ErrorKind::UnknownGame,
                format!(
                    "{} is not a board size: write the number of squares a side, e.g. knights:8.",
                    crate::error::quote(t)
                ),
            ))
        }
    };
    if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!("The Knights game is played on boards from {MIN_SIZE} x {MIN_SIZE} to {MAX_SIZE} x {MAX_SIZE}: {t} x {t} is not one."),
        ));
    }
    Ok(n)
}

/// The knights of the board `n` x `n`, as the component engine plays them.
#[derive(Clone, Copy, Debug)]
pub struct Knights {
    /// Squares a side.
    pub n: u32,
}

impl Knights {
    /// Reads one knight's square `row,column`, on the board.
    pub fn parse_square(&self, text: &str) -> Result<(u32, u32)> {
        let n = self.n;
        let shape = || {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} is not a square: write a knight's row and column, each from 1 to {n}, as row,column, e.g. 5,5.",
                    crate::error::quote(text.trim())
                ),
            )
        };
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        if parts.len() != 2
            || parts
                .iter()
                .any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit()))
        {
            return Err(shape());
        }
        let number = |t: &str| t.parse::<u32>().unwrap_or(u32::MAX);
        let (row, column) = (number(parts[0]), number(parts[1]));
        if !(1..=n).contains(&row) || !(1..=n).contains(&column) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The square {} is off the board: rows and columns go from 1 to {n}.",
                    crate::error::quote(text.trim())
                ),
            ));
        }
        Ok((row, column))
    }
}

/// A knight's square `[row, column]`.
fn square(state: State) -> (u32, u32) {
    match state {
        State::Square(row, column) => (row, column),
        _ => unreachable!("a knight's state is a square"),
    }
}

/// The Grundy values of a board's squares, `[row - 1][column - 1]`.
#[derive(Debug)]
struct Values(Vec<Vec<u32>>);

impl Table for Values {
    fn value(&self, state: State) -> u32 {
        let (row, column) = square(state);
        self.0[row as usize - 1][column as usize - 1]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Rules for Knights {
    fn id(&self) -> String {
        format!("knights:{}", self.n)
    }
    fn notation(&self) -> &'static str {
        "the knights' squares as row,column separated by semicolons, e.g. 5,5 or 5,5;3,4"
    }
    fn separator(&self) -> char {
        ';'
    }
    fn parse_part(&self, text: &str, index: usize) -> Result<State> {
        if index >= MAX_KNIGHTS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!("A position has at most {MAX_KNIGHTS} knights."),
            ));
        }
        let (row, column) = self.parse_square(text)?;
        Ok(State::Square(row, column))
    }
    fn table(&self, _: &[State]) -> Result<Box<dyn Table>> {
        Ok(Box::new(Values(grundy_table(self.n).0)))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        let (row, column) = square(state);
        options(self.n, row, column)
            .into_iter()
            .all(|(r, c)| visit(&[State::Square(r, c)]))
    }
    fn option_count(&self, state: State) -> u64 {
        let (row, column) = square(state);
        options(self.n, row, column).len() as u64
    }
    fn reachable_lower_bound(&self, _: State, _: u64) -> u64 {
        // A knight may be stuck at once: only the square itself is sure.
        1
    }
    fn grid(&self, _size: u32) -> Option<Grid> {
        let (grundy, filled) = grundy_table(self.n);
        Some(Grid {
            size: self.n,
            grundy,
            p_pairs: Vec::new(),
            filled: Some(filled),
        })
    }
}

/// The Knights game's board as a component of a sum: `knights:8(5,5;3,4)`.
pub const HEAP: ComponentKind = ComponentKind {
    family: "knights",
    name: "The Knights game",
    written: "knights:N",
    takes_parameter: true,
    example: "knights:5(5,5;3,4)",
    alone: true,
    rules: |n| Ok(Rc::new(Knights { n: parse_size(n)? })),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "knights:8",
        name: "The Knights game",
        menu_name: "The Knights game",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Knights that only move up or to the left share a board; move one knight a turn, and whoever cannot move loses (the TopCoder exercise of the notes).",
        card: "Move a knight up or left; whoever cannot move loses.",
        picture: vec![Picture { board: "knights", position: "5,5;3,4" }],
        default_position: "5,5;3,4",
        hash_prefix: "",
        notation: "the board size N in the game id (knights:8 for 8 x 8, 3 to 32); the knights' squares as row,column from the top left, separated by semicolons, e.g. 5,5;3,4 (at most 8 knights)",
        move_notation: "knight:row,column, e.g. 1:3,6 moves knight 1 to row 3, column 6",
        page: "knights.html",
        variants: catalogue::normal_and_misere("knights:8", "knights:8:misere"),
        limits: Limits::Parts {
            max_parts: MAX_KNIGHTS,
            max_size: MAX_SIZE,
        },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Play};
    use crate::solve::brute::BruteForce;

    /// Every square's value by the table against plain search of the one-knight game, and its
    /// outcome: 0 exactly at the P-squares, on every board from 3 x 3 to 16 x 16.
    #[test]
    fn the_table_agrees_with_brute_force_on_every_board() {
        for n in MIN_SIZE..=16 {
            let (table, filled) = grundy_table(n);
            let mut brute =
                BruteForce::new(move |&(r, c): &(u32, u32)| options(n, r, c), Play::Normal);
            let mut memo = std::collections::HashMap::new();
            for row in 1..=n {
                for column in 1..=n {
                    let value = table[row as usize - 1][column as usize - 1];
                    assert_eq!(
                        value,
                        by_search(n, (row, column), &mut memo),
                        "{n}: [{row},{column}]"
                    );
                    assert_eq!(value == 0, brute.outcome(&(row, column)) == Outcome::P);
                }
            }
            // Filled once each, every square after the squares it reaches.
            assert_eq!(filled.len() as u32, n * n);
            for (k, f) in filled.iter().enumerate() {
                for o in &f.options {
                    assert!(
                        filled[..k].iter().any(|g| g.square == *o),
                        "{n}: {:?} before {:?}",
                        o,
                        f.square
                    );
                }
            }
        }
    }

    /// A square's value by plain recursion over the moves (no order of filling): the mex of
    /// the values of the squares it reaches.
    fn by_search(
        n: u32,
        at: (u32, u32),
        memo: &mut std::collections::HashMap<(u32, u32), u32>,
    ) -> u32 {
        if let Some(&v) = memo.get(&at) {
            return v;
        }
        let values: Vec<u32> = options(n, at.0, at.1)
            .into_iter()
            .map(|o| by_search(n, o, memo))
            .collect();
        let v = mex(values);
        memo.insert(at, v);
        v
    }

    /// The same game on 15 x 15 is HackerRank's "A Chessboard Game" (one coin; "Chessboard
    /// Game, Again!" with several, hackerrank.com/challenges/a-chessboard-game-1), whose
    /// published answer is that the player to move loses exactly when the row and the column
    /// are both 1 or 2 modulo 4. The moves are the same with rows and columns swapped, so every
    /// board's table is symmetric; near the bottom and right edges of some boards (8 x 8: [8, 8]) the
    /// pattern of 4 breaks, which is why the page fills the table square by square.
    #[test]
    fn the_published_fifteen_by_fifteen_answer_and_the_symmetry() {
        let (t, _) = grundy_table(15);
        for row in 1..=15u32 {
            for column in 1..=15u32 {
                let p = matches!(row % 4, 1 | 2) && matches!(column % 4, 1 | 2);
                assert_eq!(
                    t[row as usize - 1][column as usize - 1] == 0,
                    p,
                    "[{row},{column}]"
                );
            }
        }
        for n in MIN_SIZE..=MAX_SIZE {
            let (t, _) = grundy_table(n);
            for (r, row) in t.iter().enumerate() {
                for (c, &value) in row.iter().enumerate() {
                    assert_eq!(value, t[c][r], "{n}: [{r},{c}]");
                }
            }
        }
        let (t8, _) = grundy_table(8);
        // [8, 8] on 8 x 8: 8 is 0 modulo 4, yet its knight's only moves lead to N-squares.
        assert_eq!(t8[7][7], 0);
    }

    /// The moves of the article: [i-2, j+1], [i-2, j-1], [i-1, j-2], [i+1, j-2], on the board.
    #[test]
    fn a_knight_moves_up_or_left_as_the_article_says() {
        assert_eq!(options(8, 5, 5), [(3, 6), (3, 4), (4, 3), (6, 3)]);
        assert_eq!(options(8, 1, 1), []);
        assert_eq!(options(8, 8, 8), [(6, 7), (7, 6)]);
        assert_eq!(options(3, 3, 3), [(1, 2), (2, 1)]);
        // The corner's neighbours are stuck too: from [1, 2] or [2, 2] every move leaves the board.
        assert_eq!(options(8, 2, 2), []);
    }

    /// A few values by hand: the top-left squares are stuck (value 0); [3, 1] reaches only
    /// [1, 2] (value 0), so its value is 1; [3, 3] reaches [1, 4], [1, 2], [2, 1] and [4, 1].
    #[test]
    fn the_first_values_by_hand() {
        let (t, _) = grundy_table(8);
        let g = |r: usize, c: usize| t[r - 1][c - 1];
        for (r, c) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
            assert_eq!(g(r, c), 0, "[{r},{c}]");
        }
        assert_eq!(g(3, 1), 1);
        let reach: Vec<u32> = options(8, 3, 3)
            .iter()
            .map(|&(r, c)| g(r as usize, c as usize))
            .collect();
        assert_eq!(g(3, 3), mex(reach));
    }

    #[test]
    fn sizes_and_squares_are_checked() {
        assert_eq!(parse_size("8"), Ok(8));
        assert_eq!(parse_size("2").unwrap_err().kind, ErrorKind::TooLarge);
        assert_eq!(
            parse_size("99999999999").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        assert_eq!(parse_size("x").unwrap_err().kind, ErrorKind::UnknownGame);
        let k = Knights { n: 8 };
        assert_eq!(k.parse_square(" 5 , 5 "), Ok((5, 5)));
        assert_eq!(
            k.parse_square("9,1").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            k.parse_square("0,1").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            k.parse_square("5").unwrap_err().kind,
            ErrorKind::BadPosition
        );
    }
}

/// The Knights game through the API: a sum of knights, valued by the nim-sum.
#[cfg(test)]
mod api_tests {
    use crate::api::{analyze, best_move};
    use crate::error::ErrorKind;
    use crate::game::Outcome;

    #[test]
    fn a_position_is_the_nim_sum_of_its_knights_and_the_computer_wins_a_won_one() {
        let (t, _) = super::grundy_table(8);
        let a = crate::api::assert_moves_lead_where_they_say("knights:8", "5,5;3,4;8,2");
        let xor = t[4][4] ^ t[2][3] ^ t[7][1];
        assert_eq!(a.grundy, Some(u64::from(xor)));
        assert_eq!(
            a.outcome,
            Some(if xor == 0 { Outcome::P } else { Outcome::N })
        );
        if xor != 0 {
            assert!(
                best_move("knights:8", "5,5;3,4;8,2", "perfect", 0)
                    .unwrap()
                    .winning
            );
        }
    }

    #[test]
    fn bad_positions_say_what_is_wrong() {
        assert_eq!(
            analyze("knights:8", "9,9").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            analyze("knights:40", "1,1").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        let nine = ["5,5"; 9].join(";");
        assert_eq!(
            analyze("knights:8", &nine).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}

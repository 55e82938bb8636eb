//! The game-complexity panel: how big each game of the playground is, next to two games of the
//! notes that are far too big to solve this way (checkers, 19x19 Go).
//!
//! Each row has a state-space size (positions), counted exactly where it can be, and a
//! game-tree estimate `b^d` from an average branching factor `b` and a depth `d`. The counts
//! live with their games ([`crate::games::nim::count_games`], the tic-tac-toe counts,
//! [`crate::games::go::board_count`], the 8-puzzle's breadth-first distances, Chomp's
//! binomial); this file only reads them and writes the rows.

use crate::games::chomp::table::binomial;
use crate::games::go;
use crate::games::nim::{self, Nim};
use crate::games::puzzle;
use crate::games::tictactoe::{self, TicTacToe};
use serde::Serialize;

/// One row of the game-complexity panel: how big a game is, counted where feasible and
/// estimated (b^d, or a bound) where not.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Complexity {
    /// The game and the start position measured.
    pub game: String,
    /// Number of positions (state-space size).
    pub states: f64,
    /// Whether `states` was counted exactly (false: an upper bound).
    pub states_exact: bool,
    /// How `states` was found.
    pub states_how: String,
    /// Number of complete games (game-tree size), when it was counted.
    pub games: Option<f64>,
    /// Average number of legal moves per position (branching factor b).
    pub branching: f64,
    /// Length of the longest game, or a typical length (depth d).
    pub depth: f64,
    /// log10 of the estimate b^d of the game tree.
    pub tree_log10: f64,
}

/// A row, with the game-tree estimate b^d written as its logarithm: d log10 b.
fn row(
    game: &str,
    states: f64,
    exact: bool,
    how: &str,
    games: Option<f64>,
    b: f64,
    d: f64,
) -> Complexity {
    Complexity {
        game: game.into(),
        states,
        states_exact: exact,
        states_how: how.into(),
        games,
        branching: b,
        depth: d,
        tree_log10: d * b.log10(),
    }
}

/// The game-complexity panel of the notes, for the games of the playground.
pub fn complexity() -> Vec<Complexity> {
    let mut out = Vec::new();
    // Nim 3,4,5: positions are all pile triples below the start; games counted exactly.
    let piles = [3u32, 4, 5];
    let states: f64 = piles.iter().map(|&p| f64::from(p + 1)).product();
    let avg_moves = piles.iter().map(|&p| f64::from(p) / 2.0).sum::<f64>();
    let start = Nim::new(piles.to_vec()).expect("small piles");
    out.push(row(
        "Nim 3,4,5",
        states,
        true,
        "every pile from 0 to its size: 4 x 5 x 6",
        Some(nim::count_games(&start) as f64),
        avg_moves,
        12.0,
    ));
    // Tic-tac-toe: counted by search.
    let empty = TicTacToe::new();
    let positions = tictactoe::count_positions(&empty) as f64;
    let games = tictactoe::count_games_fast(&empty, &mut Vec::new()) as f64;
    out.push(row(
        "Tic-tac-toe",
        positions,
        true,
        "positions reachable from the empty grid, by depth-first search",
        Some(games),
        5.0,
        9.0,
    ));
    // 2x2 Go: boards whose groups all have liberties; histories make the tree enormous.
    let go = go::board_count();
    out.push(row(
        "2x2 Go",
        f64::from(go.boards),
        true,
        "legal boards (every group has a liberty); superko also remembers the history",
        None,
        f64::from(go.moves) / f64::from(go.boards),
        58.0,
    ));
    // The 8-puzzle: breadth-first search from the goal.
    let reachable = puzzle::distances()
        .iter()
        .filter(|&&d| d != u8::MAX)
        .count() as f64;
    out.push(row(
        "8-puzzle",
        reachable,
        true,
        "trays reachable from the goal, by breadth-first search (half of 9!)",
        None,
        24.0 / 9.0,
        31.0,
    ));
    // Chomp 14x14: every staircase inside the board.
    out.push(row(
        "Chomp 14x14",
        (binomial(28, 14) - 1) as f64,
        true,
        "C(28, 14) - 1 staircase bars (the empty bar excluded)",
        None,
        98.0,
        195.0,
    ));
    // Bounds from the notes.
    out.push(row(
        "Checkers",
        5f64.powi(32),
        false,
        "upper bound 5^32: 32 squares, each empty or one of 4 pieces",
        None,
        8.0,
        70.0,
    ));
    out.push(row(
        "Go 19x19",
        10f64.powf(361.0 * 3f64.log10()),
        false,
        "upper bound 3^361: 361 points, each empty, black or white",
        None,
        250.0,
        150.0,
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_complexity_panel_counts_what_can_be_counted() {
        let c = complexity();
        let ttt = c.iter().find(|r| r.game == "Tic-tac-toe").unwrap();
        assert_eq!((ttt.states, ttt.games), (5478.0, Some(255_168.0)));
        let puzzle = c.iter().find(|r| r.game == "8-puzzle").unwrap();
        assert_eq!(puzzle.states, 181_440.0);
        let chomp = c.iter().find(|r| r.game == "Chomp 14x14").unwrap();
        assert_eq!(chomp.states, 40_116_599.0);
        let nim = c.iter().find(|r| r.game == "Nim 3,4,5").unwrap();
        assert_eq!(nim.states, 120.0);
    }
}

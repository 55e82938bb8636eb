//! The game-complexity panel: how big each game of the playground is, next to two games of the
//! notes that are far too big to solve this way (checkers, 19x19 Go).
//!
//! Each row has a state-space size (positions), counted exactly where it can be, and a
//! game-tree estimate `b^d` from an average branching factor `b` and a depth `d`. Each game
//! that counts itself writes its own row beside its rules (`complexity: complexity_row` on its
//! line of `every_game!`, the list of games in `src/games/mod.rs`); this file gathers them, in
//! the list's order, and adds the two bounds of the notes.

use crate::catalogue::complexity_row as row;
pub use crate::catalogue::Complexity;

/// Writes `counted()`: the rows of the games whose line of the list of games names their row.
macro_rules! counted_games {
    ($(
        $game:ident $([$($info:ident),+])? {
            $(heaps: [$($heap:ident),+],)?
            $(board: $Variant:ident($Board:ident),)?
            $(adapter: $(#[$only:meta])* $Game:ident,)?
            $(complexity: $row:ident,)?
        }
    ),* $(,)?) => {
        /// The rows the games write themselves, in the list's order.
        fn counted() -> Vec<Complexity> {
            vec![$($(crate::games::$game::$row(),)?)*]
        }
    };
}
crate::games::every_game!(counted_games);

/// The game-complexity panel of the notes, for the games of the playground.
pub fn complexity() -> Vec<Complexity> {
    let mut out = counted();
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

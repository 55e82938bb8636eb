//! The 8-puzzle through the API: [`puzzle_solve`] and [`puzzle_play`] read a tray and call
//! [`crate::games::puzzle`], where the backtracking solver (iterative deepening with update
//! and undo), the parity argument and the search's events for the animation live.
//!
//! A tray is nine characters row by row, `0` for the hole: `123456708`; a move names the tile
//! that slides: `8`. Unsolvable trays are refused with the parity reason, before any search.

use crate::error::Result;
use crate::games::puzzle::{Puzzle, PuzzleStep};
use serde::Serialize;

/// What `puzzleSolve` returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct PuzzleSolution {
    /// The canonical tray.
    pub position: String,
    /// The tiles to slide, in order (a shortest solution).
    pub moves: Vec<u8>,
    /// Its length.
    pub length: usize,
    /// Nodes of all iterations.
    pub nodes: u64,
    /// Each depth limit tried and the nodes it took.
    pub iterations: Vec<(u32, u64)>,
    /// The first events of the search (at most 2,000).
    pub events: Vec<PuzzleStep>,
    /// The Manhattan lower bound of the tray.
    pub manhattan: u32,
    /// Inverted pairs of tiles (even: solvable).
    pub inversions: u32,
}

/// Solves an 8-puzzle tray; unsolvable trays are refused with the parity reason.
pub fn puzzle_solve(position: &str) -> Result<PuzzleSolution> {
    let p = Puzzle::parse(position)?;
    let s = p.solve()?;
    Ok(PuzzleSolution {
        position: p.to_string(),
        length: s.moves.len(),
        moves: s.moves,
        nodes: s.nodes,
        iterations: s.iterations,
        events: s.events,
        manhattan: p.manhattan(),
        inversions: p.inversions(),
    })
}

/// The tray after sliding a tile.
pub fn puzzle_play(position: &str, tile: &str) -> Result<String> {
    let mut p = Puzzle::parse(position)?;
    let t = p.parse_move(tile)?;
    p.slide(t);
    Ok(p.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::to_value;
    use serde_json::json;

    #[test]
    fn the_puzzle_is_solved_or_refused_by_parity() {
        let s = puzzle_solve("123456708").unwrap();
        assert_eq!(s.moves, vec![8]);
        assert!(puzzle_solve("213456780").is_err());
        assert_eq!(puzzle_play("123456708", "8").unwrap(), "123456780");
    }

    #[test]
    fn the_search_events_are_written_with_a_kind_and_named_fields() {
        let s = to_value(&puzzle_solve("123456708").unwrap());
        assert_eq!(s["events"][0], json!({ "kind": "limit", "limit": 1 }));
        let events = s["events"].as_array().unwrap();
        // The last slide is the solution's only move, then the goal.
        assert_eq!(
            events[events.len() - 2..],
            [
                json!({ "kind": "try", "tile": 8 }),
                json!({ "kind": "solved" })
            ]
        );
        assert!(events
            .iter()
            .all(|e| e["kind"] != "undo" || e["tile"].is_u64()));
    }
}

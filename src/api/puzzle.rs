//! The 8-puzzle through the API: one solver's game, played through the four functions of every
//! game (game id `puzzle`: its analysis says a solver acts, and lists the tiles that can slide),
//! and its lab `solve` ([`puzzle_solve`]), the search lab's replay. Both call [`crate::games::puzzle`], where the
//! backtracking solver (iterative deepening with update and undo), the parity argument and the
//! search's events for the animation live.
//!
//! A tray is nine characters row by row, `0` for the hole: `123456708`; a move names the tile
//! that slides: `8`. Unsolvable trays are refused with the parity reason, before any search.

#![cfg_attr(not(feature = "chance"), allow(unused))]

use super::{Adapter, Analysis, BestMove, Explanation, Family, MoveInfo, Steps, ToAct};
use crate::error::{Error, ErrorKind, Result};
use crate::game::Rng;
use crate::games::puzzle::{Puzzle, PuzzleStep, GOAL};
use serde::Serialize;

/// The game family this file translates: the 8-puzzle.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "puzzle",
    adapter,
}];

/// `puzzle`, which has no variants.
/// The puzzle is in the chance module's build (see its catalogue entry): in the others, its
/// answers' shapes are left out of the API's enums with its code (its line of the list of
/// games), and it is played elsewhere.
fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    #[cfg(not(feature = "chance"))]
    {
        let _ = variant;
        Err(super::elsewhere("puzzle"))
    }
    #[cfg(feature = "chance")]
    match variant {
        None => Ok(Box::new(EightPuzzle)),
        Some(v) => Err(super::unknown_variant("The 8-puzzle", v, "puzzle")),
    }
}

/// The 8-puzzle as a game of the API: one solver slides every tile.
#[cfg(feature = "chance")]
struct EightPuzzle;

/// A tray's facts, written as keys of the analysis's own object: whether it can be solved (and
/// why not), and the numbers that bound the search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PuzzleDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Every tile is in its place.
    pub solved: bool,
    /// The goal can be reached (an even number of inverted pairs).
    pub solvable: bool,
    /// Why not, when it cannot: the parity argument in words.
    pub reason: Option<String>,
    /// Inverted pairs of tiles.
    pub inversions: u32,
    /// The Manhattan lower bound on the slides still needed.
    pub manhattan: u32,
}

/// A slide, written as keys of the move's own object: the tile that slides into the hole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PuzzleMoveDetail"))]
pub struct MoveDetail {
    /// The tile, 1 to 8.
    pub tile: u8,
}

/// One step of the explanation of a tray: an event of the search for its shortest solution.
pub type Step = PuzzleStep;

#[cfg(feature = "chance")]
impl Adapter for EightPuzzle {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let p = Puzzle::parse(position)?;
        let moves: Vec<MoveInfo> = p
            .movable()
            .into_iter()
            .map(|tile| {
                let mut to = p;
                to.slide(tile);
                MoveInfo {
                    r#move: tile.to_string(),
                    to: to.to_string(),
                    outcome: None,
                    detail: super::MoveDetail::Puzzle(MoveDetail { tile }),
                }
            })
            .collect();
        Ok(Analysis {
            game: "puzzle".into(),
            position: p.to_string(),
            to_act: ToAct::Solver,
            outcome: None,
            grundy: None,
            moves_complete: true,
            move_count: moves.len() as u64,
            winning: Vec::new(),
            details: super::Details::Puzzle(Details {
                solved: p.tiles == GOAL,
                solvable: p.solvable(),
                reason: p.parity_error().map(|e| e.message),
                inversions: p.inversions(),
                manhattan: p.manhattan(),
            }),
            moves,
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        puzzle_play(position, mv)
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let p = Puzzle::parse(position)?;
        Ok(Explanation {
            game: "puzzle".into(),
            position: p.to_string(),
            outcome: None,
            steps: Steps::Puzzle(p.solve()?.events),
        })
    }

    /// The first slide of a shortest solution (the level plays no part: the search is exact).
    fn best_move(&self, position: &str, _level: &str, _rng: &mut Rng) -> Result<BestMove> {
        let p = Puzzle::parse(position)?;
        let tile = *p.solve()?.moves.first().ok_or_else(|| {
            Error::new(
                ErrorKind::GameOver,
                "Every tile is in its place: there is nothing left to slide.",
            )
        })?;
        let mut to = p;
        to.slide(tile);
        Ok(BestMove {
            r#move: tile.to_string(),
            to: to.to_string(),
            outcome: None,
            winning: true,
        })
    }

    /// The lab `solve` (a tray's shortest solution and the search that found it, replayed).
    fn lab(
        &self,
        game: &str,
        name: &str,
        args: &super::LabArgs,
        _progress: &mut dyn FnMut(super::LabAnswer),
    ) -> Result<super::LabAnswer> {
        match name {
            "solve" => Ok(super::LabAnswer::Puzzle(puzzle_solve(
                args.text(0, "position")?,
            )?)),
            _ => Err(super::no_lab(game, name, &["solve"])),
        }
    }
}

/// What the lab `solve` answers: the 8-puzzle's search lab.
pub type Lab = PuzzleSolution;

/// What the lab `solve` returns.
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
fn puzzle_play(position: &str, tile: &str) -> Result<String> {
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
    fn the_lab_solve_reads_its_tray_as_text() {
        use crate::api::{lab, LabArg};
        let solved = lab(
            "puzzle",
            "solve",
            &[LabArg::Text("123456708".into())],
            &mut |_| {},
        );
        assert_eq!(to_value(&solved.unwrap())["length"], 1);
        // Arguments of the wrong kind are refused in words, not read as something else.
        let err = lab("puzzle", "solve", &[LabArg::Number(1.0)], &mut |_| {}).unwrap_err();
        assert_eq!(err.message, "The position must be given as text.");
    }

    #[test]
    fn the_puzzle_is_solved_or_refused_by_parity() {
        let s = puzzle_solve("123456708").unwrap();
        assert_eq!(s.moves, vec![8]);
        assert!(puzzle_solve("213456780").is_err());
        assert_eq!(puzzle_play("123456708", "8").unwrap(), "123456780");
    }

    #[test]
    fn the_puzzle_is_played_like_every_game_by_one_solver() {
        use crate::api::{analyze, best_move, play};
        let a = to_value(&analyze("puzzle", "123456708").unwrap());
        assert_eq!(a["toAct"], json!({ "kind": "solver" }));
        assert!(a.get("outcome").is_none());
        let tiles: Vec<&str> = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap())
            .collect();
        assert_eq!(tiles, ["5", "7", "8"]);
        assert_eq!(a["solvable"], true);
        assert_eq!(play("puzzle", "123456708", "8").unwrap(), "123456780");
        // A second method: the first slide of the search's shortest solution leads to a tray
        // one slide shorter to solve.
        let best = best_move("puzzle", "436718052", "perfect", 0).unwrap();
        let before = puzzle_solve("436718052").unwrap().length;
        assert_eq!(puzzle_solve(&best.to).unwrap().length, before - 1);
        let odd = to_value(&analyze("puzzle", "213456780").unwrap());
        assert_eq!(odd["solvable"], false);
        assert!(odd["reason"].as_str().unwrap().contains("inverted pairs"));
        assert!(best_move("puzzle", "123456780", "perfect", 0).is_err());
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

//! The 8-puzzle, solved by backtracking: the notes' `find_solution` with update and undo.
//!
//! **Rules.** Eight numbered tiles and one hole on a 3x3 tray; a move slides a tile next to the
//! hole into it. The goal is `123456780` (tiles in order, the hole last).
//!
//! **Notation.** Id `puzzle`; a position is nine characters row by row, digits 1-8 and `0` (or
//! `_` or `.`) for the hole, e.g. `123456708`. A move names the tile that slides: `8`.
//!
//! **What it teaches.**
//! - *Backtracking* (the notes' `find_solution`): try a move, update the tray, search on; if
//!   that fails, undo the move and try the next. Updating and undoing one tray is cheaper than
//!   copying trays.
//! - *Iterative deepening*: depth-first search with a limit, raised until a solution fits, finds
//!   a shortest solution while using memory only for the current path. Here the limit bounds
//!   the moves made plus a lower bound on the moves still needed (the tiles' Manhattan
//!   distances to their homes: every move brings one tile one step closer at best). This is
//!   IDA*; with the bound at zero it is plain iterative deepening.
//! - *Parity*: a move keeps the number of inverted tile pairs (reading the tiles row by row,
//!   skipping the hole) even or odd: sideways moves change nothing, and a vertical move jumps a
//!   tile over two others. The goal has 0 inversions, so an odd count can never be solved: half
//!   of the 9! trays are impossible, and are refused before any search.
//! - The hardest solvable trays need 31 moves (a breadth-first search of all 181,440 checks it).

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture};
use std::collections::VecDeque;
use std::fmt;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use serde::Serialize;

/// The goal tray.
pub const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/// Most search events recorded for the page's animation.
pub const MAX_EVENTS: usize = 2_000;

/// A tray: tile numbers row by row, 0 for the hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// The cells.
    pub tiles: [u8; 9],
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for t in self.tiles {
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

/// One event of the backtracking search, for the page's animation. Written with a `kind`
/// (`limit`, `try`, `undo`, `solved`) and named fields: `{"kind":"try","tile":8}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PuzzleStep {
    /// A new depth limit (an iteration of iterative deepening).
    Limit {
        /// The bound on moves made plus the Manhattan estimate of the moves still needed.
        limit: u32,
    },
    /// A tile is slid (update).
    Try {
        /// The tile slid into the hole.
        tile: u8,
    },
    /// The move is taken back (undo): a dead end.
    Undo {
        /// The tile slid back.
        tile: u8,
    },
    /// The goal is reached.
    Solved,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The tiles to slide, in order.
    pub moves: Vec<u8>,
    /// Nodes visited in every iteration.
    pub nodes: u64,
    /// The limits tried, with the nodes each iteration visited.
    pub iterations: Vec<(u32, u64)>,
    /// The first events of the search.
    pub events: Vec<PuzzleStep>,
}

impl Puzzle {
    /// Reads a tray such as `123456708`.
    pub fn parse(text: &str) -> Result<Puzzle> {
        check_length("position", text)?;
        let expected =
            "nine characters row by row, digits 1 to 8 and 0 for the hole, e.g. 123456708";
        let chars: Vec<char> = text.trim().chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() != 9 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The tray has 9 cells, not {}: write {expected}.",
                    chars.len()
                ),
            ));
        }
        let mut tiles = [0u8; 9];
        let mut seen = [false; 9];
        for (i, c) in chars.iter().enumerate() {
            let t = match c {
                '_' | '.' | '0' => 0,
                '1'..='8' => *c as u8 - b'0',
                _ => {
                    return Err(Error::new(
                        ErrorKind::BadPosition,
                        format!(
                            "Cell {} is {}: write {expected}.",
                            i + 1,
                            quote(&c.to_string())
                        ),
                    ))
                }
            };
            if seen[t as usize] {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "{} appears twice: each tile 1 to 8 and the hole appear once.",
                        if t == 0 {
                            "The hole".to_string()
                        } else {
                            format!("Tile {t}")
                        }
                    ),
                ));
            }
            seen[t as usize] = true;
            tiles[i] = t;
        }
        Ok(Puzzle { tiles })
    }

    /// Inverted pairs of tiles read row by row, the hole skipped.
    pub fn inversions(&self) -> u32 {
        let t: Vec<u8> = self.tiles.iter().copied().filter(|&x| x != 0).collect();
        let mut n = 0;
        for i in 0..t.len() {
            for j in i + 1..t.len() {
                n += u32::from(t[i] > t[j]);
            }
        }
        n
    }

    /// Whether the goal can be reached: an even number of inversions.
    pub fn solvable(&self) -> bool {
        self.inversions().is_multiple_of(2)
    }

    fn hole(&self) -> usize {
        self.tiles.iter().position(|&t| t == 0).unwrap_or(8)
    }

    /// The tiles next to the hole, which can slide.
    pub fn movable(&self) -> Vec<u8> {
        let h = self.hole();
        let (r, c) = (h / 3, h % 3);
        let mut out = Vec::new();
        if r > 0 {
            out.push(self.tiles[h - 3]);
        }
        if r < 2 {
            out.push(self.tiles[h + 3]);
        }
        if c > 0 {
            out.push(self.tiles[h - 1]);
        }
        if c < 2 {
            out.push(self.tiles[h + 1]);
        }
        out
    }

    /// Slides `tile` into the hole (it must be next to it). Sliding it back undoes it.
    pub fn slide(&mut self, tile: u8) {
        let h = self.hole();
        let t = self.tiles.iter().position(|&x| x == tile).unwrap_or(h);
        self.tiles.swap(h, t);
    }

    /// Reads a move (a tile number next to the hole).
    pub fn parse_move(&self, text: &str) -> Result<u8> {
        let t = text.trim();
        let tile: u8 = match t.parse() {
            Ok(n) if (1..=8).contains(&n) => n,
            _ => {
                return Err(Error::new(
                    ErrorKind::BadMove,
                    format!("The move {} is not a tile: write the number (1 to 8) of a tile next to the hole.", quote(t)),
                ))
            }
        };
        if !self.movable().contains(&tile) {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "Tile {tile} is not next to the hole: slide {}.",
                    or_list(&self.movable())
                ),
            ));
        }
        Ok(tile)
    }

    /// Sum over the tiles of their row and column distances to their goal cells: no solution
    /// is shorter, since each move brings one tile one step closer at most.
    pub fn manhattan(&self) -> u32 {
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != 0)
            .map(|(i, &t)| {
                let g = (t - 1) as usize;
                ((i / 3).abs_diff(g / 3) + (i % 3).abs_diff(g % 3)) as u32
            })
            .sum()
    }

    /// Why the tray can never be solved (the parity argument, in words), or `None` if it can.
    pub fn parity_error(&self) -> Option<Error> {
        (!self.solvable()).then(|| {
            Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "This tray cannot be solved: it has {} inverted pairs of tiles, an odd number, and every move keeps that number odd or even; the goal has 0.",
                    self.inversions()
                ),
            )
        })
    }

    /// A shortest solution by iterative deepening with backtracking (update and undo).
    /// Unsolvable trays are refused by parity, with the reason, before any search.
    pub fn solve(&self) -> Result<Solution> {
        if let Some(error) = self.parity_error() {
            return Err(error);
        }
        let mut tray = *self;
        let mut path = Vec::new();
        let mut out = Solution {
            moves: Vec::new(),
            nodes: 0,
            iterations: Vec::new(),
            events: Vec::new(),
        };
        let mut limit = self.manhattan();
        loop {
            record(&mut out.events, PuzzleStep::Limit { limit });
            let mut nodes = 0;
            let mut next_limit = u32::MAX;
            let found = find_solution(
                &mut tray,
                &mut path,
                0,
                limit,
                None,
                &mut nodes,
                &mut next_limit,
                &mut out.events,
            );
            out.nodes += nodes;
            out.iterations.push((limit, nodes));
            if found {
                record(&mut out.events, PuzzleStep::Solved);
                out.moves = path;
                return Ok(out);
            }
            limit = next_limit;
        }
    }
}

fn record(events: &mut Vec<PuzzleStep>, e: PuzzleStep) {
    if events.len() < MAX_EVENTS {
        events.push(e);
    }
}

/// The notes' `find_solution`: if the tray is solved, done; otherwise for every move, update
/// the tray, search on, and undo the move if that failed. `limit` bounds the moves made plus
/// the Manhattan lower bound; `next_limit` collects the smallest bound that was exceeded.
#[allow(clippy::too_many_arguments)]
fn find_solution(
    tray: &mut Puzzle,
    path: &mut Vec<u8>,
    made: u32,
    limit: u32,
    last: Option<u8>,
    nodes: &mut u64,
    next_limit: &mut u32,
    events: &mut Vec<PuzzleStep>,
) -> bool {
    *nodes += 1;
    let estimate = made + tray.manhattan();
    if estimate > limit {
        *next_limit = (*next_limit).min(estimate);
        return false;
    }
    if tray.tiles == GOAL {
        return true;
    }
    for tile in tray.movable() {
        if Some(tile) == last {
            continue; // sliding the same tile straight back cannot help
        }
        tray.slide(tile); // update
        path.push(tile);
        record(events, PuzzleStep::Try { tile });
        if find_solution(
            tray,
            path,
            made + 1,
            limit,
            Some(tile),
            nodes,
            next_limit,
            events,
        ) {
            return true;
        }
        path.pop();
        tray.slide(tile); // undo
        record(events, PuzzleStep::Undo { tile });
    }
    false
}

/// The number of moves a shortest solution of every solvable tray needs, by breadth-first
/// search backward from the goal; indexed by [`rank`]. Unreachable trays hold `u8::MAX`.
pub fn distances() -> Vec<u8> {
    let mut dist = vec![u8::MAX; 362_880];
    let goal = Puzzle { tiles: GOAL };
    dist[rank(&goal)] = 0;
    let mut queue = VecDeque::from([goal]);
    while let Some(p) = queue.pop_front() {
        let d = dist[rank(&p)];
        for tile in p.movable() {
            let mut q = p;
            q.slide(tile);
            let r = rank(&q);
            if dist[r] == u8::MAX {
                dist[r] = d + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// The permutation's rank among all 9! orders (Lehmer code), a dense index for tables.
pub fn rank(p: &Puzzle) -> usize {
    let mut r = 0;
    for i in 0..9 {
        let smaller_later = p.tiles[i + 1..].iter().filter(|&&t| t < p.tiles[i]).count();
        r = r * (9 - i) + smaller_later;
    }
    r
}

/// The tiles a student may slide, in words: "6 or 8", "2, 4 or 6".
fn or_list(tiles: &[u8]) -> String {
    let mut tiles = tiles.to_vec();
    crate::sort::sort(&mut tiles);
    let words: Vec<String> = tiles.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "puzzle",
        name: "The 8-puzzle",
        menu_name: "8-puzzle",
        group: catalogue::SEARCH,
        kind: Kind::Lab,
        description: "Backtracking from the notes: the search undoes dead ends and raises its depth limit until the shortest solution fits; trays that can never be solved are caught by parity.",
        card: "Slide tiles into order; watch a search find the shortest way.",
        picture: vec![Picture { board: "puzzle", position: "867254301" }],
        default_position: "436718052",
        notation: "nine characters, 1 to 8 and 0 for the hole, row by row: 123456708; the goal is 123456780",
        move_notation: "the tile that slides into the hole: 8",
        page: "puzzle.html",
        // With Pig, in the module of the games that two players do not decide alone (chance, or
        // one solver): the impartial module is at its size budget, and the puzzle's search
        // needs none of its code.
        module: Module::GrundyChance,
        limits: Limits::Fixed { board: "3x3" },
        ..GameInfo::default()
    }
}

/// The 8-puzzle's row of the game-complexity panel: breadth-first search from the goal
/// ([`distances`]).
pub fn complexity_row() -> crate::catalogue::Complexity {
    let reachable = distances().iter().filter(|&&d| d != u8::MAX).count() as f64;
    crate::catalogue::complexity_row(
        "8-puzzle",
        reachable,
        true,
        "trays reachable from the goal, by breadth-first search (half of 9!)",
        None,
        24.0 / 9.0,
        31.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breadth_first_search_finds_181440_solvable_trays_and_31_moves_at_most() {
        let d = distances();
        let reached = d.iter().filter(|&&x| x != u8::MAX).count();
        assert_eq!(reached, 181_440);
        assert_eq!(d.iter().filter(|&&x| x != u8::MAX).max(), Some(&31));
        // The two hardest trays (Reinefeld 1993, "Complete solution of the eight-puzzle").
        for hardest in ["867254301", "647850321"] {
            assert_eq!(d[rank(&Puzzle::parse(hardest).unwrap())], 31);
        }
        assert_eq!(d.iter().filter(|&&x| x == 31).count(), 2);
    }

    #[test]
    fn iterative_deepening_solutions_are_as_short_as_breadth_first_search() {
        let d = distances();
        let mut rng = crate::game::Rng::new(8);
        for _ in 0..40 {
            let mut p = Puzzle { tiles: GOAL };
            for _ in 0..rng.below(60) {
                let m = p.movable();
                p.slide(m[rng.below(m.len() as u64) as usize]);
            }
            let s = p.solve().unwrap();
            assert_eq!(s.moves.len(), d[rank(&p)] as usize, "{p}");
            let mut q = p;
            for &t in &s.moves {
                assert!(q.movable().contains(&t));
                q.slide(t);
            }
            assert_eq!(q.tiles, GOAL);
        }
        let hard = Puzzle::parse("867254301").unwrap().solve().unwrap();
        assert_eq!(hard.moves.len(), 31);
    }

    #[test]
    fn odd_trays_are_refused_by_parity_and_bad_trays_explained() {
        let err = Puzzle::parse("213456780").unwrap().solve().unwrap_err();
        assert!(err.message.contains("1 inverted pairs"), "{}", err.message);
        assert!(Puzzle::parse("12345678")
            .unwrap_err()
            .message
            .contains("9 cells"));
        assert!(Puzzle::parse("113456780")
            .unwrap_err()
            .message
            .contains("twice"));
        assert!(Puzzle::parse("12345678x")
            .unwrap_err()
            .message
            .contains("Cell 9"));
        let p = Puzzle::parse("123456708").unwrap();
        assert_eq!(p.parse_move("8"), Ok(8));
        assert_eq!(p.parse_move("1").unwrap_err().kind, ErrorKind::IllegalMove);
    }
}

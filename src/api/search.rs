//! The search lab through the API: tic-tac-toe and 2x2 Go as games (`tictactoe`, `go2x2`),
//! the `search` entry that runs minimax or alpha-beta with an ordering, a table and symmetry
//! and reports what it cost, the 8-puzzle's backtracking solver, and the game-complexity panel.

use std::collections::HashMap;

use super::{
    Adapter, Analysis, BestMove, Details, Explanation, GameInfo, Limits, MoveDetail, MoveInfo,
    Steps, Variant, MOVE_LIST_CAP,
};
use crate::error::{quote, Error, ErrorKind, Result};
use crate::game::{Level, Outcome, Play, Rng, BEGINNER_MISTAKE_PERCENT};
use crate::games::go2x2::{self, GoMove, GoState, Solver};
use crate::games::nim::Nim;
use crate::games::puzzle8::{self, Event as PuzzleEvent, Puzzle};
use crate::games::tictactoe::{self, TicTacToe};
use crate::solve::search::{self as engine, Event, Options, SearchGame};
use serde::{Deserialize, Serialize};

/// Nodes a search may visit unless the caller asks for fewer.
pub const DEFAULT_BUDGET: u64 = 50_000_000;
/// Most trace events a search may record.
pub const MAX_TRACE: usize = 5_000;

fn outcome_of(value: i32) -> Outcome {
    match value.signum() {
        1 => Outcome::N,
        -1 => Outcome::P,
        _ => Outcome::D,
    }
}

/// A step of a search game's explanation: the value of every move, then the best one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SearchStep {
    /// The game is over here.
    Over { value: i32 },
    /// One move and the value of the position it leads to, for the player making it.
    MoveValue {
        r#move: String,
        value: i32,
        outcome: Outcome,
    },
    /// Minimax: the position's value is the best of its moves' values.
    Best { r#move: String, value: i32 },
}

// ---------------------------------------------------------------- tic-tac-toe

pub(super) fn info_tictactoe() -> GameInfo {
    GameInfo {
        id: "tictactoe",
        name: "Tic-tac-toe",
        description: "Three in a row on a 3x3 grid. A partisan game with draws: watch minimax and alpha-beta search it.",
        default_position: ".........",
        notation: "nine characters x, o or . row by row from the top left, e.g. x...o....; X moves first",
        move_notation: "the cell's number, 1 (top left) to 9 (bottom right); 5 is the centre",
        page: "tictactoe.html",
        variants: vec![Variant {
            id: "tictactoe",
            play: Play::Normal,
        }],
        limits: Limits::Fixed { board: "3x3" },
        move_list_cap: MOVE_LIST_CAP,
    }
}

pub(super) fn adapter_tictactoe(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    match variant {
        None => Ok(Box::new(Ttt)),
        Some(v) => Err(super::unknown_variant("Tic-tac-toe", v, "tictactoe")),
    }
}

struct Ttt;

impl Adapter for Ttt {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let pos = TicTacToe::parse(position)?;
        let mut memo = tictactoe::Memo::default();
        let (outcome, remoteness) = tictactoe::solve_all(&pos, &mut memo);
        let moves: Vec<MoveInfo> = pos
            .legal_moves()
            .into_iter()
            .map(|cell| {
                let to = pos.after(cell);
                let (o, r) = tictactoe::solve_all(&to, &mut memo);
                MoveInfo {
                    r#move: (cell + 1).to_string(),
                    to: to.to_string(),
                    outcome: o,
                    detail: MoveDetail::Cell {
                        cell,
                        remoteness: r,
                    },
                }
            })
            .collect();
        Ok(Analysis {
            game: "tictactoe".into(),
            position: pos.to_string(),
            outcome,
            grundy: None,
            move_count: moves.len() as u64,
            moves_complete: true,
            winning: moves
                .iter()
                .filter(|m| m.outcome == Outcome::P)
                .map(|m| m.r#move.clone())
                .collect(),
            moves,
            details: Details::TicTacToe {
                mover: if pos.mover() == 1 { 'x' } else { 'o' },
                winner: pos.winner().map(|w| if w == 1 { 'x' } else { 'o' }),
                remoteness,
                complete_games: tictactoe::count_games_fast(&pos, &mut Vec::new()),
                reachable_positions: tictactoe::count_positions(&pos),
            },
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let pos = TicTacToe::parse(position)?;
        Ok(pos.after(pos.parse_move(mv)?).to_string())
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let pos = TicTacToe::parse(position)?;
        let mut memo = tictactoe::Memo::default();
        let (outcome, _) = tictactoe::solve_all(&pos, &mut memo);
        let value = |o: Outcome| match o {
            Outcome::N => 1,
            Outcome::P => -1,
            Outcome::D => 0,
        };
        let mut steps = Vec::new();
        if pos.is_over() {
            steps.push(SearchStep::Over {
                value: pos.terminal_value().unwrap_or(0),
            });
        }
        let mut best: Option<(String, i32)> = None;
        for cell in pos.legal_moves() {
            // The move's value for the mover is minus the value of the position it leads to.
            let v = -value(tictactoe::solve_all(&pos.after(cell), &mut memo).0);
            steps.push(SearchStep::MoveValue {
                r#move: (cell + 1).to_string(),
                value: v,
                outcome: outcome_of(v),
            });
            if best.as_ref().is_none_or(|(_, b)| v > *b) {
                best = Some(((cell + 1).to_string(), v));
            }
        }
        if let Some((m, v)) = best {
            steps.push(SearchStep::Best {
                r#move: m,
                value: v,
            });
        }
        Ok(Explanation {
            game: "tictactoe".into(),
            position: pos.to_string(),
            outcome,
            steps: Steps::Search(steps),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let pos = TicTacToe::parse(position)?;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Err(Error::new(ErrorKind::GameOver, "The game is over."));
        }
        let mut memo = tictactoe::Memo::default();
        let blunder = level == Level::Beginner && rng.below(100) < BEGINNER_MISTAKE_PERCENT;
        let cell = if blunder {
            moves[rng.below(moves.len() as u64) as usize]
        } else {
            // Win as fast as possible; else draw; else lose as slowly as possible.
            *moves
                .iter()
                .max_by_key(|&&c| {
                    let (o, r) = tictactoe::solve_all(&pos.after(c), &mut memo);
                    match o {
                        Outcome::P => (2, -(r as i64)),
                        Outcome::D => (1, 0),
                        Outcome::N => (0, r as i64),
                    }
                })
                .expect("moves is not empty")
        };
        let to = pos.after(cell);
        let outcome = tictactoe::solve_all(&to, &mut memo).0;
        Ok(BestMove {
            r#move: (cell + 1).to_string(),
            to: to.to_string(),
            outcome,
            winning: outcome == Outcome::P,
        })
    }
}

// ---------------------------------------------------------------- 2x2 Go

pub(super) fn info_go() -> GameInfo {
    GameInfo {
        id: "go2x2",
        name: "2x2 Go",
        description: "Go on the smallest board: captures, no suicide, positional superko, area scoring. Solved by alpha-beta: Black wins by 1.",
        default_position: ".",
        notation: "the moves from the empty board, a b c d for stones (top-left, top-right, bottom-left, bottom-right) and p for pass, e.g. adp; the empty board is .",
        move_notation: "a, b, c or d for a stone, or pass",
        page: "go.html",
        variants: vec![Variant {
            id: "go2x2",
            play: Play::Normal,
        }],
        limits: Limits::Fixed {
            board: "2x2, histories of up to 200 moves",
        },
        move_list_cap: MOVE_LIST_CAP,
    }
}

pub(super) fn adapter_go(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    match variant {
        None => Ok(Box::new(Go)),
        Some(v) => Err(super::unknown_variant("2x2 Go", v, "go2x2")),
    }
}

struct Go;

/// The value of a position for the player to move, by the fast pass-first solver.
fn go_value(state: &GoState) -> i32 {
    Solver::run(state, true).0
}

/// Every legal move with its value for the player making it.
fn go_move_values(state: &GoState) -> Vec<(GoMove, GoState, i32)> {
    state
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = state.clone();
            next.play(mv);
            let v = if next.over {
                // The second pass ends the game: the score, for the player who passed.
                let s = next.score();
                if state.black_to_move {
                    s
                } else {
                    -s
                }
            } else {
                -go_value(&next)
            };
            (mv, next, v)
        })
        .collect()
}

impl Adapter for Go {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let state = GoState::parse(position)?;
        let value = if state.over {
            let s = state.score();
            if state.black_to_move {
                s
            } else {
                -s
            }
        } else {
            go_value(&state)
        };
        let moves: Vec<MoveInfo> = go_move_values(&state)
            .into_iter()
            .map(|(mv, next, v)| MoveInfo {
                r#move: mv.to_string(),
                to: next.to_string(),
                outcome: outcome_of(-v),
                detail: MoveDetail::Point {
                    point: match mv {
                        GoMove::Pass => None,
                        GoMove::Stone(p) => Some(p),
                    },
                    value: v,
                },
            })
            .collect();
        Ok(Analysis {
            game: "go2x2".into(),
            position: state.to_string(),
            outcome: outcome_of(value),
            grundy: None,
            move_count: moves.len() as u64,
            moves_complete: true,
            winning: moves
                .iter()
                .filter(|m| m.outcome == Outcome::P)
                .map(|m| m.r#move.clone())
                .collect(),
            moves,
            details: Details::Go {
                board: state.board_text(),
                black_to_move: state.black_to_move,
                passed: state.passed,
                over: state.over,
                value,
                score: state.score(),
            },
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let mut state = GoState::parse(position)?;
        let mv = state.parse_move(mv)?;
        state.play(mv);
        Ok(state.to_string())
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let state = GoState::parse(position)?;
        let mut steps = Vec::new();
        if state.over {
            steps.push(SearchStep::Over {
                value: state.score(),
            });
        }
        let values = go_move_values(&state);
        for (mv, _, v) in &values {
            steps.push(SearchStep::MoveValue {
                r#move: mv.to_string(),
                value: *v,
                outcome: outcome_of(*v),
            });
        }
        let best = values
            .iter()
            .max_by_key(|(mv, _, v)| (*v, *mv != GoMove::Pass));
        let value = best.map_or(0, |b| b.2);
        if let Some((mv, _, v)) = best {
            steps.push(SearchStep::Best {
                r#move: mv.to_string(),
                value: *v,
            });
        }
        Ok(Explanation {
            game: "go2x2".into(),
            position: state.to_string(),
            outcome: outcome_of(value),
            steps: Steps::Search(steps),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let state = GoState::parse(position)?;
        let values = go_move_values(&state);
        if values.is_empty() {
            return Err(Error::new(
                ErrorKind::GameOver,
                "The game is over: both players passed.",
            ));
        }
        let blunder = level == Level::Beginner && rng.below(100) < BEGINNER_MISTAKE_PERCENT;
        let chosen = if blunder {
            &values[rng.below(values.len() as u64) as usize]
        } else {
            // The best value; between equals, a stone rather than a pass.
            values
                .iter()
                .max_by_key(|(mv, _, v)| (*v, *mv != GoMove::Pass))
                .expect("values is not empty")
        };
        let best = values.iter().map(|x| x.2).max().unwrap_or(0);
        Ok(BestMove {
            r#move: chosen.0.to_string(),
            to: chosen.1.to_string(),
            outcome: outcome_of(-chosen.2),
            winning: chosen.2 == best,
        })
    }
}

// ---------------------------------------------------------------- search

/// What `search` is asked to do: on the page a JavaScript object
/// `{ algorithm, ordering, table, symmetry, budget, trace }`, read by serde (the native
/// benchmark reads the same fields from JSON text). `algorithm` is required; a missing,
/// `undefined` or `null` optional field takes its default; an unknown field is refused, so that
/// a misspelt option (`symetry`) is not silently ignored.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchOptions {
    /// `"minimax"` or `"alphabeta"`.
    pub algorithm: String,
    /// An ordering the game defines: tic-tac-toe `in-order`, `center-first`; 2x2 Go
    /// `pass-first`, `stones-first`.
    #[serde(default)]
    pub ordering: Option<String>,
    /// Use a transposition table.
    #[serde(default, deserialize_with = "false_when_absent")]
    pub table: bool,
    /// Fold symmetric positions together in the table.
    #[serde(default, deserialize_with = "false_when_absent")]
    pub symmetry: bool,
    /// Stop after this many nodes (default 50 million).
    #[serde(default)]
    pub budget: Option<f64>,
    /// Record at most this many events for the tree view (default none, at most 5,000).
    #[serde(default)]
    pub trace: Option<f64>,
}

impl SearchOptions {
    /// The names of the fields, as the page writes them.
    pub const FIELDS: &'static [&'static str] = &[
        "algorithm",
        "ordering",
        "table",
        "symmetry",
        "budget",
        "trace",
    ];
}

/// A yes/no option given as `true`/`false`, or left out (`undefined`, `null`): false.
fn false_when_absent<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(d)?.unwrap_or(false))
}

/// What `search` returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// The game id.
    pub game: String,
    /// The canonical position.
    pub position: String,
    /// The value for the first player (Black in Go, X in tic-tac-toe).
    pub value: i32,
    /// The value for the player to move.
    pub value_for_mover: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// Deepest node.
    pub max_depth: usize,
    /// Nodes at each depth.
    pub nodes_per_depth: Vec<u64>,
    /// Positions scored.
    pub leaves: u64,
    /// Alpha-beta cuts.
    pub cuts: u64,
    /// Nodes answered by the table.
    pub table_hits: u64,
    /// Best play from the position, as the search proved it.
    pub pv: Vec<String>,
    /// False when the budget ran out first: the value is then not proved.
    pub complete: bool,
    /// `fast` (the table-driven 2x2 Go solver) or `generic` (the engine of the search module).
    pub kernel: &'static str,
    /// The traced events, when asked for.
    pub trace: Vec<Event<String>>,
    /// True when the trace was longer than asked for.
    pub trace_truncated: bool,
}

fn options_from(o: &SearchOptions, orderings: &[&str]) -> Result<Options> {
    let alpha_beta = match o.algorithm.trim() {
        "alphabeta" | "alpha-beta" => true,
        "minimax" => false,
        other => {
            return Err(Error::new(
                ErrorKind::BadOption,
                format!(
                    "The algorithm {} is not known: choose \"minimax\" or \"alphabeta\".",
                    quote(other)
                ),
            ))
        }
    };
    let ordering = match &o.ordering {
        None => 0,
        Some(name) => orderings.iter().position(|x| x == name).ok_or_else(|| {
            Error::new(
                ErrorKind::BadOption,
                format!(
                    "The ordering {} is not known here: choose {}.",
                    quote(name),
                    orderings.join(" or ")
                ),
            )
        })?,
    };
    let whole = |x: Option<f64>, default: f64, max: f64, what: &str| -> Result<f64> {
        let v = x.unwrap_or(default);
        if !(v.is_finite() && v >= 0.0 && v.fract() == 0.0 && v <= max) {
            return Err(Error::new(
                ErrorKind::BadOption,
                format!(
                    "The {what} must be a whole number from 0 to {}, not {}.",
                    crate::error::describe_number(max),
                    crate::error::describe_number(v)
                ),
            ));
        }
        Ok(v)
    };
    Ok(Options {
        alpha_beta,
        ordering,
        table: o.table,
        symmetry: o.symmetry,
        budget: whole(o.budget, DEFAULT_BUDGET as f64, 1e12, "budget")? as u64,
        trace: whole(o.trace, 0.0, MAX_TRACE as f64, "trace length")? as usize,
    })
}

fn report_into<M: Copy + PartialEq + std::fmt::Debug>(
    game: &str,
    position: String,
    first_player_moves: bool,
    report: engine::Report<M>,
    name: impl Fn(M) -> String,
) -> SearchResult {
    let value = if first_player_moves {
        report.value
    } else {
        -report.value
    };
    SearchResult {
        game: game.into(),
        position,
        value,
        value_for_mover: report.value,
        nodes: report.nodes,
        max_depth: report.max_depth,
        nodes_per_depth: report.nodes_per_depth,
        leaves: report.leaves,
        cuts: report.cuts,
        table_hits: report.table_hits,
        pv: report.pv.into_iter().map(&name).collect(),
        complete: report.complete,
        kernel: "generic",
        trace: report
            .trace
            .into_iter()
            .map(|e| e.map_move(&name))
            .collect(),
        trace_truncated: report.trace_truncated,
    }
}

/// Runs minimax or alpha-beta on a tic-tac-toe or 2x2 Go position and reports its cost.
pub fn search(game: &str, position: &str, options: &SearchOptions) -> Result<SearchResult> {
    match game.trim() {
        "tictactoe" => {
            let mut pos = TicTacToe::parse(position)?;
            let opts = options_from(options, &tictactoe::ORDERINGS)?;
            let x_moves = pos.mover() == 1;
            let report = engine::search(&mut pos, opts);
            Ok(report_into(
                "tictactoe",
                pos.to_string(),
                x_moves,
                report,
                |c| (c + 1).to_string(),
            ))
        }
        "go2x2" => {
            let mut state = GoState::parse(position)?;
            let opts = options_from(options, &go2x2::ORDERINGS)?;
            let black = state.black_to_move;
            // The notes' search without extras runs on the fast table-driven solver.
            if opts.alpha_beta
                && !opts.table
                && opts.trace == 0
                && opts.budget >= DEFAULT_BUDGET
                && !state.over
            {
                let (v, solver) = Solver::run(&state, opts.ordering == 0);
                let per_depth = solver.nodes_per_depth();
                return Ok(SearchResult {
                    game: "go2x2".into(),
                    position: state.to_string(),
                    value: if black { v } else { -v },
                    value_for_mover: v,
                    nodes: per_depth.iter().sum(),
                    max_depth: per_depth.len().saturating_sub(1),
                    nodes_per_depth: per_depth,
                    leaves: solver.leaves,
                    cuts: 0,
                    table_hits: 0,
                    pv: principal_variation(&state),
                    complete: true,
                    kernel: "fast",
                    trace: Vec::new(),
                    trace_truncated: false,
                });
            }
            let position = state.to_string();
            let report = engine::search(&mut state, opts);
            Ok(report_into("go2x2", position, black, report, |m| {
                m.to_string()
            }))
        }
        other => Err(Error::new(
            ErrorKind::UnknownGame,
            format!("search runs on tictactoe and go2x2, not {}.", quote(other)),
        )),
    }
}

/// Best play from a 2x2 Go position, move by move, each chosen by its proved value.
fn principal_variation(state: &GoState) -> Vec<String> {
    let mut s = state.clone();
    let mut pv = Vec::new();
    while !s.over && pv.len() < 64 {
        let values = go_move_values(&s);
        let Some((mv, next, _)) = values
            .into_iter()
            .max_by_key(|(mv, _, v)| (*v, *mv == GoMove::Pass))
        else {
            break;
        };
        pv.push(mv.to_string());
        s = next;
    }
    pv
}

// ---------------------------------------------------------------- 8-puzzle

/// One event of the puzzle search, for the animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PuzzleStep {
    /// A new depth limit.
    Limit { limit: u32 },
    /// A tile slid (update).
    Try { tile: u8 },
    /// The slide taken back (undo): a dead end.
    Undo { tile: u8 },
    /// The goal reached.
    Solved,
}

/// What `puzzleSolve` returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
        events: s
            .events
            .into_iter()
            .map(|e| match e {
                PuzzleEvent::Limit(limit) => PuzzleStep::Limit { limit },
                PuzzleEvent::Try(tile) => PuzzleStep::Try { tile },
                PuzzleEvent::Undo(tile) => PuzzleStep::Undo { tile },
                PuzzleEvent::Solved => PuzzleStep::Solved,
            })
            .collect(),
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

// ---------------------------------------------------------------- complexity

/// One row of the game-complexity panel: how big a game is, counted where feasible and
/// estimated (b^d, or a bound) where not.
#[derive(Clone, Debug, PartialEq, Serialize)]
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

/// Complete games of Nim from a position, by counting each position's games once.
fn nim_games(piles: Vec<u32>, memo: &mut HashMap<Vec<u32>, f64>) -> f64 {
    let mut key = piles.clone();
    key.sort();
    if let Some(&g) = memo.get(&key) {
        return g;
    }
    let pos = Nim::new(piles.clone()).expect("small piles");
    let total = if pos.is_terminal() {
        1.0
    } else {
        pos.moves()
            .map(|mv| nim_games(pos.after(mv).piles().to_vec(), memo))
            .sum()
    };
    memo.insert(key, total);
    total
}

/// The game-complexity panel of the notes, for the games of the playground.
pub fn complexity() -> Vec<Complexity> {
    let mut out = Vec::new();
    // Nim 3,4,5: positions are all pile triples below the start; games counted exactly.
    let piles = [3u32, 4, 5];
    let states: f64 = piles.iter().map(|&p| f64::from(p + 1)).product();
    let avg_moves = piles.iter().map(|&p| f64::from(p) / 2.0).sum::<f64>();
    let games = nim_games(piles.to_vec(), &mut HashMap::new());
    out.push(row(
        "Nim 3,4,5",
        states,
        true,
        "every pile from 0 to its size: 4 x 5 x 6",
        Some(games),
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
    let mut boards = 0u32;
    let mut moves = 0u32;
    for black in 0..16u8 {
        for white in 0..16u8 {
            if black & white == 0 && go2x2::area_score(black, white).abs() <= 4 {
                let legal = (0..4).all(|p| {
                    let own = if black >> p & 1 == 1 { black } else { white };
                    (black | white) >> p & 1 == 0
                        || go2x2::place(own & !(1 << p), !own & (black | white), p).is_some()
                });
                if legal {
                    boards += 1;
                    moves += 1
                        + (0..4)
                            .filter(|&p| go2x2::place(black, white, p).is_some())
                            .count() as u32;
                }
            }
        }
    }
    out.push(row(
        "2x2 Go",
        f64::from(boards),
        true,
        "legal boards (every group has a liberty); superko also remembers the history",
        None,
        f64::from(moves) / f64::from(boards),
        58.0,
    ));
    // The 8-puzzle: breadth-first search from the goal.
    let reachable = puzzle8::distances()
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
    let chomp: f64 = (1..=14)
        .map(|k| f64::from(14 + k) / f64::from(k))
        .product::<f64>()
        - 1.0;
    out.push(row(
        "Chomp 14x14",
        chomp.round(),
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
    use super::super::{analyze, best_move, explain, play};
    use super::*;
    use crate::api::to_value;

    #[test]
    fn the_option_names_are_exactly_the_fields_serde_reads() {
        // Every listed name is a field (unknown fields are refused) ...
        let mut all = serde_json::Map::new();
        for name in SearchOptions::FIELDS {
            let value = match *name {
                "algorithm" | "ordering" => serde_json::json!("x"),
                "table" | "symmetry" => serde_json::json!(true),
                _ => serde_json::json!(1),
            };
            all.insert(name.to_string(), value);
        }
        let read: SearchOptions = serde_json::from_value(serde_json::Value::Object(all)).unwrap();
        assert!(read.table && read.symmetry);
        assert_eq!((read.budget, read.trace), (Some(1.0), Some(1.0)));
        // ... and a name that is not listed is refused.
        let err = serde_json::from_str::<SearchOptions>(r#"{"algorithm":"x","symetry":true}"#)
            .unwrap_err();
        assert!(err.to_string().contains("unknown field `symetry`"), "{err}");
    }

    fn opts(algorithm: &str, ordering: &str, table: bool) -> SearchOptions {
        SearchOptions {
            algorithm: algorithm.into(),
            ordering: Some(ordering.into()),
            table,
            symmetry: false,
            budget: None,
            trace: None,
        }
    }

    #[test]
    fn the_notes_table_for_2x2_go_is_reproduced() {
        let pass = search("go2x2", ".", &opts("alphabeta", "pass-first", false)).unwrap();
        assert_eq!((pass.value, pass.nodes, pass.max_depth), (1, 1446, 22));
        assert_eq!(pass.kernel, "fast");
        let stones = search("go2x2", ".", &opts("alphabeta", "stones-first", false)).unwrap();
        assert_eq!(
            (stones.value, stones.nodes, stones.max_depth),
            (1, 19_397_529, 58)
        );
        let table = search("go2x2", ".", &opts("alphabeta", "pass-first", true)).unwrap();
        assert_eq!((table.value, table.kernel), (1, "generic"));
        assert!(!pass.pv.is_empty());
    }

    #[test]
    fn tic_tac_toe_is_a_draw_and_every_search_agrees() {
        for (algorithm, ordering, table) in [
            ("minimax", "in-order", false),
            ("alphabeta", "in-order", false),
            ("alphabeta", "center-first", false),
            ("alphabeta", "center-first", true),
        ] {
            let r = search("tictactoe", ".........", &opts(algorithm, ordering, table)).unwrap();
            assert_eq!(r.value, 0, "{algorithm} {ordering} {table}");
        }
        let start = to_value(&analyze("tictactoe", ".........").unwrap());
        assert_eq!(start["completeGames"], 255_168);
        assert_eq!(start["reachablePositions"], 5_478);
        assert_eq!(start["outcome"], "D");
        let a = analyze("tictactoe", "xx.oo....").unwrap();
        assert_eq!(a.outcome, Outcome::N);
        assert_eq!(
            best_move("tictactoe", "xx.oo....", "perfect", 0)
                .unwrap()
                .r#move,
            "3"
        );
        assert_eq!(play("tictactoe", ".........", "5").unwrap(), "....x....");
        assert!(explain("tictactoe", "x...o....").is_ok());
    }

    #[test]
    fn go_moves_and_values_are_consistent() {
        let a = analyze("go2x2", ".").unwrap();
        assert_eq!(a.outcome, Outcome::N);
        for m in &a.moves {
            assert_eq!(play("go2x2", ".", &m.r#move).unwrap(), m.to);
        }
        let b = best_move("go2x2", ".", "perfect", 0).unwrap();
        assert!(b.winning);
        assert_eq!(analyze("go2x2", "pp").unwrap().moves.len(), 0);
    }

    #[test]
    fn traces_record_cuts_and_bad_options_are_refused() {
        let mut o = opts("alphabeta", "center-first", false);
        o.trace = Some(300.0);
        let r = search("tictactoe", "xo.x.o...", &o).unwrap();
        assert!(r.trace.iter().any(|e| matches!(e, Event::Cut { .. })));
        assert!(search("tictactoe", ".........", &opts("guess", "in-order", false)).is_err());
        assert!(search(
            "tictactoe",
            ".........",
            &opts("minimax", "pass-first", false)
        )
        .is_err());
        assert!(search("nim", "1", &opts("minimax", "in-order", false)).is_err());
    }

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

    #[test]
    fn the_puzzle_is_solved_or_refused_by_parity() {
        let s = puzzle_solve("123456708").unwrap();
        assert_eq!(s.moves, vec![8]);
        assert!(puzzle_solve("213456780").is_err());
        assert_eq!(puzzle_play("123456708", "8").unwrap(), "123456780");
    }
}

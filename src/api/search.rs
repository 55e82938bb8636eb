//! The search lab through the API: [`search()`] runs minimax or alpha-beta on a tic-tac-toe or
//! 2x2 Go position, with a move ordering, a transposition table and symmetry as asked, and
//! reports what the search cost (nodes per depth, cuts, table hits) with an optional trace
//! for the page's tree view.
//!
//! The search itself is [`crate::solve::search`]; the games are [`crate::games::tictactoe`]
//! and [`crate::games::go`]. This file reads the options, picks the game and writes the
//! report in the game's notation. One case is special: the notes' alpha-beta on 2x2 Go
//! without table, trace or budget runs on the game's fast table-driven solver (`kernel:
//! "fast"`), which counts exactly the same nodes as the generic engine.

use crate::error::{quote, Error, ErrorKind, Result};
use crate::games::go::{self, GoState, Solver};
use crate::games::tictactoe::{self, TicTacToe};
use crate::solve::search::{self as engine, Event, Options};
use serde::{Deserialize, Serialize};

/// Nodes a search may visit unless the caller asks for fewer.
pub const DEFAULT_BUDGET: u64 = 50_000_000;
/// Most trace events a search may record.
pub const MAX_TRACE: usize = 5_000;

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
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
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
    /// `fast` (a game's own kernel: the table-driven 2x2 Go solver, tic-tac-toe's bitboard
    /// minimax) or `generic` (the engine of the search module, which also traces).
    pub kernel: &'static str,
    /// The traced events, when asked for.
    pub trace: Vec<Event<String>>,
    /// True when the trace was longer than asked for.
    pub trace_truncated: bool,
}

/// Reads the page's options into the engine's, checking each against the game's orderings.
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

/// The engine's report as the page's result: moves written in the game's notation, the value
/// also given for the first player.
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
        kernel: report.kernel,
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
        "go" => {
            let mut state = GoState::parse(position)?;
            let opts = options_from(options, &go::ORDERINGS)?;
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
                    game: "go".into(),
                    position: state.to_string(),
                    value: if black { v } else { -v },
                    value_for_mover: v,
                    nodes: per_depth.iter().sum(),
                    max_depth: per_depth.len().saturating_sub(1),
                    nodes_per_depth: per_depth,
                    leaves: solver.leaves,
                    cuts: 0,
                    table_hits: 0,
                    pv: state
                        .principal_variation()
                        .into_iter()
                        .map(|m| m.to_string())
                        .collect(),
                    complete: true,
                    kernel: "fast",
                    trace: Vec::new(),
                    trace_truncated: false,
                });
            }
            let position = state.to_string();
            let report = engine::search(&mut state, opts);
            Ok(report_into("go", position, black, report, |m| {
                m.to_string()
            }))
        }
        other => Err(Error::new(
            ErrorKind::UnknownGame,
            format!("search runs on tictactoe and go, not {}.", quote(other)),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let pass = search("go", ".", &opts("alphabeta", "pass-first", false)).unwrap();
        assert_eq!((pass.value, pass.nodes, pass.max_depth), (1, 1446, 22));
        assert_eq!(pass.kernel, "fast");
        let stones = search("go", ".", &opts("alphabeta", "stones-first", false)).unwrap();
        assert_eq!(
            (stones.value, stones.nodes, stones.max_depth),
            (1, 19_397_529, 58)
        );
        let table = search("go", ".", &opts("alphabeta", "pass-first", true)).unwrap();
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
}

//! The search lab through the API: [`search()`] runs minimax or alpha-beta on a tic-tac-toe or
//! 2x2 Go position, with a move ordering, a transposition table and symmetry as asked, and
//! reports what the search cost (nodes per depth, cuts, table hits) with an optional trace
//! for the page's tree view.
//!
//! The search itself is [`crate::solve::search`]; each game of the lab runs it from its own
//! adapter (`searched` in `src/api/<game>.rs`), which reads its position and its orderings.
//! This file reads the options and writes the report in the game's notation. A game may run a
//! search of its own where it counts exactly the same nodes (2x2 Go's table-driven solver:
//! `kernel: "fast"`).

use crate::error::{quote, Error, ErrorKind, Result};
use crate::solve::search::{self as engine, Event, Options, SearchGame};
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
pub(super) fn options_from(o: &SearchOptions, orderings: &[&str]) -> Result<Options> {
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

/// Runs the generic engine on `pos` (of the game `game`) and writes its report as the page's
/// result: moves written in the game's notation by `name`, the value also given for the first
/// player (`first_player_moves` says whether that is the player to move).
pub(super) fn run<G: SearchGame + std::fmt::Display>(
    game: &str,
    pos: &mut G,
    first_player_moves: bool,
    opts: Options,
    name: impl Fn(G::Move) -> String,
) -> SearchResult {
    let position = pos.to_string();
    let report = engine::search(pos, opts);
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

/// Runs minimax or alpha-beta on a position of a game of the search lab and reports its cost:
/// each such game's adapter runs it (`searched`), with `options_from` and `run` above.
pub fn search(game: &str, position: &str, options: &SearchOptions) -> Result<SearchResult> {
    super::lookup(game)?.search(game.trim(), position, options)
}

/// The answer of a game the search lab does not search.
pub(super) fn not_searched(game: &str) -> Error {
    Error::new(
        ErrorKind::UnknownGame,
        format!("The search lab does not search {}.", quote(game)),
    )
}

#[cfg(test)]
pub(crate) mod tests {
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

    pub(crate) fn opts(algorithm: &str, ordering: &str, table: bool) -> SearchOptions {
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
    fn a_game_without_a_search_is_refused() {
        let first = &super::super::games()[0];
        let err = search(
            first.id,
            first.default_position,
            &opts("minimax", "in-order", false),
        )
        .unwrap_err();
        assert_eq!(err.kind, ErrorKind::UnknownGame);
    }
}

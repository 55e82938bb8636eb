//! The games' own test cases, read from tests/data/games/ by listing the folder, so that a game
//! brings its cases in files of its own and the shared tests name no game.
//!
//! Each game of the catalogue may have two files there, named after its id's family (the id
//! before any ":": `moore` for `moore:2`, `pig` for Pig and Piglet):
//!
//! - `<family>.json`, read here for tests/golden.rs and tests/robustness.rs. One object whose
//!   keys are all optional:
//!   - `"positions"`: more positions than the catalogue's default one for each of the game's
//!     variants, each given the calls every position gets (tests/golden.rs);
//!   - `"calls"`: more calls recorded in tests/data/golden.jsonl, in this order, each written
//!     `["<export>", <argument>, ...]` with the export's JavaScript name, e.g.
//!     `["bestMove", "nim", "3", "grandmaster", 1]`;
//!   - `"badIds"`: ids of the family that are malformed or out of range, beyond the ones
//!     tests/robustness.rs derives for every family;
//!   - `"hostile"`: texts every game of tests/robustness.rs is given as positions and moves;
//!   - `"deep"`: long or deeply nested texts for the values' notation, given to `compare` and to
//!     every partizan game;
//!   - `"hostileCalls"`: the game's own exports for tests/robustness.rs, written as `"calls"`
//!     are, where an argument `"$text"` is each hostile text in turn and `"$number"` each
//!     hostile number (NaN and the infinities among them).
//!
//!   A text of `"hostile"` and `"deep"` is a string, or a list of parts joined, each part a
//!   string or `[string, times]`: `["hackenbush(", ["B", 3000], ")"]`.
//! - `<family>.rs`: its checks through the real WebAssembly module, a module of tests/wasm.rs.
//!   That test cannot list a folder, so tests/data/games/mod.rs lists these files for it; that
//!   list is written by `GRUNDY_GOLDEN=write cargo test --test golden` (tests/golden.rs checks
//!   it).
//!
//! A file named after no family of the catalogue (but `mod.rs`, that list), an unknown key or
//! any other file fails here.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

/// The folder of the games' files.
pub const FOLDER: &str = "tests/data/games";

/// A call: the export's JavaScript name and its arguments.
pub type Call = (String, Vec<Value>);

/// One game's `<family>.json`, as written.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct File {
    positions: Vec<String>,
    calls: Vec<Vec<Value>>,
    bad_ids: Vec<String>,
    hostile: Vec<Value>,
    deep: Vec<Value>,
    hostile_calls: Vec<Vec<Value>>,
}

/// One game's cases, read (see the module's comment).
#[derive(Default)]
pub struct Game {
    /// More positions for each variant.
    pub positions: Vec<String>,
    /// More recorded calls.
    pub calls: Vec<Call>,
    /// More malformed ids.
    pub bad_ids: Vec<String>,
    /// Hostile texts.
    pub hostile: Vec<String>,
    /// Long or deep texts for the values' notation.
    pub deep: Vec<String>,
    /// The game's own exports, with `"$text"` and `"$number"` to fill in.
    pub hostile_calls: Vec<Call>,
}

/// The family of a game or variant id: the id before any ":".
pub fn family(id: &str) -> &str {
    id.split(':').next().unwrap()
}

/// The families of the catalogue's games, each game once.
fn families() -> Vec<String> {
    grundy::api::games()
        .iter()
        .map(|g| family(g.id).to_string())
        .collect()
}

/// The files of the folder with this extension, by family, checking every file's name.
fn listing(extension: &str) -> BTreeMap<String, std::path::PathBuf> {
    let families = families();
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(FOLDER).expect(FOLDER) {
        let path = entry.unwrap().path();
        // The list of the `<family>.rs` files for tests/wasm.rs (see above).
        if path.file_name().unwrap() == "mod.rs" {
            continue;
        }
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        assert!(
            families.contains(&stem) && ["json", "rs"].contains(&ext),
            "{}: a game's file is <family>.json or <family>.rs, the family one of {families:?}",
            path.display()
        );
        if ext == extension {
            files.insert(stem, path);
        }
    }
    files
}

/// A text of `"hostile"` or `"deep"`: a string, or its parts joined.
fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .map(|part| match part {
                Value::String(s) => s.clone(),
                Value::Array(repeat) => match repeat.as_slice() {
                    [Value::String(s), Value::Number(n)] => s.repeat(n.as_u64().unwrap() as usize),
                    _ => panic!("a repeated part is [string, times]: {part}"),
                },
                _ => panic!("a part is a string or [string, times]: {part}"),
            })
            .collect(),
        _ => panic!("a text is a string or a list of parts: {value}"),
    }
}

fn call(written: &[Value]) -> Call {
    match written.split_first() {
        Some((Value::String(name), args)) => (name.clone(), args.to_vec()),
        _ => panic!("a call is [\"<export>\", <argument>, ...]: {written:?}"),
    }
}

/// Every game's cases, by family, in the order of the names.
pub fn read() -> BTreeMap<String, Game> {
    listing("json")
        .into_iter()
        .map(|(family, path)| {
            let json = std::fs::read_to_string(&path).unwrap();
            let file: File =
                serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let game = Game {
                positions: file.positions,
                calls: file.calls.iter().map(|c| call(c)).collect(),
                bad_ids: file.bad_ids,
                hostile: file.hostile.iter().map(text).collect(),
                deep: file.deep.iter().map(text).collect(),
                hostile_calls: file.hostile_calls.iter().map(|c| call(c)).collect(),
            };
            (family, game)
        })
        .collect()
}

/// The families that have wasm checks (`<family>.rs`), in the order of the names.
pub fn wasm_checks() -> Vec<String> {
    listing("rs").into_keys().collect()
}

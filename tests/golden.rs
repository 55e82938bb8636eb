//! The golden comparison: what the page receives must not change when the way results cross
//! into JavaScript changes.
//!
//! `tests/data/golden.jsonl` holds one line per call: the exported function, its arguments and
//! the plain data it answered (or the error's kind and message). The calls cover every export
//! and every game of the catalogue. The catalogue gives the calls every game gets: each
//! variant's start position, analyzed, explained, the computer's move at both levels, the
//! positions one move away, and the errors of a position it cannot read and an illegal move.
//! Each game's file in tests/data/games/ (read by tests/golden_calls/games.rs, which describes
//! it) adds more positions and its own calls: more variants, errors of every kind, its own
//! exports (the searches, the 8-puzzle, Chomp's solve in slices, the xor corner, Pig). So a new
//! game brings its calls in its own file, and this one names no game.
//!
//! This test gathers those calls, checks that they are the recorded ones (a call gathered but
//! not recorded, or recorded but no longer gathered, fails), then replays every line through
//! the Rust API and compares the results, numbers by value (`6` and `6.0` are the same number
//! to JavaScript). `tests/wasm.rs` replays the same lines through the real WebAssembly exports,
//! so the objects the page gets are compared too.
//!
//! To record the file again after a change that is meant to change results, or after adding a
//! game's file: `GRUNDY_GOLDEN=write cargo test --test golden`, then read the diff. The calls
//! already recorded keep their lines' order (new ones are appended), so the diff shows only
//! what changed. The same command writes tests/data/games/mod.rs, the list of the games' wasm
//! checks that tests/wasm.rs includes (it cannot list a folder itself); the second test here
//! fails while that list is not the folder's.
#![cfg(not(target_arch = "wasm32"))]

// Shared with tests/robustness.rs, which reads other parts of the games' files.
#[allow(dead_code)]
mod golden_calls;

use std::collections::BTreeMap;

use golden_calls::games::{self, family, Call};
use golden_calls::{compare, record};
use serde_json::{json, Value};

const FILE: &str = "tests/data/golden.jsonl";

/// The list of the games' wasm checks, for tests/wasm.rs.
const WASM_CHECKS: &str = "tests/data/games/mod.rs";

fn writing() -> bool {
    std::env::var("GRUNDY_GOLDEN").as_deref() == Ok("write")
}

/// Every call to record: the catalogue's, then each game's own, in the order of the files.
fn calls(data: &BTreeMap<String, games::Game>) -> Vec<Call> {
    let mut list: Vec<Call> = Vec::new();
    let mut add = |name: &str, args: Vec<Value>| list.push((name.to_string(), args));

    add("games", vec![]);
    add("complexity", vec![]);

    // Every variant of the catalogue: its start position and the more of its game's file.
    let games = golden_calls::run("games", &[]).expect("the catalogue");
    for game in games.as_array().unwrap() {
        // The games of chance have calls of their own (in their files), not the generic ones.
        if game["kind"] == "chance" {
            continue;
        }
        let start = game["defaultPosition"].as_str().unwrap().to_string();
        let more = data
            .get(family(game["id"].as_str().unwrap()))
            .map_or(&[][..], |g| &g.positions[..]);
        for variant in game["variants"].as_array().unwrap() {
            let id = variant["id"].as_str().unwrap().to_string();
            let mut positions = vec![start.clone()];
            positions.extend(more.iter().cloned());
            for position in positions {
                add("analyze", vec![json!(id), json!(position)]);
                add("explain", vec![json!(id), json!(position)]);
                add(
                    "bestMove",
                    vec![json!(id), json!(position), json!("perfect"), json!(1)],
                );
                add(
                    "bestMove",
                    vec![json!(id), json!(position), json!("beginner"), json!(7)],
                );
                // The first two moves, played and analyzed.
                if let Ok(a) = golden_calls::run("analyze", &[json!(id), json!(position)]) {
                    for m in a["moves"].as_array().unwrap().iter().take(2) {
                        add("play", vec![json!(id), json!(position), m["move"].clone()]);
                        add("analyze", vec![json!(id), m["to"].clone()]);
                    }
                }
            }
            // Errors every game answers: a position it cannot read and an illegal move.
            add("analyze", vec![json!(id), json!("?!")]);
            add("play", vec![json!(id), json!(start), json!("99-99")]);
        }
    }
    // A game that does not exist, through the generic exports, the solve ahead and the labs;
    // a lab a game does not have.
    add("analyze", vec![json!("chess"), json!("1")]);
    add("explain", vec![json!("chess"), json!("1")]);
    add("solve", vec![json!("chess"), json!("L:3x3"), json!(10)]);
    add("lab", vec![json!("chess"), json!("solve")]);
    add(
        "lab",
        vec![json!(grundy::api::games()[0].id), json!("solve")],
    );

    // Each game's own calls, in its file's order (Chomp's solve in slices depends on it).
    for game in data.values() {
        list.extend(game.calls.iter().cloned());
    }
    list
}

/// A call as one comparable key.
fn key(call: &Call) -> String {
    json!([call.0, call.1]).to_string()
}

/// The calls of the recorded file, in its order.
fn recorded() -> Vec<Call> {
    let text = std::fs::read_to_string(FILE).unwrap_or_default();
    text.lines()
        .map(|line| {
            let entry: Value = serde_json::from_str(line).unwrap();
            let name = entry["call"].as_str().unwrap().to_string();
            (name, entry["args"].as_array().unwrap().clone())
        })
        .collect()
}

/// Counts of each call.
fn counts(calls: &[Call]) -> BTreeMap<String, i64> {
    let mut counts = BTreeMap::new();
    for call in calls {
        *counts.entry(key(call)).or_insert(0) += 1;
    }
    counts
}

/// The gathered calls in the order to record them: those already recorded keep their place,
/// the others follow in the order gathered.
fn in_recorded_order(recorded: &[Call], gathered: &[Call]) -> Vec<Call> {
    let mut left = counts(gathered);
    let mut order = Vec::new();
    for call in recorded.iter().chain(gathered) {
        let n = left.get_mut(&key(call));
        if let Some(n) = n.filter(|n| **n > 0) {
            *n -= 1;
            order.push(call.clone());
        }
    }
    order
}

#[test]
fn every_recorded_call_answers_as_recorded() {
    let gathered = calls(&games::read());
    if writing() {
        record(FILE, &in_recorded_order(&recorded(), &gathered));
    }
    // The file records exactly the gathered calls, each as many times.
    let (want, have) = (counts(&gathered), counts(&recorded()));
    let mut unrecorded = Vec::new();
    for (call, n) in &want {
        let m = have.get(call).copied().unwrap_or(0);
        if m != *n {
            unrecorded.push(format!("{call}: gathered {n} times, recorded {m}"));
        }
    }
    for (call, m) in &have {
        if !want.contains_key(call) {
            unrecorded.push(format!("{call}: recorded {m} times, no longer gathered"));
        }
    }
    assert!(
        unrecorded.is_empty(),
        "{FILE} does not record the calls of the catalogue and tests/data/games/ \
         (GRUNDY_GOLDEN=write cargo test --test golden records them):\n{}",
        unrecorded.join("\n")
    );

    let text = std::fs::read_to_string(FILE).expect("tests/data/golden.jsonl");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 300, "{} calls recorded", lines.len());
    let mut differences = Vec::new();
    for line in &lines {
        let entry: Value = serde_json::from_str(line).unwrap();
        let name = entry["call"].as_str().unwrap();
        let args = entry["args"].as_array().unwrap();
        let now = golden_calls::answer(name, args);
        if let Err(where_) = compare(&entry["answer"], &now, "") {
            differences.push(format!("{name}{args:?}: {where_}"));
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {} calls answer differently:\n{}",
        differences.len(),
        lines.len(),
        differences.join("\n")
    );
}

/// tests/data/games/mod.rs: one module of tests/wasm.rs per game's `<family>.rs` beside it.
fn wasm_checks_list() -> String {
    let mut out = String::from(
        "// The games' own checks through the real WebAssembly module, <family>.rs here, as\n\
         // modules of tests/wasm.rs, which cannot list a folder. Written by\n\
         // `GRUNDY_GOLDEN=write cargo test --test golden` from the listing: do not edit.\n\n",
    );
    for family in games::wasm_checks() {
        out.push_str(&format!("mod {family};\n"));
    }
    out
}

#[test]
fn the_wasm_checks_listed_for_tests_wasm_are_the_folders() {
    let want = wasm_checks_list();
    if writing() {
        std::fs::write(WASM_CHECKS, &want).unwrap();
    }
    let have = std::fs::read_to_string(WASM_CHECKS).unwrap_or_default();
    assert!(
        have == want,
        "{WASM_CHECKS} does not list the files tests/data/games/*.rs \
         (GRUNDY_GOLDEN=write cargo test --test golden writes it); it should read:\n{want}"
    );
}

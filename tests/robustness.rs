//! Every API function driven with hostile and random text: each call must return a result or
//! an error with a message, never panic. (A panic in the browser is a dead wasm module.)
//!
//! The inputs are the ones students and URLs produce: empty parts, negative and huge numbers,
//! thousands of piles, unicode digits, emoji, stray brackets, and random strings built from the
//! characters the notations use, for every game id of the catalogue and some that are not.
//! Every result must also serialize to plain data, as the page receives it.
//!
//! The cases come from the catalogue and from the games' own files (tests/data/games/, read by
//! tests/golden_calls/games.rs), so that this file names no game: the catalogue gives the ids,
//! the malformed ids every family gets, the games that search and the partizan games; a game's
//! file adds its own malformed ids, hostile texts (a sum's notation), deep texts for the values'
//! notation, and its own exports (the 8-puzzle, Chomp's solve, the xor corner, a partizan
//! solve), which this test calls by their JavaScript names with every hostile text and number.

use std::panic::{catch_unwind, AssertUnwindSafe};

use grundy::api;
use grundy::catalogue::Kind;
use grundy::game::Rng;

// Shared with tests/golden.rs, which records and replays the calls of the games' files.
#[allow(dead_code, unused_imports)]
mod golden_calls;

use golden_calls::games::{self, family};
use golden_calls::Arg;

fn hostile() -> Vec<String> {
    let mut v: Vec<String> = [
        "",
        " ",
        ",",
        ",,",
        "-1",
        "-0",
        "+1",
        "0",
        "1",
        "1e9",
        "0x10",
        "1.5",
        "NaN",
        "null",
        "{}",
        "99999999999999999999999",
        "18446744073709551616",
        "4294967296",
        "2147483648",
        "３,４",
        "١٢٣",
        "💣",
        "\u{202e}1,2",
        "\0",
        "(((",
        ")(",
        "a(1) + ",
        "w:",
        "b:0-",
        "w:9-1",
        "r-1c0",
        "r99c99",
        "rc",
        "...",
        "pp",
        "ppp",
        "abcdabcd",
        "p p p",
        "1 2 3",
        "1_000",
        "3,4,5",
        "7,7",
        "1,4,4,7",
        "3,5;2,2",
        "5,5,3,1",
        "x...o....",
        "xxxxxxxxx",
        "123456780",
        "867254301",
        "213456780",
        "1-1",
        "1:0",
        "2:2+2",
        "1-2+3-1",
        "w:0-5,2-7",
        "r1c1",
        "pass",
        "a",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("1,".repeat(5000));
    v.push("9".repeat(5000));
    v.push("x".repeat(10_000));
    v.push(vec!["0"; 3000].join(","));
    v.push(["1"; 64].join(","));
    v.push(["14"; 14].join(","));
    // The games' own: a sum's notation naming its games, say.
    v.extend(games::read().into_values().flat_map(|g| g.hostile));
    v
}

/// The numbers given to every number argument of the games' own exports.
const NUMBERS: [f64; 8] = [
    f64::NAN,
    -1.0,
    f64::INFINITY,
    f64::NEG_INFINITY,
    0.0,
    -0.0,
    1e300,
    2147483648.0,
];

fn random_text(rng: &mut Rng) -> String {
    const ALPHABET: &[u8] = b"0123456789,,,:;-+() .xopabcdrwW9";
    let len = rng.below(24) as usize;
    (0..len)
        .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize] as char)
        .collect()
}

/// Every variant of the catalogue, then ids that are not: no game, and for every family the
/// bare family, an empty, a wrong, a zero and a huge parameter, and misère play (some of
/// which exist), and the malformed ids of the games' files. Each id once.
fn game_ids() -> Vec<String> {
    let variants: Vec<String> = api::games()
        .iter()
        .flat_map(|g| g.variants.iter().map(|v| v.id.to_string()))
        .collect();
    let mut ids = variants.clone();
    ids.extend(["", "chess", "💣"].map(String::from));
    for id in &variants {
        let f = family(id);
        ids.extend([":", ":x", ":0", ":99", ":misere"].map(|p| format!("{f}{p}")));
        ids.push(f.to_string());
    }
    ids.extend(games::read().into_values().flat_map(|g| g.bad_ids));
    let mut seen = std::collections::HashSet::new();
    ids.retain(|id| seen.insert(id.clone()));
    ids
}

/// Runs `f`, failing the test with the inputs if it panics or returns an empty error, or if
/// its result does not serialize to plain data (what the wasm export hands to JavaScript).
fn survive<T: serde::Serialize>(
    what: &str,
    inputs: &[&str],
    f: impl FnOnce() -> grundy::Result<T>,
) {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(result)) => {
            if let Err(e) = serde_json::to_value(&result) {
                panic!("{what}{inputs:?}: the result does not serialize ({e})");
            }
        }
        Ok(Err(e)) => assert!(!e.message.is_empty(), "{what}{inputs:?}: empty message"),
        Err(_) => panic!("{what}{inputs:?} panicked"),
    }
}

/// `survive` for an export called by its JavaScript name (tests/golden_calls/mod.rs), which
/// serializes the result itself: a result that does not serialize panics there.
fn survive_call(name: &str, args: &[Arg]) {
    match catch_unwind(AssertUnwindSafe(|| golden_calls::call(name, args))) {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => assert!(
            e["message"].as_str().is_some_and(|m| !m.is_empty()),
            "{name}{args:?}: empty message"
        ),
        Err(_) => panic!("{name}{args:?} panicked"),
    }
}

#[test]
fn every_function_answers_hostile_text_with_a_result_or_a_message() {
    let texts = hostile();
    for game in game_ids() {
        for position in &texts {
            survive("analyze", &[&game, position], || {
                api::analyze(&game, position)
            });
            survive("explain", &[&game, position], || {
                api::explain(&game, position)
            });
            survive("bestMove", &[&game, position], || {
                api::best_move(&game, position, "beginner", 7)
            });
        }
        let start = api::games()
            .iter()
            .find(|g| g.variants.iter().any(|v| v.id == game))
            .map(|g| g.default_position.to_string())
            .unwrap_or_else(|| "3,4,5".into());
        for mv in &texts {
            survive("play", &[&game, &start, mv], || {
                api::play(&game, &start, mv)
            });
        }
        for level in ["perfect", "beginner", "", "PERFECT", "💣"] {
            survive("bestMove", &[&game, &start, level], || {
                api::best_move(&game, &start, level, u64::MAX)
            });
        }
    }
}

#[test]
fn random_strings_never_break_any_game() {
    let mut rng = Rng::new(6);
    let ids = game_ids();
    for _ in 0..4000 {
        let game = &ids[rng.below(ids.len() as u64) as usize];
        let position = random_text(&mut rng);
        let mv = random_text(&mut rng);
        survive("analyze", &[game, &position], || {
            api::analyze(game, &position)
        });
        survive("play", &[game, &position, &mv], || {
            api::play(game, &position, &mv)
        });
        survive("explain", &[game, &position], || {
            api::explain(game, &position)
        });
    }
}

/// Every variant's start position with its outcome, to see that the module still answers the
/// same after the hostile calls.
fn start_outcomes() -> Vec<(String, String, Option<grundy::Outcome>)> {
    api::games()
        .iter()
        .flat_map(|g| {
            g.variants.iter().map(|v| {
                let analysis = api::analyze(v.id, g.default_position)
                    .unwrap_or_else(|e| panic!("{} {}: {}", v.id, g.default_position, e.message));
                (
                    v.id.to_string(),
                    g.default_position.to_string(),
                    analysis.outcome,
                )
            })
        })
        .collect()
}

#[test]
fn the_other_entries_survive_hostile_input_too() {
    let before = start_outcomes();
    let data = games::read();
    // The games' own exports, each given every hostile text and number where its file says.
    for (name, written) in data.values().flat_map(|g| &g.hostile_calls) {
        let has = |slot: &str| written.iter().any(|a| a == slot);
        let texts = if has("$text") {
            hostile()
        } else {
            vec![String::new()]
        };
        let numbers: &[f64] = if has("$number") { &NUMBERS } else { &[0.0] };
        for text in &texts {
            for &x in numbers {
                let args: Vec<Arg> = written
                    .iter()
                    .map(|a| match a.as_str() {
                        Some("$text") => Arg::Text(text.clone()),
                        Some("$number") => Arg::Number(x),
                        _ => Arg::from(a),
                    })
                    .collect();
                survive_call(name, &args);
            }
        }
    }
    // The searches, on every game (those that do not search refuse).
    for text in hostile() {
        for game in api::games().iter().map(|g| g.id) {
            let options = api::SearchOptions {
                algorithm: "alphabeta".into(),
                ordering: Some(text.clone()),
                table: true,
                symmetry: true,
                budget: Some(10_000.0),
                trace: Some(50.0),
            };
            survive("search", &[game, &text], || {
                api::search(game, &text, &options)
            });
        }
    }
    // The partizan games' own entries, and deep or long values.
    let deep = [
        "-".repeat(4000) + "1",
        "{".repeat(3000),
        "±".repeat(1300) + "1",
        "{ | ".repeat(1000),
        "^".repeat(4000),
        "B(".repeat(2000),
        "*".repeat(4000),
        "1/".repeat(2000),
    ];
    let deep = deep
        .into_iter()
        .chain(data.values().flat_map(|g| g.deep.clone()));
    let partizan: Vec<&str> = api::games()
        .iter()
        .filter(|g| g.kind == Kind::Partizan)
        .map(|g| g.id)
        .collect();
    assert!(!partizan.is_empty(), "the catalogue has partizan games");
    for text in hostile().into_iter().chain(deep) {
        survive("compare", &[&text], || api::compare(&text, "0"));
        survive("compare", &[&text], || api::compare("*", &text));
        for &game in &partizan {
            survive("analyze", &[game, &text], || api::analyze(game, &text));
            survive("solve", &[game, &text], || api::solve(game, &text, 1000.0));
        }
    }
    // The module keeps working after all of it: every start position answers as before.
    let after = start_outcomes();
    assert_eq!(before, after);
}

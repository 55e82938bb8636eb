//! Every API function driven with hostile and random text: each call must return a result or
//! an error with a message, never panic. (A panic in the browser is a dead wasm module.)
//!
//! The inputs are the ones students and URLs produce: empty parts, negative and huge numbers,
//! thousands of piles, unicode digits, emoji, stray brackets, and random strings built from the
//! characters the notations use, for every game id of the catalogue and some that are not.
//! Every result must also serialize to plain data, as the page receives it.

use std::panic::{catch_unwind, AssertUnwindSafe};

use grundy::api;
use grundy::game::Rng;

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
        "kayles(",
        "kayles(1)+",
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
        "scoring:1,2,3(999999999)",
        "nim(1) + nim(2)",
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
    v
}

fn random_text(rng: &mut Rng) -> String {
    const ALPHABET: &[u8] = b"0123456789,,,:;-+() .xopabcdrwW9";
    let len = rng.below(24) as usize;
    (0..len)
        .map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize] as char)
        .collect()
}

fn game_ids() -> Vec<String> {
    let mut ids: Vec<String> = api::games()
        .iter()
        .flat_map(|g| g.variants.iter().map(|v| v.id.to_string()))
        .collect();
    ids.extend(
        [
            "",
            "chess",
            "nim:",
            "nim:x",
            "scoring",
            "scoring:",
            "scoring:0",
            "scoring:1,x",
            "octal:",
            "octal:9.9",
            "octal:0.77777777777777",
            "moore:0",
            "moore:99",
            "northcott:1",
            "northcott:99",
            "sums:misere",
            "kayles:misere",
            "wythoff:misere",
            "chomp:misere",
            "💣",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
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

#[test]
fn the_other_entries_survive_hostile_input_too() {
    for text in hostile() {
        survive("puzzleSolve", &[&text], || api::puzzle_solve(&text));
        survive("puzzlePlay", &[&text], || {
            api::play("puzzle", "123456708", &text)
        });
        survive("chompSolve", &[&text], || api::chomp_solve(&text, 1000.0));
        for game in ["tictactoe", "go", "nim"] {
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
    for budget in [f64::NAN, -1.0, f64::INFINITY, 0.0, 1e300] {
        survive("chompSolve", &["5,5"], || api::chomp_solve("5,5", budget));
    }
    for (a, b) in [
        (f64::NAN, 1.0),
        (f64::INFINITY, 1.0),
        (-0.0, 3.0),
        (1e300, 2.0),
        (2147483648.0, 1.0),
    ] {
        survive("xorExplain", &[], || api::xor_explain(a, b));
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
        "domineering(".repeat(300),
        "hackenbush(".to_string() + &"B".repeat(3000) + ")",
    ];
    for text in hostile().into_iter().chain(deep) {
        survive("compare", &[&text], || api::compare(&text, "0"));
        survive("compare", &[&text], || api::compare("*", &text));
        for game in ["values", "hackenbush", "domineering", "cutcake", "toads"] {
            survive("analyze", &[game, &text], || api::analyze(game, &text));
            survive("partizanSolve", &[game, &text], || {
                api::partizan_solve(game, &text, 1000.0)
            });
        }
    }
    for budget in [f64::NAN, -1.0, f64::INFINITY, 0.0, 1e300] {
        survive("partizanSolve", &["domineering"], || {
            api::partizan_solve("domineering", "L:3x3", budget)
        });
    }
    // The module keeps working after all of it.
    assert_eq!(
        api::analyze("nim", "3,4,5").unwrap().outcome,
        Some(grundy::Outcome::N)
    );
}

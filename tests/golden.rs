//! The golden comparison: what the page receives must not change when the way results cross
//! into JavaScript changes.
//!
//! `tests/data/golden.jsonl` holds one line per call: the exported function, its arguments and
//! the plain data it answered (or the error's kind and message). The calls cover every export
//! and every game of the catalogue: each variant's start position and a few more, the positions
//! one move away, explanations, the computer's move at both levels, errors of every kind, the
//! searches with and without traces, the 8-puzzle, Chomp's solve in slices, the xor corner and Pig.
//!
//! This test replays every line through the Rust API and compares the results, numbers by value
//! (`6` and `6.0` are the same number to JavaScript). `tests/wasm.rs` replays the same lines
//! through the real WebAssembly exports, so the objects the page gets are compared too.
//!
//! To record the file again after a change that is meant to change results:
//! `GRUNDY_GOLDEN=write cargo test --test golden`, then read the diff.
#![cfg(not(target_arch = "wasm32"))]

mod golden_calls;

use golden_calls::{compare, record};
use serde_json::Value;

const FILE: &str = "tests/data/golden.jsonl";

/// Every call of the list, with its arguments as JSON values.
fn calls() -> Vec<(String, Vec<Value>)> {
    use serde_json::json;
    let mut list: Vec<(String, Vec<Value>)> = Vec::new();
    let mut add = |name: &str, args: Vec<Value>| list.push((name.to_string(), args));

    add("games", vec![]);
    add("complexity", vec![]);

    // Every variant of the catalogue: its start position and a few more of each family.
    let extra = |id: &str| -> Vec<&'static str> {
        match id.split(':').next().unwrap() {
            "nim" => vec!["1,2,3", "0,0", "7", "1,1,1", "100,200,300"],
            "scoring" => vec!["7,7", "0", "4"],
            "nimble" => vec!["0,3", "2,2"],
            "kayles" => vec!["8", "1,1", "0"],
            "octal" => vec!["5,3", "2"],
            "wythoff" => vec!["3,5", "0,0", "1,2", "3,5;2,2"],
            "moore" => vec!["1,1,1", "0,0,0", "5,5,5,5"],
            "northcott" => vec!["b:0-5,2-7,1-3", "w:0-1", "w:3-4,0-7"],
            "tictactoe" => vec!["x........", "xo.......", "xxxoo...."],
            "go" => vec!["a", "ad", "adp", "adpcp"],
            "sums" => vec!["kayles(4) + nim(3)", "nimble(1,4) + wythoff(1,2)"],
            "chomp" => vec!["3,3,3", "2,1", "1", "4,4,2,1"],
            "hackenbush" => vec!["R:BR", "L:B(R,BB)", "L:empty"],
            "domineering" => vec!["R:2x3", "L:../.#", "L:3x3"],
            "cutcake" => vec!["R:3x2", "L:1x1"],
            "toads" => vec!["R:T.F", "L:TF", "L:TT.F.F"],
            "values" => vec!["R:{1 | *}", "L:^ + *", "L:domineering(3x3) - ±1", "L:0"],
            _ => vec![],
        }
    };
    let games = golden_calls::run("games", &[]).expect("the catalogue");
    for game in games.as_array().unwrap() {
        // The games of chance have calls of their own (below), not the generic ones.
        if game["kind"] == "chance" {
            continue;
        }
        let start = game["defaultPosition"].as_str().unwrap().to_string();
        for variant in game["variants"].as_array().unwrap() {
            let id = variant["id"].as_str().unwrap().to_string();
            let mut positions = vec![start.clone()];
            positions.extend(extra(&id).into_iter().map(String::from));
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
    // More variants and errors of every kind.
    for (game, position) in [
        ("scoring:1,3,4", "10"),
        ("scoring:2,5:misere", "9,4"),
        ("octal:0.137", "6"),
        ("octal:0.6", "7"),
        ("kayles:misere", "6,2"),
        ("moore:3", "3,5,6,7"),
        ("northcott:5", "w:0-4,1-3"),
        ("chess", "1"),
        ("nim:reverse", "1"),
        ("nim", "4294967296"),
        (
            "chomp",
            "30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30",
        ),
        ("moore:2:misere", "3,4"),
    ] {
        add("analyze", vec![json!(game), json!(position)]);
        add("explain", vec![json!(game), json!(position)]);
    }
    add(
        "bestMove",
        vec![json!("nim"), json!("3"), json!("grandmaster"), json!(1)],
    );
    add(
        "bestMove",
        vec![json!("nim"), json!("0,0"), json!("perfect"), json!(1)],
    );
    add(
        "play",
        vec![json!("nim"), json!("3,4,5"), json!("take two")],
    );

    // The values lab's comparisons and a big board's values in slices (partizan games).
    for (g, h) in [
        ("^", "0"),
        ("*", "0"),
        ("{1 | *}", "1/2"),
        ("1/2 + 1/2", "1"),
        ("{1 |", "0"),
    ] {
        add("compare", vec![json!(g), json!(h)]);
    }
    add(
        "partizanSolve",
        vec![json!("domineering"), json!("L:3x3"), json!(1e9)],
    );
    add(
        "partizanSolve",
        vec![json!("chess"), json!("L:3x3"), json!(10)],
    );

    // The xor corner.
    for (a, b) in [
        (5.0, 3.0),
        (0.0, 0.0),
        (2147483647.0, 1.0),
        (-1.0, 2.0),
        (1.5, 2.0),
    ] {
        add("xorExplain", vec![json!(a), json!(b)]);
    }

    // Chomp's solve in slices, to the end, and refused budgets.
    add("chompForget", vec![]);
    add("chompSolve", vec![json!("6,6,6,6,6,6"), json!(100)]);
    add("chompSolve", vec![json!("6,6,6,6,6,6"), json!(100)]);
    add("chompSolve", vec![json!("6,6,6,6,6,6"), Value::Null]);
    add("chompSolve", vec![json!("5,5"), json!(-3)]);
    add("chompSolve", vec![json!("x"), json!(10)]);
    add("chompForget", vec![]);

    // The searches: both games, both algorithms, every ordering, table, symmetry, traces,
    // budgets, and bad options.
    let search = |game: &str, position: &str, options: Value| {
        (
            "search".to_string(),
            vec![json!(game), json!(position), options],
        )
    };
    let mut searches = vec![
        search("tictactoe", ".........", json!({ "algorithm": "minimax" })),
        search(
            "tictactoe",
            "x...o....",
            json!({ "algorithm": "alphabeta", "ordering": "center-first", "trace": 40 }),
        ),
        search(
            "tictactoe",
            ".........",
            json!({ "algorithm": "alphabeta", "table": true, "symmetry": true }),
        ),
        search(
            "tictactoe",
            "xo.......",
            json!({ "algorithm": "minimax", "trace": 25 }),
        ),
        search(
            "go",
            ".",
            json!({ "algorithm": "alphabeta", "ordering": "pass-first" }),
        ),
        search(
            "go",
            ".",
            json!({ "algorithm": "alphabeta", "ordering": "pass-first", "table": true, "symmetry": true, "trace": 30 }),
        ),
        search(
            "go",
            "x",
            json!({ "algorithm": "alphabeta", "ordering": "stones-first", "budget": 2000 }),
        ),
        search(
            "go",
            "x,o",
            json!({ "algorithm": "minimax", "budget": 500 }),
        ),
        search("tictactoe", ".........", json!({ "algorithm": "bogo" })),
        search(
            "tictactoe",
            ".........",
            json!({ "algorithm": "minimax", "ordering": "random" }),
        ),
        search(
            "tictactoe",
            ".........",
            json!({ "algorithm": "minimax", "budget": -1 }),
        ),
        search(
            "tictactoe",
            ".........",
            json!({ "algorithm": "minimax", "trace": 1e9 }),
        ),
        search("nim", "3,4,5", json!({ "algorithm": "minimax" })),
    ];
    list.append(&mut searches);

    // The 8-puzzle.
    for tray in [
        "123456780",
        "123456708",
        "123405786",
        "867254301",
        "812043765",
        "123456870",
        "12345678",
    ] {
        list.push(("puzzleSolve".to_string(), vec![json!(tray)]));
    }
    for (tray, tile) in [
        ("123456708", "8"),
        ("123405786", "5"),
        ("123456780", "1"),
        ("123456780", "x"),
    ] {
        list.push((
            "play".to_string(),
            vec![json!("puzzle"), json!(tray), json!(tile)],
        ));
    }

    // Pig and Piglet: the small table solved whole, chances, actions, the computer's levels,
    // the explanation, the map, a seeded simulation, and bad input of each kind.
    list.push(("pigSolve".to_string(), vec![json!("piglet:10")]));
    list.push(("pigSolve".to_string(), vec![json!("pig:lots")]));
    // Pig through the four functions of play: a decision, the die in the air, a finished game.
    for position in [
        "piglet:10/0,0/p1:0",
        "piglet:10/4,7/p2:2",
        "pig:100/0,0/p1:20",
        "pig:100/12,30/p1:7",
        "pig:100/12,30/p1:7/roll",
        "pig:100/90,0/p1:8/roll",
        "pig:100/104,0/p2:0",
        "pig:100/1,0/p1:0",
        "pig:100/0,0/p1:100",
    ] {
        list.push(("analyze".to_string(), vec![json!("pig"), json!(position)]));
    }
    for (position, action) in [
        ("pig:100/0,0/p1:0", "roll"),
        ("pig:100/0,0/p1:0/roll", "4"),
        ("pig:100/0,0/p1:0", "roll:4"),
        ("pig:100/0,0/p1:8/roll", "1"),
        ("pig:100/90,0/p1:8/roll", "6"),
        ("pig:100/0,0/p1:8", "hold"),
        ("pig:100/0,0/p1:0", "hold"),
        ("piglet:10/0,0/p1:0", "roll:3"),
        ("pig:100/0,0/p1:0", "jump"),
    ] {
        list.push((
            "play".to_string(),
            vec![json!("pig"), json!(position), json!(action)],
        ));
    }
    for (level, seed) in [
        ("perfect", 0),
        ("rule", 0),
        ("beginner", 1),
        ("beginner", 2),
        ("wizard", 0),
    ] {
        list.push((
            "bestMove".to_string(),
            vec![
                json!("pig"),
                json!("pig:100/0,0/p1:20"),
                json!(level),
                json!(seed),
            ],
        ));
    }
    list.push((
        "explain".to_string(),
        vec![json!("piglet"), json!("piglet:10/4,7/p2:2")],
    ));
    list.push(("pigMap".to_string(), vec![json!("piglet:10/0,5/p1:0")]));
    list.push(("pigStates".to_string(), vec![json!("piglet:3")]));
    list.push(("pigStates".to_string(), vec![json!("pig:100")]));
    list.push(("pigReplay".to_string(), vec![json!("piglet:2")]));
    list.push(("pigReplay".to_string(), vec![json!("piglet:20")]));
    list.push((
        "pigSimulate".to_string(),
        vec![json!("piglet:10"), json!(200), json!(5)],
    ));
    list
}

#[test]
fn every_recorded_call_answers_as_recorded() {
    if std::env::var("GRUNDY_GOLDEN").as_deref() == Ok("write") {
        record(FILE, &calls());
    }
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

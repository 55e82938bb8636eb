//! The exported functions called through the real WebAssembly module, in Node.
//!
//! Run by `./build.sh test` with `wasm-bindgen-test-runner`. Each export is called with
//! JavaScript values, exactly as the page calls it, and the JavaScript objects it returns (or the
//! `Error`s it throws) are checked field by field.
#![cfg(target_arch = "wasm32")]

use grundy::wasm;
use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

fn text(value: &JsValue, key: &str) -> String {
    get(value, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is text"))
}

fn number(value: &JsValue, key: &str) -> f64 {
    get(value, key)
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is a number"))
}

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// The thrown value is a real JS `Error` with a message and a kind.
fn error_of(result: Result<impl std::fmt::Debug, JsValue>) -> (String, String) {
    let thrown = result.expect_err("the call should throw");
    let error: js_sys::Error = thrown.dyn_into().expect("a JS Error is thrown");
    (error.message().into(), text(&error, "kind"))
}

#[wasm_bindgen_test]
fn games_lists_nim_with_its_variants_and_limits() {
    let list: Array = wasm::games().unwrap().dyn_into().unwrap();
    let nim = list.get(0);
    assert_eq!(text(&nim, "id"), "nim");
    assert_eq!(text(&nim, "defaultPosition"), "3,4,5");
    let limits = get(&nim, "limits");
    assert_eq!(number(&limits, "maxPiles"), 64.0);
    assert_eq!(number(&limits, "maxPileSize"), 2147483647.0);
    let variants: Array = get(&nim, "variants").dyn_into().unwrap();
    assert_eq!(text(&variants.get(1), "id"), "nim:misere");
}

#[wasm_bindgen_test]
fn analyze_returns_a_plain_object_with_every_move() {
    let a = wasm::analyze(&s("nim"), &s("3, 4, 5")).unwrap();
    assert!(a.is_object() && !a.is_instance_of::<js_sys::Map>());
    assert_eq!(text(&a, "position"), "3,4,5");
    assert_eq!(text(&a, "outcome"), "N");
    assert_eq!(number(&a, "grundy"), 2.0);
    assert_eq!(number(&a, "nimSum"), 2.0);
    assert_eq!(get(&a, "movesComplete"), JsValue::TRUE);
    let moves: Array = get(&a, "moves").dyn_into().unwrap();
    assert_eq!(moves.length(), 12);
    let second = moves.get(1);
    assert_eq!(text(&second, "move"), "1-2");
    assert_eq!(text(&second, "to"), "1,4,5");
    assert_eq!(text(&second, "outcome"), "P");
    assert_eq!(number(&second, "pile"), 0.0);
    assert_eq!(number(&second, "take"), 2.0);
    let misere = wasm::analyze(&s("nim:misere"), &s("1,1,1")).unwrap();
    assert!(get(&misere, "grundy").is_null());
    assert_eq!(text(&misere, "outcome"), "P");
}

#[wasm_bindgen_test]
fn analyze_cuts_a_billion_moves_at_the_cap_but_keeps_the_winning_one() {
    let a = wasm::analyze(&s("nim"), &s("1000000000,7")).unwrap();
    assert_eq!(get(&a, "movesComplete"), JsValue::FALSE);
    assert_eq!(number(&a, "moveCount"), 1_000_000_007.0);
    let moves: Array = get(&a, "moves").dyn_into().unwrap();
    assert_eq!(moves.length(), 10_000);
    assert!(moves.iter().any(|m| text(&m, "move") == "1-999999993"));
}

#[wasm_bindgen_test]
fn play_returns_the_canonical_position_and_refuses_illegal_moves() {
    assert_eq!(
        wasm::play(&s("nim"), &s("3,4,5"), &s("3-5")).unwrap(),
        "3,4,0"
    );
    let (message, kind) = error_of(wasm::play(&s("nim"), &s("3,4,5"), &s("2-9")));
    assert_eq!(kind, "illegalMove");
    assert!(message.contains("only 4 chips"), "{message}");
}

#[wasm_bindgen_test]
fn explain_returns_steps_with_kinds() {
    let e = wasm::explain(&s("nim"), &s("3,4,5")).unwrap();
    let steps: Array = get(&e, "steps").dyn_into().unwrap();
    assert_eq!(steps.length(), 12);
    assert_eq!(text(&steps.get(0), "kind"), "piles");
    assert_eq!(text(&steps.get(4), "kind"), "nimSum");
    assert_eq!(number(&steps.get(4), "value"), 2.0);
    let last = steps.get(11);
    assert_eq!(text(&last, "kind"), "check");
    assert_eq!(number(&last, "nimSum"), 0.0);
}

#[wasm_bindgen_test]
fn best_move_plays_the_winning_move_and_the_seed_is_optional() {
    let m = wasm::best_move(&s("nim"), &s("3,4,5"), &s("perfect"), Some(1.0)).unwrap();
    assert_eq!(text(&m, "move"), "1-2");
    assert_eq!(get(&m, "winning"), JsValue::TRUE);
    let beginner = wasm::best_move(&s("nim"), &s("3,4,5"), &s("beginner"), None).unwrap();
    let to = text(&beginner, "to");
    assert!(wasm::analyze(&s("nim"), &s(&to)).is_ok());
    let (_, kind) = error_of(wasm::best_move(&s("nim"), &s("0,0"), &s("perfect"), None));
    assert_eq!(kind, "gameOver");
}

#[wasm_bindgen_test]
fn xor_explain_shows_the_swap_trick() {
    let x = wasm::xor_explain(&JsValue::from(5), &JsValue::from(3)).unwrap();
    assert_eq!(number(&x, "xor"), 6.0);
    let swap: Array = get(&x, "swap").dyn_into().unwrap();
    assert_eq!(number(&swap.get(3), "a"), 3.0);
    assert_eq!(number(&swap.get(3), "b"), 5.0);
    let (_, kind) = error_of(wasm::xor_explain(&s("five"), &JsValue::from(3)));
    assert_eq!(kind, "badPosition");
}

#[wasm_bindgen_test]
fn bad_arguments_throw_errors_instead_of_crashing_the_module() {
    let cases: Vec<(JsValue, JsValue, &str)> = vec![
        (s("chess"), s("1"), "unknownGame"),
        (s("nim"), s("3,x,5"), "badPosition"),
        (s("nim"), s("-1"), "badPosition"),
        (s("nim"), s("99999999999"), "tooLarge"),
        (s("nim"), s(&"1,".repeat(300)), "tooLarge"),
        (s("nim"), JsValue::UNDEFINED, "badOption"),
        (JsValue::from(7), s("1"), "badOption"),
    ];
    for (game, position, expected) in cases {
        let (message, kind) = error_of(wasm::analyze(&game, &position));
        assert_eq!(kind, expected, "{message}");
        assert!(!message.is_empty());
    }
    // The module still works after all those errors.
    assert!(wasm::analyze(&s("nim"), &s("1,2")).is_ok());
}

#[wasm_bindgen_test]
fn chomp_solves_in_slices_then_answers_from_the_cache() {
    wasm::chomp_forget();
    let board = s("6,6,6,6,6,6");
    let first = wasm::chomp_solve(&board, &JsValue::from(100)).unwrap();
    assert_eq!(get(&first, "done"), JsValue::FALSE);
    assert_eq!(number(&first, "solved"), 100.0);
    assert_eq!(number(&first, "total"), 923.0);
    let last = wasm::chomp_solve(&board, &JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&last, "done"), JsValue::TRUE);
    assert_eq!(number(&last, "solved"), 923.0);
    let a = wasm::analyze(&s("chomp"), &board).unwrap();
    assert_eq!(text(&a, "outcome"), "N");
    assert_eq!(text(&a, "perfect"), "r1c1");
    let first_move: Array = get(&a, "moves").dyn_into().unwrap();
    assert_eq!(text(&first_move.get(0), "move"), "r0c1");
    let (_, kind) = error_of(wasm::chomp_solve(&board, &s("lots")));
    assert_eq!(kind, "badOption");
    let (message, kind) = error_of(wasm::chomp_solve(
        &s("15,15,15,15,15,15,15,15,15,15,15,15,15,15,15"),
        &JsValue::from(1),
    ));
    assert_eq!(kind, "tooLarge");
    assert!(message.contains("14x14"), "{message}");
    wasm::chomp_forget();
}

#[wasm_bindgen_test]
fn pig_solves_with_progress_and_answers_in_chances() {
    // The progress function is a real JS function: count its calls on a global.
    let count = js_sys::Function::new_with_args(
        "sweep",
        "globalThis.pigSweeps = (globalThis.pigSweeps || 0) + 1; globalThis.pigLast = sweep;",
    );
    let solved = wasm::pig_solve(&s("piglet:10"), &count).unwrap();
    assert_eq!(text(&solved, "game"), "piglet:10");
    let calls = number(&js_sys::global(), "pigSweeps");
    assert_eq!(
        calls, 38.0,
        "one report per layer and stage: 19 score sums, best play and the rule"
    );
    let last = get(&js_sys::global(), "pigLast");
    assert_eq!(number(&last, "layer"), number(&last, "layers"));
    assert!(number(&last, "largestChange") < 1e-9);
    // Pig is played through the functions every game uses: a decision, then chance's face.
    let a = wasm::analyze(&s("piglet"), &s("piglet:10/0,0/p1:0")).unwrap();
    assert_eq!(number(&a, "chance"), number(&solved, "start"));
    assert_eq!(text(&a, "decision"), "roll");
    assert_eq!(get(&a, "hold"), JsValue::NULL);
    assert_eq!(text(&get(&a, "toAct"), "kind"), "player");
    let rolling = wasm::play(&s("piglet"), &s("piglet:10/0,0/p1:0"), &s("roll")).unwrap();
    assert_eq!(rolling, "piglet:10/0,0/p1:0/roll");
    let chance = wasm::analyze(&s("piglet"), &s(&rolling)).unwrap();
    assert_eq!(text(&get(&chance, "toAct"), "kind"), "chance");
    let heads = wasm::play(&s("piglet"), &s(&rolling), &s("2")).unwrap();
    assert_eq!(heads, "piglet:10/0,0/p1:1");
    let choice = wasm::best_move(&s("piglet"), &s("piglet:10/0,0/p1:1"), &s("rule"), None).unwrap();
    assert_eq!(text(&choice, "move"), "hold");
    let sim = wasm::pig_simulate(
        &s("piglet"),
        &JsValue::from(500),
        Some(3.0),
        &JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(number(&sim, "games"), 500.0);
    let (message, kind) = error_of(wasm::play(
        &s("piglet"),
        &s("piglet:10/0,0/p1:0"),
        &s("roll:3"),
    ));
    assert_eq!(kind, "badMove");
    assert!(message.contains("coin"), "{message}");
    let (_, kind) = error_of(wasm::pig_simulate(
        &s("piglet"),
        &s("many"),
        None,
        &JsValue::UNDEFINED,
    ));
    assert_eq!(kind, "badOption");
}

#[wasm_bindgen_test]
fn search_reads_its_options_object_and_reproduces_the_notes_table() {
    let options = js_sys::Object::new();
    Reflect::set(&options, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&options, &"ordering".into(), &"pass-first".into()).unwrap();
    let r = wasm::search(&s("go"), &s("."), options.into()).unwrap();
    assert_eq!(number(&r, "value"), 1.0);
    assert_eq!(number(&r, "nodes"), 1446.0);
    assert_eq!(number(&r, "maxDepth"), 22.0);
    let per_depth: Array = get(&r, "nodesPerDepth").dyn_into().unwrap();
    assert_eq!(per_depth.length(), 23);
    // Options that are not an object, or name an unknown ordering, are errors.
    let (_, kind) = error_of(wasm::search(&s("go"), &s("."), JsValue::from(42)));
    assert_eq!(kind, "badOption");
    let bad = js_sys::Object::new();
    Reflect::set(&bad, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&bad, &"ordering".into(), &"center-first".into()).unwrap();
    let (message, _) = error_of(wasm::search(&s("go"), &s("."), bad.into()));
    assert!(message.contains("pass-first"), "{message}");
    // A missing algorithm, a misspelt option and a field of the wrong type are each named.
    let (message, kind) = error_of(wasm::search(
        &s("go"),
        &s("."),
        js_sys::Object::new().into(),
    ));
    assert_eq!(kind, "badOption");
    assert!(message.contains("missing field \"algorithm\""), "{message}");
    let misspelt = js_sys::Object::new();
    Reflect::set(&misspelt, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&misspelt, &"symetry".into(), &true.into()).unwrap();
    let (message, kind) = error_of(wasm::search(&s("go"), &s("."), misspelt.into()));
    assert_eq!(kind, "badOption");
    assert!(message.contains("unknown field \"symetry\""), "{message}");
    let typed = js_sys::Object::new();
    Reflect::set(&typed, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&typed, &"table".into(), &"yes".into()).unwrap();
    let (message, kind) = error_of(wasm::search(&s("go"), &s("."), typed.into()));
    assert_eq!(kind, "badOption");
    assert!(
        message.contains("The search option table is not right"),
        "{message}"
    );
    assert!(message.contains("expected a boolean"), "{message}");
    // Left out, undefined and null optional fields take their defaults, as the pages send them.
    let loose = js_sys::Object::new();
    Reflect::set(&loose, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&loose, &"ordering".into(), &"pass-first".into()).unwrap();
    Reflect::set(&loose, &"table".into(), &JsValue::UNDEFINED).unwrap();
    Reflect::set(&loose, &"symmetry".into(), &JsValue::NULL).unwrap();
    Reflect::set(&loose, &"trace".into(), &JsValue::UNDEFINED).unwrap();
    let r = wasm::search(&s("go"), &s("."), loose.into()).unwrap();
    assert_eq!(number(&r, "nodes"), 1446.0);
}

#[path = "golden_calls/compare.rs"]
mod compare;

/// Calls the export `name` with the recorded `args`, as the page does.
fn call_export(name: &str, args: &[serde_json::Value]) -> Result<JsValue, JsValue> {
    let js = |i: usize| -> JsValue {
        let v = &args[i];
        if v.is_null() {
            JsValue::NULL
        } else {
            js_sys::JSON::parse(&v.to_string()).unwrap()
        }
    };
    let as_string = |r: Result<String, JsValue>| r.map(|t| JsValue::from_str(&t));
    match name {
        "games" => wasm::games(),
        "complexity" => wasm::complexity(),
        "analyze" => wasm::analyze(&js(0), &js(1)),
        "analyzeObjects" => wasm::analyze_objects(&js(0), &js(1)),
        "explain" => wasm::explain(&js(0), &js(1)),
        "play" => as_string(wasm::play(&js(0), &js(1), &js(2))),
        "bestMove" => wasm::best_move(&js(0), &js(1), &js(2), args[3].as_f64()),
        "xorExplain" => wasm::xor_explain(&js(0), &js(1)),
        "chompSolve" => wasm::chomp_solve(&js(0), &js(1)),
        "chompForget" => {
            wasm::chomp_forget();
            Ok(JsValue::NULL)
        }
        "search" => wasm::search(&js(0), &js(1), js(2)),
        "puzzleSolve" => wasm::puzzle_solve(&js(0)),
        "compare" => wasm::compare(&js(0), &js(1)),
        "partizanSolve" => wasm::partizan_solve(&js(0), &js(1), &js(2)),
        "pigSolve" => wasm::pig_solve(&js(0), &JsValue::UNDEFINED),
        "pigMap" => wasm::pig_map(&js(0)),
        "pigStates" => wasm::pig_states(&js(0)),
        "pigReplay" => wasm::pig_replay(&js(0)),
        "pigSimulate" => wasm::pig_simulate(&js(0), &js(1), args[2].as_f64(), &JsValue::UNDEFINED),
        _ => panic!("no export called {name}"),
    }
}

/// A call's answer as the page sees it, as plain data: the result through `JSON.stringify`, or
/// the thrown error's kind and message.
fn answer_of(result: Result<JsValue, JsValue>) -> serde_json::Value {
    match result {
        Ok(value) => {
            let json: String = js_sys::JSON::stringify(&value).unwrap().into();
            serde_json::json!({ "result": serde_json::from_str::<serde_json::Value>(&json).unwrap() })
        }
        Err(thrown) => {
            let error: js_sys::Error = thrown.dyn_into().expect("a JS Error is thrown");
            let message: String = error.message().into();
            serde_json::json!({ "error": { "kind": text(&error, "kind"), "message": message } })
        }
    }
}

/// The golden comparison through the real module: every call of `tests/data/golden.jsonl`
/// (see `tests/golden.rs`) gives the page the same plain objects as recorded. `JSON.stringify`
/// keeps `null` and drops `undefined`, so a missing value sent as `undefined` is caught too, and
/// it fails on anything that is not plain data (a `Map` would come out as `{}`, a `BigInt`
/// would throw).
#[wasm_bindgen_test]
fn every_recorded_call_gives_the_page_the_recorded_objects() {
    let golden = include_str!("data/golden.jsonl");
    let mut differences = Vec::new();
    let mut count = 0;
    for line in golden.lines() {
        count += 1;
        let entry: serde_json::Value = serde_json::from_str(line).unwrap();
        let name = entry["call"].as_str().unwrap();
        let args = entry["args"].as_array().unwrap();
        // `analyze` goes through JSON text; the objects serde-wasm-bindgen builds for the
        // benchmark's comparison (`analyzeObjects`) must be the same.
        let mut exports = vec![name];
        if name == "analyze" {
            exports.push("analyzeObjects");
        }
        for export in exports {
            let now = answer_of(call_export(export, args));
            if let Err(at) = compare::compare(&entry["answer"], &now, "") {
                differences.push(format!("{export}{args:?}: {at}"));
            }
        }
    }
    assert!(count >= 300, "{count} calls recorded");
    assert!(
        differences.is_empty(),
        "{} of {count} calls differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
}

#[wasm_bindgen_test]
fn the_puzzle_and_the_complexity_panel_answer_through_the_module() {
    let p = wasm::puzzle_solve(&s("123456708")).unwrap();
    assert_eq!(number(&p, "length"), 1.0);
    assert_eq!(
        wasm::play(&s("puzzle"), &s("123456708"), &s("8")).unwrap(),
        "123456780"
    );
    let (message, _) = error_of(wasm::puzzle_solve(&s("213456780")));
    assert!(message.contains("cannot be solved"), "{message}");
    let rows: Array = wasm::complexity().unwrap().dyn_into().unwrap();
    let ttt = rows
        .iter()
        .find(|r| text(r, "game") == "Tic-tac-toe")
        .expect("a tic-tac-toe row");
    assert_eq!(number(&ttt, "states"), 5478.0);
    assert_eq!(number(&ttt, "games"), 255_168.0);
}

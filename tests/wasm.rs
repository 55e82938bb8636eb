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
fn search_reads_its_options_object_and_reproduces_the_notes_table() {
    let options = js_sys::Object::new();
    Reflect::set(&options, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&options, &"ordering".into(), &"pass-first".into()).unwrap();
    let r = wasm::search(&s("go2x2"), &s("."), options.into()).unwrap();
    assert_eq!(number(&r, "value"), 1.0);
    assert_eq!(number(&r, "nodes"), 1446.0);
    assert_eq!(number(&r, "maxDepth"), 22.0);
    let per_depth: Array = get(&r, "nodesPerDepth").dyn_into().unwrap();
    assert_eq!(per_depth.length(), 23);
    // Options that are not an object, or name an unknown ordering, are errors.
    let (_, kind) = error_of(wasm::search(&s("go2x2"), &s("."), JsValue::from(42)));
    assert_eq!(kind, "badOption");
    let bad = js_sys::Object::new();
    Reflect::set(&bad, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&bad, &"ordering".into(), &"center-first".into()).unwrap();
    let (message, _) = error_of(wasm::search(&s("go2x2"), &s("."), bad.into()));
    assert!(message.contains("pass-first"), "{message}");
    // Each option is read by hand: a missing algorithm and a field of the wrong type are named.
    let (message, kind) = error_of(wasm::search(
        &s("go2x2"),
        &s("."),
        js_sys::Object::new().into(),
    ));
    assert_eq!(kind, "badOption");
    assert!(message.contains("need an algorithm"), "{message}");
    let typed = js_sys::Object::new();
    Reflect::set(&typed, &"algorithm".into(), &"alphabeta".into()).unwrap();
    Reflect::set(&typed, &"table".into(), &"yes".into()).unwrap();
    let (message, _) = error_of(wasm::search(&s("go2x2"), &s("."), typed.into()));
    assert!(message.contains("table must be true or false"), "{message}");
}

#[wasm_bindgen_test]
fn the_puzzle_and_the_complexity_panel_answer_through_the_module() {
    let p = wasm::puzzle_solve(&s("123456708")).unwrap();
    assert_eq!(number(&p, "length"), 1.0);
    assert_eq!(
        wasm::puzzle_play(&s("123456708"), &s("8")).unwrap(),
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

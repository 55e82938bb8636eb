//! Nim through the real WebAssembly module: the objects of every export, read field by field, a
//! move list cut at the cap, the optional seed and the errors of a bad position (a module of
//! tests/wasm.rs, listed in tests/data/games/mod.rs).

use crate::{error_of, get, number, s, text};
use grundy::wasm;
use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

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
fn bad_positions_throw_errors_of_their_kind_instead_of_crashing_the_module() {
    let cases: Vec<(&str, String, &str)> = vec![
        ("nim", "3,x,5".into(), "badPosition"),
        ("nim", "-1".into(), "badPosition"),
        ("nim", "99999999999".into(), "tooLarge"),
        ("nim", "1,".repeat(300), "tooLarge"),
    ];
    for (game, position, expected) in cases {
        let (message, kind) = error_of(wasm::analyze(&s(game), &s(&position)));
        assert_eq!(kind, expected, "{message}");
        assert!(!message.is_empty());
    }
    // The module still works after all those errors.
    assert!(wasm::analyze(&s("nim"), &s("1,2")).is_ok());
}

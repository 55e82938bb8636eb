//! Chomp through the real WebAssembly module: a board solved in slices of a budget, then
//! analyzed from the cache, and the budgets and boards it refuses (a module of tests/wasm.rs,
//! listed in tests/data/games/mod.rs).

use crate::{error_of, get, number, s, text};
use grundy::wasm;
use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn chomp_solves_in_slices_then_answers_from_the_cache() {
    wasm::forget(&s("chomp")).unwrap();
    let board = s("6,6,6,6,6,6");
    let first = wasm::solve(&s("chomp"), &board, &JsValue::from(100)).unwrap();
    assert_eq!(get(&first, "done"), JsValue::FALSE);
    assert_eq!(number(&first, "solved"), 100.0);
    assert_eq!(number(&first, "total"), 923.0);
    let last = wasm::solve(&s("chomp"), &board, &JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&last, "done"), JsValue::TRUE);
    assert_eq!(number(&last, "solved"), 923.0);
    assert_eq!(text(&last, "size"), "6x6");
    let a = wasm::analyze(&s("chomp"), &board).unwrap();
    assert_eq!(text(&a, "outcome"), "N");
    assert_eq!(text(&a, "perfect"), "r1c1");
    let first_move: Array = get(&a, "moves").dyn_into().unwrap();
    assert_eq!(text(&first_move.get(0), "move"), "r0c1");
    let (_, kind) = error_of(wasm::solve(&s("chomp"), &board, &s("lots")));
    assert_eq!(kind, "badOption");
    let (message, kind) = error_of(wasm::solve(
        &s("chomp"),
        &s("15,15,15,15,15,15,15,15,15,15,15,15,15,15,15"),
        &JsValue::from(1),
    ));
    assert_eq!(kind, "tooLarge");
    assert!(message.contains("14x14"), "{message}");
    wasm::forget(&s("chomp")).unwrap();
}

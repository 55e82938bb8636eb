//! The 8-puzzle through the real WebAssembly module: a solve, a tile slid, and a tray that
//! cannot be solved (a module of tests/wasm.rs, listed in tests/data/games/mod.rs).

use crate::{error_of, number, s};
use grundy::wasm;
use js_sys::Array;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn the_puzzle_answers_through_the_module() {
    let solve = |tray: &str| {
        let args = Array::of1(&s(tray));
        wasm::lab(&s("puzzle"), &s("solve"), &args, &JsValue::UNDEFINED)
    };
    let p = solve("123456708").unwrap();
    assert_eq!(number(&p, "length"), 1.0);
    assert_eq!(
        wasm::play(&s("puzzle"), &s("123456708"), &s("8")).unwrap(),
        "123456780"
    );
    let (message, _) = error_of(solve("213456780"));
    assert!(message.contains("cannot be solved"), "{message}");
}

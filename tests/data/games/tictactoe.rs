//! Tic-tac-toe through the real WebAssembly module: its row of the complexity panel (a module
//! of tests/wasm.rs, listed in tests/data/games/mod.rs).

use crate::{number, text};
use grundy::wasm;
use js_sys::Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn the_complexity_panel_answers_through_the_module() {
    let rows: Array = wasm::complexity().unwrap().dyn_into().unwrap();
    let ttt = rows
        .iter()
        .find(|r| text(r, "game") == "Tic-tac-toe")
        .expect("a tic-tac-toe row");
    assert_eq!(number(&ttt, "states"), 5478.0);
    assert_eq!(number(&ttt, "games"), 255_168.0);
}

//! The xor corner through the real WebAssembly module: the swap trick's steps, and a number
//! that is not one (a module of tests/wasm.rs, listed in tests/data/games/mod.rs).

use crate::{error_of, get, number, s};
use grundy::wasm;
use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn xor_explain_shows_the_swap_trick() {
    let explain = |a: &JsValue, b: &JsValue| {
        wasm::lab(
            &s("xor"),
            &s("explain"),
            &Array::of2(a, b),
            &JsValue::UNDEFINED,
        )
    };
    let x = explain(&JsValue::from(5), &JsValue::from(3)).unwrap();
    assert_eq!(number(&x, "xor"), 6.0);
    let swap: Array = get(&x, "swap").dyn_into().unwrap();
    assert_eq!(number(&swap.get(3), "a"), 3.0);
    assert_eq!(number(&swap.get(3), "b"), 5.0);
    let (_, kind) = error_of(explain(&s("five"), &JsValue::from(3)));
    assert_eq!(kind, "badPosition");
}

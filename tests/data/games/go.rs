//! 2x2 Go through the real WebAssembly module: the search reads its options from a JavaScript
//! object, reproduces the notes' table, and names what is wrong in a bad one (a module of
//! tests/wasm.rs, listed in tests/data/games/mod.rs).

use crate::{error_of, get, number, s};
use grundy::wasm;
use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

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

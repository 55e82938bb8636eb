//! Pig and Piglet through the real WebAssembly module: a solve that reports its progress to a
//! JavaScript function, then the game played through the functions every game uses, a seeded
//! simulation and the errors of a bad action and a bad count (a module of tests/wasm.rs,
//! listed in tests/data/games/mod.rs).

use crate::{error_of, get, number, s, text};
use grundy::wasm;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn pig_solves_with_progress_and_answers_in_chances() {
    // A table solved before answers at once, without progress: start from none, whichever
    // test ran first.
    wasm::forget(&s("pig")).unwrap();
    // The progress function is a real JS function: count its calls on a global.
    let count = js_sys::Function::new_with_args(
        "sweep",
        "globalThis.pigSweeps = (globalThis.pigSweeps || 0) + 1; globalThis.pigLast = sweep;",
    );
    let solved = wasm::lab(&s("piglet:10"), &s("solve"), &JsValue::UNDEFINED, &count).unwrap();
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
    let args = js_sys::Array::of2(&JsValue::from(500), &JsValue::from(3));
    let sim = wasm::lab(&s("piglet"), &s("simulate"), &args, &JsValue::UNDEFINED).unwrap();
    assert_eq!(number(&sim, "games"), 500.0);
    let (message, kind) = error_of(wasm::play(
        &s("piglet"),
        &s("piglet:10/0,0/p1:0"),
        &s("roll:3"),
    ));
    assert_eq!(kind, "badMove");
    assert!(message.contains("coin"), "{message}");
    let many = js_sys::Array::of2(&s("many"), &JsValue::from(3));
    let (_, kind) = error_of(wasm::lab(
        &s("piglet"),
        &s("simulate"),
        &many,
        &JsValue::UNDEFINED,
    ));
    assert_eq!(kind, "badOption");
    // A lab Pig does not have, and arguments that are not a list, are refused in words.
    let (message, kind) = error_of(wasm::lab(
        &s("pig"),
        &s("fly"),
        &JsValue::UNDEFINED,
        &JsValue::UNDEFINED,
    ));
    assert_eq!(kind, "badOption");
    assert!(message.contains("simulate"), "{message}");
    let (_, kind) = error_of(wasm::lab(
        &s("pig"),
        &s("map"),
        &s("pig:100/0,0/p1:0"),
        &JsValue::UNDEFINED,
    ));
    assert_eq!(kind, "badOption");
}

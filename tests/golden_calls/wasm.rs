//! The wasm side of the golden comparison: each exported function by its JavaScript name,
//! called through the real WebAssembly exports (a module of tests/wasm.rs).

use grundy::wasm;
use wasm_bindgen::JsValue;

/// Calls the export `name` with the recorded `args`, as the page does.
pub fn call_export(name: &str, args: &[serde_json::Value]) -> Result<JsValue, JsValue> {
    let js = |i: usize| -> JsValue {
        let v = &args[i];
        if v.is_null() {
            JsValue::NULL
        } else {
            js_sys::JSON::parse(&v.to_string()).unwrap()
        }
    };
    // An argument left out of the recorded call, as JavaScript passes it: undefined.
    let optional = |i: usize| {
        if i < args.len() {
            js(i)
        } else {
            JsValue::UNDEFINED
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
        "solve" => wasm::solve(&js(0), &js(1), &optional(2)),
        "forget" => wasm::forget(&js(0)).map(|()| JsValue::NULL),
        "lab" => {
            let list: js_sys::Array = (2..args.len()).map(js).collect();
            wasm::lab(&js(0), &js(1), &list, &JsValue::UNDEFINED)
        }
        "search" => wasm::search(&js(0), &js(1), js(2)),
        "compare" => wasm::compare(&js(0), &js(1)),
        _ => panic!("no export called {name}"),
    }
}

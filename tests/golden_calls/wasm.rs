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

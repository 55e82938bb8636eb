//! The exported functions called through the real WebAssembly module, in Node.
//!
//! Run by `./build.sh test` with `wasm-bindgen-test-runner`. Each export is called with
//! JavaScript values, exactly as the page calls it, and the JavaScript objects it returns (or the
//! `Error`s it throws) are checked field by field.
//!
//! This file names no game. What every game shares is checked from the catalogue: each entry's
//! fields as JavaScript values, and the errors of arguments that are not text. Every call of
//! tests/data/golden.jsonl is replayed through the exports (tests/golden_calls/wasm.rs calls them
//! by their JavaScript names). A game's own checks are a module of its own,
//! tests/data/games/<family>.rs, included through the list tests/data/games/mod.rs (this test
//! runs in wasm and cannot list a folder; tests/golden.rs writes and checks the list).
#![cfg(target_arch = "wasm32")]

use grundy::{api, wasm};
use js_sys::{Array, Reflect};
use serde_json::Value;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

#[path = "golden_calls/compare.rs"]
mod compare;
#[path = "golden_calls/wasm.rs"]
mod exports;
#[path = "data/games/mod.rs"]
mod games;

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

/// Every entry of the catalogue reaches JavaScript with its id, start position, variants and
/// limits as the Rust catalogue has them, each limit a JavaScript number or text.
#[wasm_bindgen_test]
fn games_lists_every_game_with_its_variants_and_limits() {
    let list: Array = wasm::games().unwrap().dyn_into().unwrap();
    let catalogue = serde_json::to_value(api::games()).unwrap();
    let catalogue = catalogue.as_array().unwrap();
    assert_eq!(list.length() as usize, catalogue.len());
    for (i, game) in catalogue.iter().enumerate() {
        let entry = list.get(i as u32);
        let id = game["id"].as_str().unwrap();
        assert_eq!(text(&entry, "id"), id);
        assert_eq!(
            text(&entry, "defaultPosition"),
            game["defaultPosition"].as_str().unwrap(),
            "{id}"
        );
        let limits = get(&entry, "limits");
        for (key, value) in game["limits"].as_object().unwrap() {
            match value {
                Value::Number(n) => {
                    assert_eq!(number(&limits, key), n.as_f64().unwrap(), "{id} {key}")
                }
                Value::String(t) => assert_eq!(&text(&limits, key), t, "{id} {key}"),
                other => panic!("{id}: the limit {key} is {other}"),
            }
        }
        let variants: Array = get(&entry, "variants").dyn_into().unwrap();
        let want = game["variants"].as_array().unwrap();
        assert_eq!(variants.length() as usize, want.len(), "{id}");
        for (j, variant) in want.iter().enumerate() {
            assert_eq!(
                text(&variants.get(j as u32), "id"),
                variant["id"].as_str().unwrap()
            );
        }
    }
}

/// Every variant of the catalogue with its start position.
fn variants() -> Vec<(&'static str, &'static str)> {
    api::games()
        .iter()
        .flat_map(|g| g.variants.iter().map(|v| (v.id, g.default_position)))
        .collect()
}

#[wasm_bindgen_test]
fn bad_arguments_throw_errors_instead_of_crashing_the_module() {
    let mut cases: Vec<(JsValue, JsValue, &str)> = vec![
        (s("chess"), s("1"), "unknownGame"),
        (JsValue::from(7), s("1"), "badOption"),
    ];
    // A position left out, for every variant.
    for (id, _) in variants() {
        cases.push((s(id), JsValue::UNDEFINED, "badOption"));
    }
    for (game, position, expected) in cases {
        let (message, kind) = error_of(wasm::analyze(&game, &position));
        assert_eq!(kind, expected, "{game:?}: {message}");
        assert!(!message.is_empty());
    }
    // The module still works after all those errors: every start position.
    for (id, start) in variants() {
        assert!(wasm::analyze(&s(id), &s(start)).is_ok(), "{id} {start}");
    }
}

/// A call's answer as the page sees it, as plain data: the result through `JSON.stringify`, or
/// the thrown error's kind and message.
fn answer_of(result: Result<JsValue, JsValue>) -> serde_json::Value {
    match result {
        Ok(value) => {
            let json: String = js_sys::JSON::stringify(&value).unwrap().into();
            serde_json::json!({ "result": serde_json::from_str::<serde_json::Value>(&json).unwrap() })
        }
        Err(thrown) => {
            let error: js_sys::Error = thrown.dyn_into().expect("a JS Error is thrown");
            let message: String = error.message().into();
            serde_json::json!({ "error": { "kind": text(&error, "kind"), "message": message } })
        }
    }
}

/// The golden comparison through the real module: every call of `tests/data/golden.jsonl`
/// (see `tests/golden.rs`) gives the page the same plain objects as recorded. `JSON.stringify`
/// keeps `null` and drops `undefined`, so a missing value sent as `undefined` is caught too, and
/// it fails on anything that is not plain data (a `Map` would come out as `{}`, a `BigInt`
/// would throw).
#[wasm_bindgen_test]
fn every_recorded_call_gives_the_page_the_recorded_objects() {
    let golden = include_str!("data/golden.jsonl");
    let mut differences = Vec::new();
    let mut count = 0;
    for line in golden.lines() {
        count += 1;
        let entry: serde_json::Value = serde_json::from_str(line).unwrap();
        let name = entry["call"].as_str().unwrap();
        let args = entry["args"].as_array().unwrap();
        // `analyze` goes through JSON text; the objects serde-wasm-bindgen builds for the
        // benchmark's comparison (`analyzeObjects`) must be the same.
        let mut exports = vec![name];
        if name == "analyze" {
            exports.push("analyzeObjects");
        }
        for export in exports {
            let now = answer_of(exports::call_export(export, args));
            if let Err(at) = compare::compare(&entry["answer"], &now, "") {
                differences.push(format!("{export}{args:?}: {at}"));
            }
        }
    }
    assert!(count >= 300, "{count} calls recorded");
    assert!(
        differences.is_empty(),
        "{} of {count} calls differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
}

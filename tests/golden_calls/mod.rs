//! The native side of the golden comparison: each exported function by its JavaScript name,
//! called through the Rust API, its result as plain JSON data; and the games' own test data
//! (`games`), which tests/golden.rs and tests/robustness.rs gather from tests/data/games/.

mod compare;
pub mod games;

pub use compare::compare;

use grundy::api;
use serde_json::{json, Value};

/// One argument of a call, as the export reads it once it has crossed from JavaScript: text, a
/// number (any `f64`: NaN and the infinities too, which tests/robustness.rs sends and JSON
/// cannot hold), or any other JSON value (the search's options, `null`).
#[derive(Clone, Debug)]
pub enum Arg {
    /// A string.
    Text(String),
    /// A number.
    Number(f64),
    /// Anything else.
    Json(Value),
}

impl From<&Value> for Arg {
    fn from(value: &Value) -> Arg {
        match value {
            Value::String(s) => Arg::Text(s.clone()),
            Value::Number(n) => Arg::Number(n.as_f64().unwrap()),
            other => Arg::Json(other.clone()),
        }
    }
}

/// A result as the page receives it: the plain data, or the error's kind and message.
fn data<T: serde::Serialize>(result: grundy::Result<T>) -> Result<Value, Value> {
    match result {
        Ok(value) => Ok(serde_json::to_value(&value).unwrap()),
        Err(e) => Err(json!({ "kind": e.kind.name(), "message": e.message })),
    }
}

fn text(args: &[Arg], i: usize) -> String {
    match &args[i] {
        Arg::Text(s) => s.clone(),
        other => panic!("argument {i} is not text: {other:?}"),
    }
}

/// A number argument; anything else is NaN, as `Number(x)` makes it in JavaScript.
fn number(args: &[Arg], i: usize) -> f64 {
    match args[i] {
        Arg::Number(x) => x,
        _ => f64::NAN,
    }
}

/// A budget: a number, or no limit when it is left out.
fn budget(args: &[Arg], i: usize) -> f64 {
    match args.get(i) {
        Some(Arg::Number(x)) => *x,
        _ => f64::INFINITY,
    }
}

/// A lab's arguments, as the export reads its list: texts, numbers, and nothing for the rest.
fn lab_args(args: &[Arg]) -> Vec<api::LabArg> {
    args.iter()
        .map(|a| match a {
            Arg::Text(t) => api::LabArg::Text(t.clone()),
            Arg::Number(x) => api::LabArg::Number(*x),
            Arg::Json(_) => api::LabArg::Missing,
        })
        .collect()
}

fn options(args: &[Arg], i: usize) -> Value {
    match &args[i] {
        Arg::Text(s) => json!(s),
        Arg::Number(x) => json!(x),
        Arg::Json(v) => v.clone(),
    }
}

/// Calls the export `name` with the recorded `args`.
pub fn run(name: &str, args: &[Value]) -> Result<Value, Value> {
    call(name, &args.iter().map(Arg::from).collect::<Vec<_>>())
}

/// Calls the export `name` with `args`.
pub fn call(name: &str, args: &[Arg]) -> Result<Value, Value> {
    match name {
        "games" => data(Ok(api::games())),
        "complexity" => data(Ok(api::complexity())),
        "analyze" => data(api::analyze(&text(args, 0), &text(args, 1))),
        "explain" => data(api::explain(&text(args, 0), &text(args, 1))),
        "play" => data(api::play(&text(args, 0), &text(args, 1), &text(args, 2))),
        "bestMove" => data(api::best_move(
            &text(args, 0),
            &text(args, 1),
            &text(args, 2),
            number(args, 3) as u64,
        )),
        "solve" => data(api::solve(&text(args, 0), &text(args, 1), budget(args, 2))),
        "forget" => data(api::forget(&text(args, 0))),
        "lab" => data(api::lab(
            &text(args, 0),
            &text(args, 1),
            &lab_args(&args[2..]),
            &mut |_| {},
        )),
        "search" => {
            let options: api::SearchOptions = serde_json::from_value(options(args, 2)).unwrap();
            data(api::search(&text(args, 0), &text(args, 1), &options))
        }
        "compare" => data(api::compare(&text(args, 0), &text(args, 1))),
        _ => panic!("no export called {name}"),
    }
}

/// The recorded form of an answer: `{"result": ...}` or `{"error": {"kind", "message"}}`.
pub fn answer(name: &str, args: &[Value]) -> Value {
    match run(name, args) {
        Ok(result) => json!({ "result": result }),
        Err(error) => json!({ "error": error }),
    }
}

/// Writes `file`: one line per call with its answer.
pub fn record(file: &str, calls: &[(String, Vec<Value>)]) {
    let mut out = String::new();
    for (name, args) in calls {
        let line = json!({ "call": name, "args": args, "answer": answer(name, args) });
        out.push_str(&line.to_string());
        out.push('\n');
    }
    std::fs::write(file, out).unwrap();
}

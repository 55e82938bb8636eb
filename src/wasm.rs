//! The WebAssembly exports: the only file that names `wasm_bindgen`.
//!
//! Each export is a one-line shim over [`crate::api`]: it reads JavaScript values, calls the plain
//! Rust function and turns the result into a plain JavaScript object (camelCase fields, `null`
//! for a missing Grundy value) or the error into a thrown JS `Error` whose `message` a student
//! can act on and whose `kind` names the mistake (`badPosition`, `illegalMove`, ...).
//! Arguments arrive as `JsValue` so that a missing or non-text argument is an error too, not a
//! crash inside the glue code.

use wasm_bindgen::prelude::*;

use crate::api;
use crate::error::{Error, ErrorKind};
use crate::json::{to_json, ToJson};

/// Runs once when the module is instantiated: panics (bugs) are printed to the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A Rust error as a thrown JavaScript `Error` with a `kind` property.
fn js_error(error: Error) -> JsValue {
    let js = js_sys::Error::new(&error.message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&js, &"kind".into(), &error.kind.name().into());
    js.into()
}

/// Converts a result to a plain JavaScript object through JSON text and `JSON.parse` (`None`
/// becomes `null`). Measured with `./build.sh bench`: `analyze` listing 10,000 moves (7 MB of
/// position text) took 33 ms through JSON text against 59 ms building the objects property by
/// property with serde-wasm-bindgen. The text is written by [`crate::json`], not serde_json:
/// serde's generic code and its float formatting made the gzipped module 20 KB larger, and the
/// small writer is as fast on that workload (27 ms in Node, both ways). The one object
/// argument (`search`'s options) is read field by field in [`search_options`].
fn to_js<T: ToJson>(result: crate::Result<T>) -> Result<JsValue, JsValue> {
    let value = result.map_err(js_error)?;
    js_sys::JSON::parse(&to_json(&value))
}

/// Reads a text argument, refusing anything that is not a string.
fn text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| {
        js_error(Error::new(
            ErrorKind::BadOption,
            format!("The {what} must be given as text, e.g. \"3,4,5\"."),
        ))
    })
}

/// The catalogue of games.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(Ok(api::games()))
}

/// Outcome, Grundy value and legal moves of `position` in `game`.
#[wasm_bindgen]
pub fn analyze(game: &JsValue, position: &JsValue) -> Result<JsValue, JsValue> {
    to_js(api::analyze(
        &text(game, "game")?,
        &text(position, "position")?,
    ))
}

/// The canonical position after `move`.
#[wasm_bindgen]
pub fn play(game: &JsValue, position: &JsValue, mv: &JsValue) -> Result<String, JsValue> {
    api::play(
        &text(game, "game")?,
        &text(position, "position")?,
        &text(mv, "move")?,
    )
    .map_err(js_error)
}

/// The steps of the explanation of `position`.
#[wasm_bindgen]
pub fn explain(game: &JsValue, position: &JsValue) -> Result<JsValue, JsValue> {
    to_js(api::explain(
        &text(game, "game")?,
        &text(position, "position")?,
    ))
}

/// The computer's move at `level` ("perfect" or "beginner"); `seed` (optional) makes the
/// beginner's random choices repeatable.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    game: &JsValue,
    position: &JsValue,
    level: &JsValue,
    seed: Option<f64>,
) -> Result<JsValue, JsValue> {
    let seed = seed
        .filter(|s| s.is_finite())
        .unwrap_or_else(|| js_sys::Math::random() * 9_007_199_254_740_992.0);
    to_js(api::best_move(
        &text(game, "game")?,
        &text(position, "position")?,
        &text(level, "level")?,
        seed.abs() as u64,
    ))
}

/// The xor corner for two whole numbers from 0 to 2^31 - 1.
#[wasm_bindgen(js_name = xorExplain)]
pub fn xor_explain(a: &JsValue, b: &JsValue) -> Result<JsValue, JsValue> {
    let number = |v: &JsValue| v.as_f64().unwrap_or(f64::NAN);
    to_js(api::xor_explain(number(a), number(b)))
}

/// Solves up to `budget` more positions of the Chomp board `position` fills and reports
/// `{ position, rows, cols, done, solved, total }`; call again to go on (a missing budget means
/// "to the end"). Finished boards are cached, so `analyze` on them answers at once.
#[wasm_bindgen(js_name = chompSolve)]
pub fn chomp_solve(position: &JsValue, budget: &JsValue) -> Result<JsValue, JsValue> {
    let budget = match budget.as_f64() {
        Some(b) => b,
        None if budget.is_undefined() || budget.is_null() => f64::INFINITY,
        None => f64::NAN, // refused by the API with a message
    };
    to_js(api::chomp_solve(&text(position, "position")?, budget))
}

/// Empties the cache of solved Chomp boards.
#[wasm_bindgen(js_name = chompForget)]
pub fn chomp_forget() {
    api::chomp_forget();
}

/// Minimax or alpha-beta on a tic-tac-toe or 2x2 Go position; `options` is an object
/// `{ algorithm, ordering, table, symmetry, budget, trace }` (see [`search_options`]).
#[wasm_bindgen]
pub fn search(game: &JsValue, position: &JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let options = search_options(&options)?;
    to_js(api::search(
        &text(game, "game")?,
        &text(position, "position")?,
        &options,
    ))
}

/// Reads the search options object field by field. (A generic deserializer did this before;
/// reading six fields by hand keeps its code and the float formatting of its messages out of
/// the module, and says which field is wrong in words a student can act on.) Missing fields,
/// `undefined` and `null` take their defaults; fields not listed here are ignored.
fn search_options(options: &JsValue) -> Result<api::SearchOptions, JsValue> {
    let bad = |message: String| js_error(Error::new(ErrorKind::BadOption, message));
    if !options.is_object() {
        return Err(bad(
            "The search options must be an object like { algorithm: \"alphabeta\", ordering: \"pass-first\", table: false }."
                .to_string(),
        ));
    }
    // A field's value, or None when it is absent, undefined or null.
    let field = |name: &str| {
        js_sys::Reflect::get(options, &JsValue::from_str(name))
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
    };
    let string = |name: &str| {
        match field(name) {
        None => Ok(None),
        Some(v) => v.as_string().map(Some).ok_or_else(|| {
            bad(format!(
                "The search option {name} must be text: a name in quotes, such as \"alphabeta\" or \"pass-first\"."
            ))
        }),
    }
    };
    let flag = |name: &str| match field(name) {
        None => Ok(false),
        Some(v) => v
            .as_bool()
            .ok_or_else(|| bad(format!("The search option {name} must be true or false."))),
    };
    // Numbers are checked (whole, in range) by the API, which names the limits.
    let number = |name: &str| match field(name) {
        None => Ok(None),
        Some(v) => v
            .as_f64()
            .map(Some)
            .ok_or_else(|| bad(format!("The search option {name} must be a number."))),
    };
    Ok(api::SearchOptions {
        algorithm: string("algorithm")?.ok_or_else(|| {
            bad("The search options need an algorithm: \"minimax\" or \"alphabeta\".".to_string())
        })?,
        ordering: string("ordering")?,
        table: flag("table")?,
        symmetry: flag("symmetry")?,
        budget: number("budget")?,
        trace: number("trace")?,
    })
}

/// A shortest solution of an 8-puzzle tray by backtracking with iterative deepening.
#[wasm_bindgen(js_name = puzzleSolve)]
pub fn puzzle_solve(position: &JsValue) -> Result<JsValue, JsValue> {
    to_js(api::puzzle_solve(&text(position, "position")?))
}

/// The 8-puzzle tray after sliding a tile.
#[wasm_bindgen(js_name = puzzlePlay)]
pub fn puzzle_play(position: &JsValue, tile: &JsValue) -> Result<String, JsValue> {
    api::puzzle_play(&text(position, "position")?, &text(tile, "tile")?).map_err(js_error)
}

/// The game-complexity panel.
#[wasm_bindgen]
pub fn complexity() -> Result<JsValue, JsValue> {
    to_js(Ok(api::complexity()))
}

/// Fault injection for the page test of crash recovery: panics on purpose, as a bug in the
/// core would. The panic aborts the module (a wasm trap), the worker reports it, and the page
/// starts a fresh worker while keeping the game. Never called by the pages themselves.
#[wasm_bindgen(js_name = crashForTest)]
pub fn crash_for_test() {
    panic!("crashForTest: the core was asked to crash (fault injection for the restart test)");
}

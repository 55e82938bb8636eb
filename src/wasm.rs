//! The WebAssembly exports: the only file that names `wasm_bindgen`.
//!
//! Each export is a one-line shim over [`crate::api`]: it reads JavaScript values, calls the plain
//! Rust function and turns the result into a plain JavaScript object through serde-wasm-bindgen
//! (camelCase fields as the result types' serde attributes name them, `null` for a missing
//! value, numbers for integers, plain objects for maps), or the error into a thrown JS `Error`
//! whose `message` a student can act on and whose `kind` names the mistake (`badPosition`,
//! `illegalMove`, ...).
//! Arguments arrive as `JsValue` so that a missing or non-text argument is an error too, not a
//! crash inside the glue code.

use wasm_bindgen::prelude::*;

use serde::Serialize;
use serde_wasm_bindgen::Serializer;

use crate::api;
use crate::error::{Error, ErrorKind};

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

/// Converts a result to a plain JavaScript object. serde-wasm-bindgen builds the objects
/// directly, configured as the page expects them: `None` is `null` (not a missing key), maps
/// are plain objects (the flattened move and position details are written as maps), and
/// 64-bit integers are numbers (every count the API returns is below 2^53).
fn to_js<T: Serialize>(result: crate::Result<T>) -> Result<JsValue, JsValue> {
    let value = result.map_err(js_error)?;
    let serializer = Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(JsValue::from)
}

/// The same result through JSON text: serde_json writes it and `JSON.parse` builds the objects
/// (the same plain objects: `null` for `None`, numbers, no maps). `analyze` goes this way
/// because its move list can hold 10,000 moves, and for many small objects one `JSON.parse` is
/// measurably faster than serde-wasm-bindgen setting every key from wasm (the flattened move
/// details take serde's map path, whose keys are converted one by one). Measured with
/// `./build.sh bench` on 2026-11-23 (best of 15 calls in Node, alternated, machine loaded):
/// Dawson's Kayles on a heap of 1,000,000 (10,000 moves) 28-31 ms as text against 54-61 ms as
/// objects; Kayles 39-67 against 65-70 ms; Nim's 64 piles (7.6 MB of position text, where
/// decoding the strings dominates) 29-30 ms either way. The benchmark keeps both measurements
/// (`analyzeObjects`).
fn to_js_text<T: Serialize>(result: crate::Result<T>) -> Result<JsValue, JsValue> {
    let value = result.map_err(js_error)?;
    let text = serde_json::to_string(&value).map_err(|e| JsValue::from_str(&e.to_string()))?;
    js_sys::JSON::parse(&text)
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

/// The catalogue of games. Only the partizan module exports it (native builds and the tests
/// have both): the pages read the catalogue from `games.json`, which the build writes from
/// this export, so the impartial module, at its size budget, does not carry it.
#[cfg(feature = "partizan")]
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(Ok(api::games()))
}

/// Outcome, Grundy value and legal moves of `position` in `game` (through JSON text, see
/// [`to_js_text`]).
///
/// The games of chance's module alone builds the objects directly (serde-wasm-bindgen, as its
/// other answers are): Pig's analysis has a handful of moves, and writing its chances as text
/// would bring serde_json's number formatting into that module for nothing.
#[wasm_bindgen]
pub fn analyze(game: &JsValue, position: &JsValue) -> Result<JsValue, JsValue> {
    let answer = api::analyze(&text(game, "game")?, &text(position, "position")?);
    if cfg!(any(feature = "impartial", feature = "partizan")) {
        to_js_text(answer)
    } else {
        to_js(answer)
    }
}

/// For the benchmark only: `analyze` with its objects built by serde-wasm-bindgen, so that
/// `./build.sh bench` keeps measuring why `analyze` goes through JSON text. The pages never
/// call it, and the modules the site serves leave it out (feature `objects`): it would add
/// 5.6 KB gzipped to every page's download (the objects' code for every game's analysis).
#[cfg(all(feature = "impartial", feature = "objects"))]
#[wasm_bindgen(js_name = analyzeObjects)]
pub fn analyze_objects(game: &JsValue, position: &JsValue) -> Result<JsValue, JsValue> {
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

/// Minimax or alpha-beta on a tic-tac-toe or 2x2 Go position; `options` is an object
/// `{ algorithm, ordering, table, symmetry, budget, trace }` (see [`api::SearchOptions`]).
#[cfg(feature = "impartial")]
#[wasm_bindgen]
pub fn search(game: &JsValue, position: &JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let options = search_options(options)?;
    to_js(api::search(
        &text(game, "game")?,
        &text(position, "position")?,
        &options,
    ))
}

/// Reads the search options with serde. A missing, unknown or wrong-typed field is a
/// `badOption` error that names the field (serde_path_to_error finds which one).
#[cfg(feature = "impartial")]
fn search_options(options: JsValue) -> Result<api::SearchOptions, JsValue> {
    const EXAMPLE: &str = "{ algorithm: \"alphabeta\", ordering: \"pass-first\", table: false }";
    let bad = |message: String| js_error(Error::new(ErrorKind::BadOption, message));
    if !options.is_object() {
        return Err(bad(format!(
            "The search options must be an object like {EXAMPLE}."
        )));
    }
    // serde-wasm-bindgen reads a struct by looking up its own field names, so it never sees a
    // field it does not know: those are looked for here, and refused as serde would.
    for key in js_sys::Object::keys(options.unchecked_ref::<js_sys::Object>()).iter() {
        let key = key.as_string().unwrap_or_default();
        if !api::SearchOptions::FIELDS.contains(&key.as_str()) {
            return Err(bad(format!(
                "The search options are not right: unknown field \"{key}\", expected one of {}. They look like {EXAMPLE}.",
                api::SearchOptions::FIELDS.join(", ")
            )));
        }
    }
    serde_path_to_error::deserialize(serde_wasm_bindgen::Deserializer::from(options)).map_err(
        |e| {
            let field = e.path().to_string();
            // serde quotes names with backticks; a student reads plain quotes.
            let problem = e.into_inner().to_string().replace('`', "\"");
            if field == "." {
                // Missing and unknown fields are named in serde's own message.
                bad(format!(
                    "The search options are not right: {problem}. They look like {EXAMPLE}."
                ))
            } else {
                bad(format!(
                    "The search option {field} is not right: {problem}. The options look like {EXAMPLE}."
                ))
            }
        },
    )
}

/// The game-complexity panel (in the impartial module, which has the games it counts).
#[cfg(feature = "impartial")]
#[wasm_bindgen]
pub fn complexity() -> Result<JsValue, JsValue> {
    to_js(Ok(api::complexity()))
}

/// The values lab: is G >= H (both in the values notation), with the play of G - H that decides it.
#[cfg(feature = "partizan")]
#[wasm_bindgen]
pub fn compare(g: &JsValue, h: &JsValue) -> Result<JsValue, JsValue> {
    to_js(api::compare(
        &text(g, "first game")?,
        &text(h, "second game")?,
    ))
}

/// The QR code of a lesson's link (`{ size, version, level, rows }`). In the partizan module,
/// which has the room (about 100 KB gzipped of the 170 each module may weigh) and already
/// answers a call of no game (`games`).
#[cfg(feature = "partizan")]
#[wasm_bindgen(js_name = qrCode)]
pub fn qr_code(text: &JsValue) -> Result<JsValue, JsValue> {
    to_js(api::qr_code(&self::text(text, "link")?))
}

/// Works out up to `budget` more positions of a big position ahead of play (Chomp's board, a
/// big partizan board) and reports `{ done, solved, total, size }`; call again until `done` (a
/// missing budget means "to the end", 0 only asks). Then the functions of play answer at once.
#[wasm_bindgen]
pub fn solve(game: &JsValue, position: &JsValue, budget: &JsValue) -> Result<JsValue, JsValue> {
    let budget = match budget.as_f64() {
        Some(b) => b,
        None if budget.is_undefined() || budget.is_null() => f64::INFINITY,
        None => f64::NAN, // refused by the API with a message
    };
    to_js(api::solve(
        &text(game, "game")?,
        &text(position, "position")?,
        budget,
    ))
}

/// Empties a game's tables of solved positions (memory back; the benchmark solves from scratch).
#[wasm_bindgen]
pub fn forget(game: &JsValue) -> Result<(), JsValue> {
    api::forget(&text(game, "game")?).map_err(js_error)
}

/// A game's lab called `name` (`lab("pig:100", "solve")`, `lab("xor", "explain", [5, 3])`),
/// with its arguments as an array of texts and numbers; `onProgress` (optional) gets each
/// report of a long lab as a plain object. A progress function that throws stops nothing.
#[wasm_bindgen]
pub fn lab(
    game: &JsValue,
    name: &JsValue,
    args: &JsValue,
    on_progress: &JsValue,
) -> Result<JsValue, JsValue> {
    let args: Vec<api::LabArg> = match args.dyn_ref::<js_sys::Array>() {
        Some(list) => list
            .iter()
            .map(|v| match (v.as_string(), v.as_f64()) {
                (Some(t), _) => api::LabArg::Text(t),
                (_, Some(x)) => api::LabArg::Number(x),
                _ => api::LabArg::Missing,
            })
            .collect(),
        None if args.is_undefined() || args.is_null() => Vec::new(),
        None => {
            return Err(js_error(Error::new(
                ErrorKind::BadOption,
                "A lab's arguments must be given as a list, e.g. [5, 3].",
            )))
        }
    };
    let mut report = |answer: api::LabAnswer| {
        if let Some(f) = on_progress.dyn_ref::<js_sys::Function>() {
            if let Ok(object) = to_js(Ok(answer)) {
                let _ = f.call1(&JsValue::NULL, &object);
            }
        }
    };
    to_js(api::lab(
        &text(game, "game")?,
        &text(name, "lab")?,
        &args,
        &mut report,
    ))
}

/// Fault injection for the page test of crash recovery: panics on purpose, as a bug in the
/// core would. The panic aborts the module (a wasm trap), the worker reports it, and the page
/// starts a fresh worker while keeping the game. Never called by the pages themselves.
#[wasm_bindgen(js_name = crashForTest)]
pub fn crash_for_test() {
    panic!("crashForTest: the core was asked to crash (fault injection for the restart test)");
}

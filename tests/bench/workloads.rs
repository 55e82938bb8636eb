//! Native benchmark runner: times each workload (`workloads.json` says what one is; each game's
//! are in `tests/bench/games/<family>.json`) through the plain Rust API.
//!
//! `./build.sh bench` runs `run.mjs`, which builds this with `cargo bench --no-run` and runs it
//! one workload at a time (`--one N`), each right before the same workload in wasm under Node,
//! and prints the table with the wasm/native ratio. Each figure is the best time of one call
//! over repeated runs after a warm-up (the median is reported beside it).

use std::hint::black_box;
use std::time::Instant;

use serde_json::Value;

/// Calls the API function a workload names; the result is returned so it is not optimised away.
fn call(name: &str, args: &[String]) -> Result<String, grundy::Error> {
    let a = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    Ok(match name {
        // Written as JSON text, as the wasm export writes it before JavaScript parses it, so
        // that both runners do the same work and the ratio shows what wasm itself costs.
        "analyze" => serde_json::to_string(&grundy::api::analyze(a(0), a(1))?).unwrap(),
        // Built into a tree of plain values, as serde-wasm-bindgen builds JavaScript objects
        // (the comparison the benchmark keeps, see src/wasm.rs).
        "analyzeObjects" => plain(&grundy::api::analyze(a(0), a(1))?),
        "explain" => plain(&grundy::api::explain(a(0), a(1))?),
        "bestMove" => {
            let seed = a(3).parse().unwrap_or(0);
            grundy::api::best_move(a(0), a(1), a(2), seed)?.r#move
        }
        "play" => grundy::api::play(a(0), a(1), a(2))?,
        // The options object is written as JSON text in workloads.json.
        "search" => {
            let r = grundy::api::search(a(0), a(1), &search_options(a(2)))?;
            format!("{} {}", r.value, r.nodes)
        }
        // A big position worked out ahead from scratch: the game's tables are emptied first,
        // then one call works it all out.
        "solve" => {
            grundy::api::forget(a(0))?;
            let p = grundy::api::solve(a(0), a(1), f64::INFINITY)?;
            format!("{} {}", p.done, p.solved)
        }
        // A game's lab from scratch: [game, lab, ...its arguments, as text].
        "lab" => {
            grundy::api::forget(a(0))?;
            let rest: Vec<grundy::api::LabArg> = args
                .iter()
                .skip(2)
                .map(|t| grundy::api::LabArg::Text(t.clone()))
                .collect();
            plain(&grundy::api::lab(a(0), a(1), &rest, &mut |_| {})?)
        }
        other => panic!("a workload names an unknown call {other}"),
    })
}

/// The search options from their JSON text, read by serde as the wasm export reads them from
/// a JavaScript object.
fn search_options(text: &str) -> grundy::api::SearchOptions {
    serde_json::from_str(text).expect("workloads.json's search options are right")
}

/// A result as a tree of plain values (what the page receives), summed up in a short string.
fn plain<T: serde::Serialize>(result: &T) -> String {
    let value = serde_json::to_value(result).expect("every result serializes");
    value.as_object().map_or(0, |o| o.len()).to_string()
}

/// Best and median milliseconds per call: warm up, then repeat until 0.3 s or 200 calls have
/// run. The best run is the figure least disturbed by other work on a shared machine.
fn time(name: &str, args: &[String]) -> (f64, f64, usize) {
    // Warm up for 3 calls and at least 1 s, as the wasm runner does (run.mjs says why).
    let warm = Instant::now();
    let mut calls = 0;
    while calls < 3 || warm.elapsed().as_secs_f64() < 1.0 {
        black_box(call(name, args).expect("workload arguments are valid"));
        calls += 1;
    }
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 5 || (start.elapsed().as_secs_f64() < 0.3 && samples.len() < 200) {
        let t = Instant::now();
        black_box(call(name, args).expect("workload arguments are valid"));
        samples.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    samples.sort_by(f64::total_cmp);
    (samples[0], samples[samples.len() / 2], samples.len())
}

/// `--json` prints one JSON line per workload; `--one N` times workload N alone (run.mjs
/// alternates these with the wasm runs of the same workload, so that both sides of a ratio are
/// measured under the same load on a shared machine).
/// Every workload: each game's own file, tests/bench/games/<family>.json (the family is the
/// game id before any colon), in the catalogue's order, as spec.mjs gathers them for run.mjs.
fn workloads() -> Vec<Value> {
    let root = env!("CARGO_MANIFEST_DIR");
    let read = |path: &str| -> Value {
        let text = std::fs::read_to_string(format!("{root}/{path}")).expect(path);
        serde_json::from_str(&text).expect(path)
    };
    let mut families: Vec<String> = Vec::new();
    for game in read("www/games.json").as_array().expect("the catalogue") {
        let family = game["id"]
            .as_str()
            .expect("an id")
            .split(':')
            .next()
            .unwrap();
        if !families.iter().any(|f| f == family) {
            families.push(family.to_string());
        }
    }
    families
        .iter()
        .map(|f| format!("tests/bench/games/{f}.json"))
        .filter(|path| std::path::Path::new(&format!("{root}/{path}")).exists())
        .flat_map(|path| {
            read(&path)["workloads"]
                .as_array()
                .expect("a workloads array")
                .clone()
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let json = args.iter().any(|a| a == "--json");
    let one: Option<usize> = args
        .iter()
        .position(|a| a == "--one")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok());
    let workloads = workloads();
    for (index, w) in workloads.iter().enumerate() {
        if one.is_some_and(|n| n != index) {
            continue;
        }
        let name = w["name"].as_str().unwrap_or("?");
        let call_name = w["call"].as_str().unwrap_or("?");
        let args: Vec<String> = w["args"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|v| v.as_str().unwrap_or("").to_string())
                    .collect()
            })
            .unwrap_or_default();
        let (best, median, runs) = time(call_name, &args);
        if json || one.is_some() {
            println!(
                "{}",
                serde_json::json!({ "name": name, "ms": best, "median": median, "runs": runs })
            );
        } else {
            println!("{best:10.4} ms best, {median:10.4} ms median  {name} ({runs} runs)");
        }
    }
}

//! The TypeScript types of the core's answers, generated from the Rust types that serde writes
//! (ts-rs, Cargo feature `types`), so that the page's type check (`tsc`, through the JSDoc of
//! `www/js/engine.js`) knows every field the core sends, and a page that reads a field the core
//! does not send fails the lints.
//!
//! `www/js/types/core.d.ts` is the committed file; this test writes the types again and fails
//! when they differ. After a change of an answer's shape:
//! `GRUNDY_TYPES=write cargo test --test types`, then read the diff.
#![cfg(all(not(target_arch = "wasm32"), feature = "types"))]

use std::any::TypeId;
use std::collections::BTreeMap;

use grundy::api;
use ts_rs::{Config, TypeVisitor, TS};

const FILE: &str = "www/js/types/core.d.ts";

/// Every type reachable from the answers, by its TypeScript name: its declaration, and which
/// Rust type it is (two Rust types of one name would overwrite each other's declaration).
struct Declarations {
    config: Config,
    found: BTreeMap<String, (TypeId, String, String)>,
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Only types that can be declared have an output path (not numbers, strings, lists).
        if T::output_path().is_none() {
            return;
        }
        let name = T::ident(&self.config);
        let id = TypeId::of::<T>();
        if let Some((other, _, rust)) = self.found.get(&name) {
            assert!(
                *other == id,
                "two Rust types are both called {name} in TypeScript ({rust} and {}): rename one with #[ts(rename = ...)]",
                std::any::type_name::<T>()
            );
            return;
        }
        let decl = T::decl(&self.config);
        self.found
            .insert(name, (id, decl, std::any::type_name::<T>().to_string()));
        T::visit_dependencies(self);
    }
}

/// The answers of every exported function (`api::visit_answers`) and every type they hold.
fn declarations() -> String {
    let mut d = Declarations {
        // serde-wasm-bindgen and JSON text both hand 64-bit integers to JavaScript as numbers.
        config: Config::new().with_large_int("number"),
        found: BTreeMap::new(),
    };
    api::visit_answers(&mut d);
    let mut out = String::from(
        "// The core's answers as TypeScript types, generated from the Rust types by ts-rs\n\
         // (tests/types.rs). Do not edit: `GRUNDY_TYPES=write cargo test --test types` writes it.\n",
    );
    for (_, decl, _) in d.found.values() {
        out.push_str("\nexport ");
        out.push_str(decl.trim());
        out.push('\n');
    }
    out
}

#[test]
fn the_committed_types_are_the_core_s() {
    let now = declarations();
    if std::env::var("GRUNDY_TYPES").as_deref() == Ok("write") {
        std::fs::create_dir_all("www/js/types").unwrap();
        std::fs::write(FILE, &now).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        committed == now,
        "{FILE} differs from the core's types: run GRUNDY_TYPES=write cargo test --test types"
    );
}

#!/usr/bin/env bash
# Grundy's one build script. Every command installs what it needs first, and only when missing.
#
#   ./build.sh build   install the wasm target, the matching wasm-bindgen CLI and the npm
#                      dependencies; build www/pkg and www/games.json (the catalogue), then write
#                      target/site (www/ minified, tools/site.mjs): the folder that is served,
#                      tested and measured
#   ./build.sh serve   build, then serve target/site at http://127.0.0.1:8000
#   ./build.sh test    build, install Chromium and the npm dependencies, write the bundle, run the
#                      lints (rustfmt, clippy for both targets, rustdoc, Biome, tsc) and every suite
#   ./build.sh bundle  build, then write dist/grundy.html: the whole site in one file that opens
#                      offline by double-clicking it (tools/bundle.mjs, with esbuild from npm)
#   ./build.sh bench   build, run the benchmarks natively, in wasm (Node) and in headless Chromium: two tables
#
# Set PORT to serve elsewhere. The wasm-bindgen CLI goes to ~/.cache/wasm-bindgen-cli/<version>,
# the version read from Cargo.lock so that it always equals the crate's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# rustfmt and clippy, for the lints of `test`.
ensure_lint_tools() {
  if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    say "installing rustfmt and clippy"
    rustup component add rustfmt clippy
  fi
}

# The wasm-bindgen version Cargo.lock resolved; the CLI must be exactly this version.
bindgen_version() {
  [ -f Cargo.lock ] || cargo generate-lockfile
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_bindgen_cli() {
  local version root
  version=$(bindgen_version)
  root="$HOME/.cache/wasm-bindgen-cli/$version"
  if ! "$root/bin/wasm-bindgen" --version 2>/dev/null | grep -q " $version\$"; then
    say "installing wasm-bindgen-cli $version (once per machine, a few minutes)"
    cargo install wasm-bindgen-cli --version "$version" --locked --root "$root"
  fi
  export PATH="$root/bin:$PATH"
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian's chromium and chromium-driver"
    as_root apt-get update
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y --no-install-recommends chromium chromium-driver
  fi
}

# The npm packages pinned in tests/package.json: playwright-core drives Chromium in the page
# tests, esbuild minifies the served site and writes the single-file bundle, Biome formats and
# lints the JavaScript and CSS, TypeScript checks the JavaScript through its JSDoc types, jsqr
# and pngjs read the lesson page's QR code back in its test.
# `npm ci` runs only when one is missing or is not the pinned version.
ensure_npm_deps() {
  local name want have missing=""
  for name in playwright-core esbuild @biomejs/biome typescript jsqr pngjs; do
    want=$(node -p "require('./tests/package.json').devDependencies['$name']")
    have=$(node -p "try { require('./tests/node_modules/$name/package.json').version } catch { '' }")
    if [ "$want" != "$have" ]; then missing="$missing $name@$want"; fi
  done
  if [ -n "$missing" ]; then
    say "installing the npm dependencies:$missing"
    (cd tests && npm ci --no-audit --no-fund)
  fi
}

build() {
  ensure_wasm_target
  ensure_bindgen_cli
  # Three modules, one per kind of game (Cargo.toml's features): a page downloads only its own.
  # Each has its own target directory, so that no build undoes another's.
  say "building the release wasm: the impartial games (pkg/grundy_bg.wasm)"
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features impartial
  wasm-bindgen --target web --no-typescript --out-dir www/pkg \
    target/wasm32-unknown-unknown/release/grundy.wasm
  say "building the release wasm: the partizan games (pkg/grundy_partizan_bg.wasm)"
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features partizan \
    --target-dir target/partizan
  wasm-bindgen --target web --no-typescript --out-dir www/pkg --out-name grundy_partizan \
    target/partizan/wasm32-unknown-unknown/release/grundy.wasm
  say "building the release wasm: the games of chance and the 8-puzzle (pkg/grundy_chance_bg.wasm)"
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features chance \
    --target-dir target/chance
  wasm-bindgen --target web --no-typescript --out-dir www/pkg --out-name grundy_chance \
    target/chance/wasm32-unknown-unknown/release/grundy.wasm
  say "writing www/games.json (the catalogue, read by the menu, the home page and the tests)"
  node tools/catalogue.mjs
  ensure_npm_deps
  say "writing target/site (the served copy of www/: modules bundled, one stylesheet a page, minified)"
  node tools/site.mjs
}

# dist/grundy.html from the built www/ (see tools/bundle.mjs); needs build and ensure_npm_deps.
write_bundle() {
  say "writing dist/grundy.html (the whole site in one file)"
  node tools/bundle.mjs
}

bundle() {
  build
  ensure_npm_deps
  write_bundle
}

serve() {
  build
  local port=${PORT:-8000}
  say "serving target/site at http://127.0.0.1:$port (Ctrl+C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory target/site
}

# Runs one suite, shows its output, and adds its counts to the totals.
PASSED=0
FAILED=0
run_suite() {
  local name=$1 parser=$2 log status passed failed
  shift 2
  log=$(mktemp)
  say "suite: $name"
  set +e
  "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  set -e
  read -r passed failed < <("$parser" "$log")
  # A suite that fails without reporting a failed test (it did not compile, say) counts as one.
  if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
  say "$name: $passed passed, $failed failed"
  PASSED=$((PASSED + passed))
  FAILED=$((FAILED + failed))
  rm -f "$log"
}

# "test result: ok. 12 passed; 0 failed; ..." lines, as cargo test and the wasm runner print.
cargo_counts() {
  awk '/test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
       END { print p + 0, f + 0 }' "$1"
}

# The guard rails: formatting, clippy for the native and the wasm target, the API docs, and for
# the front end Biome (formatting and lint rules, biome.jsonc) and TypeScript's check of the
# JavaScript (tsconfig.json), each with warnings as errors; and the shape: no import circle
# among the files of src/ (tools/circles.mjs), and no file outside a game's own that names it
# (tools/footprint.mjs: a game is added by its own files and its line in the list). Prints one "lint ok:" or
# "lint FAILED:" line per check.
# rustfmt on every Rust file by name: `cargo fmt` follows `mod` lines only, and the games'
# modules are declared by the list of games (a macro, src/games/mod.rs), which it does not read.
rust_format_check() {
  find src tests -name '*.rs' -not -path '*/node_modules/*' -print0 | xargs -0 rustfmt --check --edition 2021
}

lints() {
  local status=0 check
  for check in "rust_format_check" \
    "cargo clippy --all-targets -- -D warnings" \
    "cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings" \
    "cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features impartial -- -D warnings" \
    "cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features partizan -- -D warnings" \
    "cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features chance -- -D warnings" \
    "env RUSTDOCFLAGS=-Dwarnings cargo doc --no-deps" \
    "tests/node_modules/.bin/biome ci --error-on-warnings" \
    "tests/node_modules/.bin/tsc -p tsconfig.json" \
    "node tools/circles.mjs" \
    "node tools/footprint.mjs --self-test" \
    "node tools/footprint.mjs"; do
    if $check; then echo "lint ok: $check"; else echo "lint FAILED: $check"; status=1; fi
  done
  return "$status"
}

lint_counts() {
  awk '/^lint ok:/ { p++ } /^lint FAILED:/ { f++ } END { print p + 0, f + 0 }' "$1"
}

# "# pass 12" and "# fail 0" lines, as node --test prints.
node_counts() {
  awk '/^# pass / { p += $3 } /^# fail / { f += $3 } END { print p + 0, f + 0 }' "$1"
}

run_tests() {
  build
  ensure_chromium
  ensure_npm_deps
  # The bundle's page test opens dist/grundy.html. A failed bundle leaves no file behind, so
  # that test fails and says so, and the other suites still run.
  write_bundle || say "dist/grundy.html could not be written; its page test will fail"
  ensure_lint_tools
  run_suite "lints (rustfmt, clippy native and wasm, rustdoc, Biome, tsc; warnings are errors)" lint_counts lints
  run_suite "native (cargo test: unit, integration and doc tests)" cargo_counts cargo test
  run_suite "wasm in Node" cargo_counts env \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test --target wasm32-unknown-unknown --test wasm
  # The pages are tested as they are served: the minified copy in target/site.
  run_suite "pages in headless Chromium" node_counts env GRUNDY_SITE_DIR=target/site \
    node --test --test-concurrency=1 tests/e2e/
  echo "$PASSED passed, $FAILED failed"
  [ "$FAILED" = 0 ]
}

bench() {
  build
  # analyzeObjects is not in the served modules: the benchmark builds one with it.
  say "building the benchmark's module with analyzeObjects (target/bench-pkg)"
  cargo build --release --target wasm32-unknown-unknown --lib --no-default-features \
    --features impartial,objects --target-dir target/bench-objects
  wasm-bindgen --target web --no-typescript --out-dir target/bench-pkg \
    target/bench-objects/wasm32-unknown-unknown/release/grundy.wasm
  say "the core's benchmarks, native and wasm (Node) side by side, and the table"
  local status=0
  node tests/bench/run.mjs || status=1
  ensure_chromium
  ensure_npm_deps
  say "page benchmarks (headless Chromium) and the site's size"
  GRUNDY_SITE_DIR=target/site node tests/bench/page.mjs || status=1
  return "$status"
}

case "${1:-}" in
  build) build ;;
  serve) serve ;;
  test) run_tests ;;
  bench) bench ;;
  bundle) bundle ;;
  *)
    echo "usage: ./build.sh build | serve | test | bench | bundle" >&2
    exit 2
    ;;
esac

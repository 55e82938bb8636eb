#!/usr/bin/env bash
# Grundy's one build script. Every command installs what it needs first, and only when missing.
#
#   ./build.sh build   install the wasm target and the matching wasm-bindgen CLI, build www/pkg
#   ./build.sh serve   build, then serve www/ at http://127.0.0.1:8000
#   ./build.sh test    build, install Chromium and the npm test dependency, run every suite
#   ./build.sh bench   build, run the benchmarks natively and in wasm (Node), print one table
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

ensure_npm_deps() {
  local want have
  want=$(node -p 'require("./tests/package.json").devDependencies["playwright-core"]')
  have=$(node -p 'try { require("./tests/node_modules/playwright-core/package.json").version } catch { "" }')
  if [ "$want" != "$have" ]; then
    say "installing playwright-core $want for the page tests"
    (cd tests && npm ci --no-audit --no-fund)
  fi
}

build() {
  ensure_wasm_target
  ensure_bindgen_cli
  say "building the release wasm"
  cargo build --release --target wasm32-unknown-unknown --lib
  wasm-bindgen --target web --no-typescript --out-dir www/pkg \
    target/wasm32-unknown-unknown/release/grundy.wasm
}

serve() {
  build
  local port=${PORT:-8000}
  say "serving www/ at http://127.0.0.1:$port (Ctrl+C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory www
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

# "# pass 12" and "# fail 0" lines, as node --test prints.
node_counts() {
  awk '/^# pass / { p += $3 } /^# fail / { f += $3 } END { print p + 0, f + 0 }' "$1"
}

run_tests() {
  build
  ensure_chromium
  ensure_npm_deps
  run_suite "native (cargo test: unit, integration and doc tests)" cargo_counts cargo test
  run_suite "wasm in Node" cargo_counts env \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test --target wasm32-unknown-unknown --test wasm
  run_suite "pages in headless Chromium" node_counts node --test --test-concurrency=1 tests/e2e/
  echo "$PASSED passed, $FAILED failed"
  [ "$FAILED" = 0 ]
}

bench() {
  build
  local native
  native=$(mktemp)
  say "native benchmarks"
  cargo bench --bench workloads -- --json >"$native"
  say "wasm benchmarks (Node) and the table"
  node tests/bench/run.mjs "$native"
  rm -f "$native"
}

case "${1:-}" in
  build) build ;;
  serve) serve ;;
  test) run_tests ;;
  bench) bench ;;
  *)
    echo "usage: ./build.sh build | serve | test | bench" >&2
    exit 2
    ;;
esac

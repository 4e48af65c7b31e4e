#!/usr/bin/env bash
# The one place that installs, builds, serves and tests seedmaze. See README.md.
#   ./dev.sh serve   build the wasm package and serve www/ on http://127.0.0.1:8080
#   ./dev.sh test    run every check and test (what CI runs)
#   ./dev.sh dist    build a self-contained static folder in dist/
#   ./dev.sh bench   run the criterion and JavaScript baseline benchmarks
set -euo pipefail
cd "$(dirname "$0")"

WASM_PACK_VERSION=0.15.1
# Must equal the `wasm-bindgen = "=X"` pin in Cargo.toml.
WASM_BINDGEN_VERSION=0.2.129
PORT="${PORT:-8080}"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

ensure_rust() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if ! wasm-pack --version 2>/dev/null | grep -q "$WASM_PACK_VERSION"; then
    say "installing wasm-pack $WASM_PACK_VERSION (a few minutes)"
    cargo install --locked wasm-pack --version "$WASM_PACK_VERSION"
  fi
  if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes)"
    cargo install --locked wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Chromium and ChromeDriver from Debian"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q chromium chromium-driver
  fi
}

ensure_node_modules() {
  if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing JavaScript test tools (npm ci)"
    # playwright-core never downloads a browser: the tests drive Debian's /usr/bin/chromium.
    npm ci --no-audit --no-fund
  fi
}

build_wasm() {
  local profile="${1:---release}"
  say "building the wasm package into www/pkg ($profile)"
  wasm-pack build "$profile" --target web --out-dir www/pkg --no-typescript --no-pack
}

serve() {
  say "serving www/ on http://127.0.0.1:$PORT/ (Ctrl-C stops)"
  exec node tools/serve.mjs www "$PORT"
}

run_tests() {
  say "formatting (cargo fmt --check)"
  cargo fmt --check
  say "lints, native (cargo clippy --all-targets)"
  cargo clippy --all-targets -- -D warnings
  say "lints, wasm32 (cargo clippy --target wasm32-unknown-unknown)"
  cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
  say "the core builds for the browser (cargo build --target wasm32-unknown-unknown --lib)"
  cargo build --target wasm32-unknown-unknown --lib
  say "native tests (cargo test)"
  cargo test --all-targets
  cargo test --doc
  say "wasm tests in headless Chromium (wasm-pack test)"
  CHROMEDRIVER="$(command -v chromedriver)" wasm-pack test --headless --chrome
  build_wasm
  if [ -d tests/e2e ]; then
    say "end-to-end tests in Chromium (node --test tests/e2e)"
    node --test --test-concurrency=1 tests/e2e/
  fi
  say "all tests passed"
}

case "${1:-}" in
  serve) ensure_rust; build_wasm; serve ;;
  test) ensure_rust; ensure_browser; ensure_node_modules; run_tests ;;
  dist) ensure_rust; build_wasm; node tools/dist.mjs ;;
  bench)
    say "native criterion benchmarks"
    cargo bench --bench generate -- --noplot
    say "JavaScript Kruskal baseline in the same run, and the table (benches/report.json)"
    node benches/report.mjs
    ;;
  *) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

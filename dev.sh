#!/usr/bin/env bash
# The one place that installs, builds, serves and tests seedmaze. See README.md.
#   ./dev.sh serve   build the wasm package and serve www/ on http://127.0.0.1:8080
#   ./dev.sh test    run every check and test (what CI runs)
#   ./dev.sh build [--dev]   only build the wasm packages into www/pkg (release unless --dev)
#   ./dev.sh dist    build a self-contained static folder in dist/
#   ./dev.sh bench   run the criterion and JavaScript baseline benchmarks, then bench-web
#   ./dev.sh bench-web   the browser benchmarks in headless Chromium (benches/*-report.json)
#   ./dev.sh bench-knossos   the seven newest generators against knossos's, 1000×1000 (docs/generator.md)
#   ./dev.sh fuzz [seconds]   run every fuzz target for that long (default 60 s each)
#   ./dev.sh lighthouse   Lighthouse on the page, mobile and desktop, 3 runs each (benches/lighthouse.json)
#   ./dev.sh browsers   drawn mazes, levels made ahead, floors, the first handover, rolls, hints, the dial, doors, the view from inside and the journey in Firefox and WebKit (tests/browsers/; BROWSERS=firefox for one)
set -euo pipefail
cd "$(dirname "$0")"

WASM_PACK_VERSION=0.15.1
# Must equal the `wasm-bindgen = "=X"` pin in Cargo.toml.
WASM_BINDGEN_VERSION=0.2.129
PORT="${PORT:-8080}"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Per-stage timing for `./dev.sh test`: `stage NAME COMMAND...` runs the command, prints its
# elapsed time and records it; the table of every stage so far is printed when the script
# exits (also after a failure, so a slow or failing stage shows where the time went).
# docs/tests.md#time-per-stage keeps the figures.
STAGES=()
# The stage's name and start are globals with names of their own: a stage's commands may use
# any local name (bash scopes locals dynamically), and the table on exit names a stage that failed.
STAGE_NAME=
STAGE_START=0
stage() {
  STAGE_NAME="$1"
  STAGE_START=$SECONDS
  shift
  "$@"
  local took=$((SECONDS - STAGE_START))
  STAGES+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$STAGE_NAME")")
  printf '\033[1m    %s took %d min %02d s\033[0m\n' "$STAGE_NAME" $((took / 60)) $((took % 60))
  STAGE_NAME=
}
stage_table() {
  if [ -n "$STAGE_NAME" ]; then
    local took=$((SECONDS - STAGE_START))
    STAGES+=("$(printf '%4d:%02d  %s (failed)' $((took / 60)) $((took % 60)) "$STAGE_NAME")")
    STAGE_NAME=
  fi
  [ "${#STAGES[@]}" -gt 0 ] || return 0
  local total=$((SECONDS - RUN_START))
  printf '\n\033[1m==> time per stage (min:s)\033[0m\n'
  printf '%s\n' "${STAGES[@]}"
  printf '%4d:%02d  total\n' $((total / 60)) $((total % 60))
}

ensure_rust_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if ! rustup component list --installed | grep -qx 'rust-src'; then
    say "installing the rust-src component (the release builds' standard library is built for size)"
    rustup component add rust-src
  fi
}

# wasm-pack and cargo-fuzz only drive cargo: their own speed does not matter, so they are built
# unoptimized (--debug), which compiles several times faster, and without debug info, which
# halves their build folders (cargo-fuzz's: 211 MB with it, 99 MB without; docs/tests.md#disk).
# wasm-bindgen-cli processes every wasm file the builds and tests make, so it is optimized, but
# at opt-level 1 without LTO: it compiled in 7 min 21 s at the release profile's level 3 beside
# the first stages, and it takes well under a second a file either way.
ensure_wasm_pack() {
  if ! wasm-pack --version 2>/dev/null | grep -q "$WASM_PACK_VERSION"; then
    say "installing wasm-pack $WASM_PACK_VERSION (a few minutes)"
    CARGO_PROFILE_DEV_DEBUG=false cargo install --locked --debug wasm-pack --version "$WASM_PACK_VERSION"
  fi
}

ensure_wasm_bindgen() {
  if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes)"
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install --locked wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

ensure_rust() {
  ensure_rust_target
  ensure_wasm_pack
  ensure_wasm_bindgen
}

# The test command's installs, all at once in the background: Chromium and the npm tools
# download while the Rust tools compile, and the stages that need none of them (formatting,
# clippy, cargo test) run meanwhile. Each install logs to target/install-logs/NAME.log.
INSTALLS="wasm_bindgen wasm_pack fuzz browser node_modules"
start_installs() {
  local name
  for name in $INSTALLS; do in_background "$name" "ensure_$name"; done
}
# Runs COMMAND... in the background as job NAME, its output in target/install-logs/NAME.log
# (`nice`: at the lowest CPU priority, so that it takes only time the foreground leaves idle).
in_background() {
  local name="$1" nice=0
  shift
  if [ "$1" = nice ]; then
    nice=19
    shift
  fi
  mkdir -p target/install-logs
  (
    renice -n "$nice" "$BASHPID" >/dev/null
    start=$SECONDS
    "$@" >"target/install-logs/$name.log" 2>&1
    echo "$((SECONDS - start))" >"target/install-logs/$name.seconds"
  ) &
  echo "$!" >"target/install-logs/$name.pid"
}
# Waits for the installs NAME... started by start_installs; a failed one prints its log's tail.
wait_installs() {
  local name
  for name in "$@"; do wait_background "$name" "install $name"; done
}
# Waits for background job NAME, recorded in the stage table as WHAT; a failed one prints its
# log's tail.
wait_background() {
  local name="$1" what="$2" took
  if ! wait "$(cat "target/install-logs/$name.pid")"; then
    echo "$what FAILED; the end of target/install-logs/$name.log:" >&2
    tail -n 30 "target/install-logs/$name.log" >&2
    exit 1
  fi
  took="$(cat "target/install-logs/$name.seconds")"
  STAGES+=("$(printf '%4d:%02d  (%s, in the background)' $((took / 60)) $((took % 60)) "$what")")
}

CARGO_FUZZ_VERSION=0.13.2
FUZZ_TARGETS="parse_query seed generate moves shapes adopt draw_code"

ensure_fuzz() {
  if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
    say "installing cargo-fuzz $CARGO_FUZZ_VERSION (a few minutes)"
    CARGO_PROFILE_DEV_DEBUG=false cargo install --locked --debug cargo-fuzz --version "$CARGO_FUZZ_VERSION"
  fi
}

# libFuzzer on stable Rust: RUSTC_BOOTSTRAP lets cargo-fuzz pass its -Z flags; no sanitizer is
# needed (the core's only unsafe is a prefetch hint that cannot fault), debug assertions catch arithmetic overflow.
# cargo fuzz's exit status decides: a target that does not build, panics, hangs past -timeout,
# runs out of memory or leaks fails the command. The full log goes to target/fuzz-logs/; only
# the summary (or, on failure, the log's tail) is printed.
FUZZ_FAILURE_ARTIFACTS="crash- timeout- oom- leak-"  # libFuzzer's slow-unit- is not a failure

fuzz_failed() {
  local target="$1" log="$2" why="$3"
  {
    echo "fuzz target $target FAILED: $why"
    # The panic message and libFuzzer's verdict come long before the end of the log.
    grep -m 4 -A 1 -E 'panicked at|ERROR: libFuzzer|^SUMMARY' "$log" || true
    echo "---- end of $log (cargo-fuzz's own backtrace left out) ----"
    sed '/^Stack backtrace:$/,$d' "$log" | tail -n 30
    echo "---- full log: $log; failing inputs: fuzz/artifacts/$target/"
  } >&2
  exit 1
}

# Runs one fuzz target for $2 seconds and checks what it left (`keep`: new inputs go to the
# repo's corpus; `scratch`: to a scratch folder). Exits non-zero on a failure.
fuzz_one() {
  local target="$1" seconds="$2" keep="$3"
  say "fuzzing $target for ${seconds}s (corpus in fuzz/corpus/$target)"
  mkdir -p "fuzz/corpus/$target"
  # libFuzzer writes new inputs into the first folder: the repo's corpus when keeping them
  # (./dev.sh fuzz), a scratch folder for the short run inside the tests.
  local dirs=("fuzz/corpus/$target")
  if [ "$keep" = scratch ]; then
    mkdir -p "target/fuzz-scratch/$target"
    dirs=("target/fuzz-scratch/$target" "fuzz/corpus/$target")
  fi
  local log="target/fuzz-logs/$target.log" status=0
  RUSTC_BOOTSTRAP=1 cargo fuzz run -O -a --sanitizer none "$target" "${dirs[@]}" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=30 -print_final_stats=1 >"$log" 2>&1 ||
    status=$?
  if [ "$status" -ne 0 ]; then
    fuzz_failed "$target" "$log" "cargo fuzz run exited with status $status"
  fi
  # A failure artifact fails the run even if cargo fuzz exited 0, and one left by an earlier
  # run stays a failure until it is fixed and the file removed (keep it in the corpus).
  local prefix file
  for prefix in $FUZZ_FAILURE_ARTIFACTS; do
    for file in fuzz/artifacts/"$target"/"$prefix"*; do
      if [ -e "$file" ]; then
        echo "fuzz target $target FAILED: libFuzzer left $file (reproduce with" \
          "cargo fuzz run -O -a --sanitizer none $target $file; once fixed, move the input" \
          "into fuzz/corpus/$target and delete the file)" >&2
        exit 1
      fi
    done
  done
  grep -E '^(Done|stat::number_of_executed_units)' "$log" | sed "s/^/$target: /" || true
}

# Every fuzz target for $1 seconds, two at a time: a libFuzzer run is one process on one core,
# and this kind of machine has two (the targets are built once, first).
run_fuzz() {
  local seconds="$1" keep="${2:-keep}" failed=0 pid
  mkdir -p target/fuzz-logs
  say "building the fuzz targets"
  RUSTC_BOOTSTRAP=1 cargo fuzz build -O -a --sanitizer none
  local running=()
  for target in $FUZZ_TARGETS; do
    fuzz_one "$target" "$seconds" "$keep" &
    running+=("$!")
    if [ "${#running[@]}" -eq 2 ]; then
      for pid in "${running[@]}"; do wait "$pid" || failed=1; done
      running=()
    fi
  done
  for pid in "${running[@]}"; do wait "$pid" || failed=1; done
  [ "$failed" -eq 0 ] || exit 1
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null ||
    ! command -v chromium-headless-shell >/dev/null; then
    say "installing Chromium, its headless shell (the end-to-end tests') and ChromeDriver from Debian"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q chromium chromium-headless-shell chromium-driver
  fi
}

ensure_node_modules() {
  if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/lighthouse ] ||
    [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing JavaScript test tools (npm ci)"
    # playwright-core never downloads a browser: the tests drive Debian's /usr/bin/chromium.
    # Nor does lighthouse: chrome-launcher starts CHROME_PATH. package.json's `overrides` pins
    # third-party-web, which its trace engine asks for as "latest": without it npm ci refuses
    # the lock as soon as a newer third-party-web is published.
    npm ci --no-audit --no-fund
  fi
}

# The release builds link a standard library built for size (docs/size.md): `build-std` with
# core's `optimize_for_size` and the `immediate-abort` panic strategy, about 8% less gzipped wasm
# at the same speed; with `-Zlocation-detail=none` the source paths and lines a panic would name
# (the abort prints none) are left out too, 0.2 KB. They are unstable options of the pinned stable
# compiler (RUSTC_BOOTSTRAP), so a toolchain that refuses them gets the plain build, with a notice.
SMALL_STD_FLAGS=(-Z build-std=std,panic_abort -Z build-std-features=optimize_for_size)

# wasm-pack build PROFILE NAME CRATE: one of the three wasm builds (each a crate of its own,
# crates/web-*) into www/pkg/NAME*.
build_one() {
  local profile="$1" name="$2" crate="$3"
  local args=(build "$profile" --target web --out-dir "$PWD/www/pkg" --out-name "$name" --no-typescript --no-pack "crates/$crate")
  if [ "$profile" = --release ] && [ "$name" = first ]; then
    # The first paint is the first download: std built for size and panics that abort without
    # a message (docs/size.md measures what each saves); the plain build is the fallback.
    RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none" \
      CARGO_TARGET_DIR="$PWD/target/wasm-small-std" wasm-pack "${args[@]}" -- "${SMALL_STD_FLAGS[@]}" && return
    say "the small standard library did not build: building $name with the prebuilt one (larger)"
  fi
  # Its own target folder, so that it runs beside the wasm tests' debug builds (test_wasm_and_build).
  local extra=()
  [ "$profile" = --release ] && [ "$name" = seedmaze ] && extra=("${GAME_HOT[@]}")
  if [ "$profile" = --release ]; then
    # A panic's message without its file and line: the paths are bytes every player downloads
    # (1.9 KB of the game's build, docs/size.md). One set of flags for the three builds that
    # share the folder, so that each reuses the others' crates.
    RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zlocation-detail=none" CARGO_TARGET_DIR="$PWD/target/wasm-release" \
      CARGO_PROFILE_RELEASE_OPT_LEVEL="${OPT_LEVEL[$name]}" wasm-pack "${args[@]}" -- "${extra[@]}" && return
    say "the build without panic locations failed: building $name with them (larger)"
  fi
  CARGO_TARGET_DIR="$PWD/target/wasm-release" CARGO_PROFILE_RELEASE_OPT_LEVEL="${OPT_LEVEL[$name]}" \
    wasm-pack "${args[@]}" -- "${extra[@]}"
}

# Each build's opt-level, measured (docs/size.md): the first paint for size; the game at "z"
# but for the crate whose loops make, solve and weigh levels (GAME_HOT, at "s": the level-499
# times), so that it stays under its 200 KB ceiling; the tools at 3; the view from inside at
# "s" (its frame is timed, its download small).
declare -A OPT_LEVEL=([first]=s [seedmaze]=z [tools]=3 [inside]=s)
GAME_HOT=(--config 'profile.release.package.seedmaze-maze.opt-level="s"')

build_wasm() {
  local profile="${1:---release}"
  say "building the wasm packages into www/pkg ($profile): the first paint's, the game's, the tools', the view from inside's"
  # The first paint's small build (crates/web-first), the page's first download: it paints the
  # level and walks a plain square one until the game's build takes over.
  build_one "$profile" first web-first
  # The game's build (crates/web-game): every level, shape and mode.
  build_one "$profile" seedmaze web-game
  # The tools' build (crates/web-tools), loaded with the menu's tools.
  build_one "$profile" tools web-tools
  # The view from inside's build (crates/web-inside), loaded with the first V.
  build_one "$profile" inside web-inside
  # wasm-pack's own wasm-opt download stays off (each crate's Cargo.toml); binaryen's from npm
  # shrinks the release build (measured in docs/size.md).
  if [ "$profile" = --release ]; then
    ensure_node_modules
    for name in first seedmaze tools inside; do
      # The first paint for size, the game at -Os (1.9 KB smaller than -O3 and no slower at
      # level 499), the others for speed; every build with --low-memory-unused, which folds more
      # address arithmetic (the first 1 KB of memory is only the far end of the 1 MB stack, which
      # traps either way): 1.3 KB off the game's build (docs/size.md).
      local level=-O3
      [ "$name" = first ] && level=-Oz
      [ "$name" = seedmaze ] && level=-Os
      # Functions that loop over millions of cells in slices stay functions of their own (binaryen
      # inlines a function with one caller, whatever its size): V8 optimizes a wasm function
      # only for its later calls (maze's difficulty and woven crossings say what it saves).
      node_modules/.bin/wasm-opt --no-inline='*walk_slice*' --no-inline='*place_slice*' $level --low-memory-unused --converge --strip-debug --strip-producers \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
        --enable-reference-types --enable-multivalue "www/pkg/${name}_bg.wasm" -o "www/pkg/${name}_bg.wasm"
      # The generated JS glue is readable but large; terser halves it gzipped. Export and
      # import names are kept (--module only mangles locals).
      node_modules/.bin/terser "www/pkg/$name.js" --module --compress --mangle -o "www/pkg/$name.js"
    done
  fi
  # The release's version (a hash of the built files) for the service worker's cache name.
  node tools/version.mjs
}

bench_web() {
  ensure_browser; ensure_node_modules; build_wasm
  say "browser benchmark in headless Chromium (benches/web-report.json)"
  node benches/web.mjs
  say "level 499 in every mode against square, and the levels made ahead (benches/modes-report.json)"
  node benches/modes.mjs
  say "start-up on a phone, at full speed and a 4× slower CPU (benches/start-up-report.json)"
  node benches/start-up.mjs
  say "what a visitor downloads before level 1 is playable, from dist/ (benches/first-load-report.json)"
  node tools/dist.mjs
  node benches/first-load.mjs dist
}

GECKODRIVER_VERSION=0.36.0

# Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb from Debian, geckodriver from
# crates.io (Debian has none): the drivers tests/browsers/ speaks WebDriver to.
ensure_other_browsers() {
  if ! command -v firefox-esr >/dev/null || ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null; then
    say "installing Firefox ESR, WebKitGTK's WebDriver and Xvfb (its MiniBrowser's screen) from Debian"
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q firefox-esr webkit2gtk-driver xvfb
  fi
  if ! geckodriver --version 2>/dev/null | grep -q "$GECKODRIVER_VERSION"; then
    say "installing geckodriver $GECKODRIVER_VERSION (a few minutes)"
    cargo install --locked geckodriver --version "$GECKODRIVER_VERSION"
  fi
}

run_browsers() {
  ensure_rust; ensure_node_modules; ensure_other_browsers; build_wasm
  cargo build --quiet --bin seedmaze
  say "drawn mazes, levels made ahead, floors, the first handover, rolls, hints, the dial, doors, the view from inside and the journey in Firefox and WebKit (tests/browsers/)"
  node --test tests/browsers/*.test.mjs
}

run_lighthouse() {
  ensure_browser; ensure_node_modules; build_wasm
  say "Lighthouse on /?seed=lighthouse&level=1 served compressed: mobile and desktop presets, 3 runs each (benches/lighthouse.json)"
  node tools/lighthouse.mjs 3
}

serve() {
  say "serving www/ on http://127.0.0.1:$PORT/ (Ctrl-C stops)"
  exec node tools/serve.mjs www "$PORT"
}

# The stages of `./dev.sh test`, in the order it runs them (docs/tests.md says what each checks).
check_rust_format() {
  say "formatting (cargo fmt --check, also for the fuzz crate)"
  cargo fmt --check
  cargo fmt --check --manifest-path fuzz/Cargo.toml
}

check_js() {
  say "JavaScript formatting and lints (biome ci: biome.json, no warnings)"
  node_modules/.bin/biome ci --error-on-warnings
}

lint_native() {
  say "lints, native (cargo clippy --workspace --all-targets --all-features)"
  cargo clippy --workspace --all-targets --all-features -- -D warnings
}

lint_wasm() {
  say "lints, wasm32 (cargo clippy --target wasm32-unknown-unknown: the four wasm crates and all they depend on)"
  cargo clippy --target wasm32-unknown-unknown --all-targets --all-features \
    -p seedmaze-web-first -p seedmaze-web-game -p seedmaze-web-tools -p seedmaze-web-inside -- -D warnings
}

lint_fuzz() {
  # The fuzz crate is its own workspace (fuzz/Cargo.lock); clippy builds it on plain stable
  # (no RUSTC_BOOTSTRAP: that is only for cargo fuzz's instrumented build).
  say "lints, fuzz targets (cargo clippy --manifest-path fuzz/Cargo.toml)"
  cargo clippy --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings
}

test_native() {
  say "native tests (cargo test --workspace)"
  cargo test --workspace --all-targets
  cargo test --workspace --doc
}

# Each wasm crate's tests (crates/web-*/tests/) in headless Chromium; their debug wasm32 builds
# are made here, the release builds by build_wasm.
test_wasm() {
  say "wasm tests in headless Chromium (wasm-pack test): the game's build, the tools', the view from inside's, the first paint's"
  local chromedriver
  chromedriver="$(command -v chromedriver)"
  # The test runner gives ChromeDriver 5 s to listen by default, then kills it ("driver failed to
  # bind port during startup"): beside the release builds on 2 cores that is too short (a
  # fresh-clone run failed so on 2026-12-03). A minute, for the driver's start only.
  export WASM_BINDGEN_TEST_DRIVER_TIMEOUT=60
  # Chained with &&: the caller runs this beside the builds, where `set -e` does not stop it.
  CHROMEDRIVER="$chromedriver" wasm-pack test --headless --chrome crates/web-game &&
    CHROMEDRIVER="$chromedriver" wasm-pack test --headless --chrome crates/web-tools &&
    CHROMEDRIVER="$chromedriver" wasm-pack test --headless --chrome crates/web-inside &&
    CHROMEDRIVER="$chromedriver" wasm-pack test --headless --chrome crates/web-first
}

# The wasm tests and the release builds use separate target folders, and each leaves a core
# idle for much of its time (one crate compiled, a browser run, a single-threaded LTO link), so
# they run together; the builds' output follows the tests'.
test_wasm_and_build() {
  mkdir -p target
  build_wasm >target/build-wasm.log 2>&1 &
  local build=$! status=0
  test_wasm || status=1
  wait "$build" || status=1
  [ "$status" -eq 0 ] || say "the wasm tests or the release builds failed (the builds' log: target/build-wasm.log)"
  cat target/build-wasm.log
  return "$status"
}

# The fuzz crate's lints and the short fuzz run need no browser: they run beside the end-to-end
# tests, at the lowest CPU priority (`in_background … nice`), on the core those tests leave idle
# while they wait on the browser.
lint_and_fuzz() {
  lint_fuzz
  say "short fuzz run (./dev.sh fuzz runs longer)"
  run_fuzz 10 scratch
}

# Two processes at once, each with half the files and a browser of its own: one alone keeps the
# two cores less than a third busy, waiting on its pages (measured 2026-12-07: 13:06 for 7:32 of
# CPU). The second's output is printed after the first's.
test_e2e() {
  say "end-to-end tests in Chromium (tests/e2e/all.mjs: every tests/e2e/*.test.mjs, in two processes at once, each one browser)"
  mkdir -p target
  E2E_SHARD=2/2 node --test --test-concurrency=1 tests/e2e/all.mjs >target/e2e-2.log 2>&1 &
  local second=$! status=0
  E2E_SHARD=1/2 node --test --test-concurrency=1 tests/e2e/all.mjs || status=1
  wait "$second" || status=1
  say "the second half of the end-to-end tests (target/e2e-2.log)"
  cat target/e2e-2.log
  return "$status"
}

# The installs run in the background from the start (start_installs); each stage waits for
# the tools it needs, so the first stages overlap with them.
run_tests() {
  stage "install: wasm32 target, rust-src" ensure_rust_target
  start_installs
  stage "cargo fmt" check_rust_format
  stage "clippy, native" lint_native
  stage "clippy, wasm32 (four builds)" lint_wasm
  stage "cargo test" test_native
  stage "(waiting for the npm tools)" wait_installs node_modules
  stage "biome" check_js
  stage "(waiting for wasm-pack, wasm-bindgen, Chromium)" wait_installs wasm_pack wasm_bindgen browser
  stage "wasm-pack test and the release wasm builds, at once" test_wasm_and_build
  stage "(waiting for cargo-fuzz)" wait_installs fuzz
  in_background fuzz-run nice lint_and_fuzz
  stage "end-to-end tests" test_e2e
  stage "(waiting for the fuzz targets' lints and run)" wait_background fuzz-run \
    "clippy and 10 s per fuzz target, beside the e2e tests"
  grep -E ': (Done|stat::number_of_executed_units)' target/install-logs/fuzz-run.log || true
  say "all tests passed"
}

case "${1:-}" in
  serve) ensure_rust; build_wasm; serve ;;
  build) ensure_rust; build_wasm "${2:---release}" ;;
  test)
    # No incremental caches, no debug info and none of std's in the test programs: nothing is
    # rebuilt within one run, no backtrace is asked for, and CI's disk is small (docs/tests.md#disk).
    export CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=false CARGO_PROFILE_DEV_STRIP=debuginfo
    RUN_START=$SECONDS
    trap stage_table EXIT
    run_tests
    ;;
  fuzz) ensure_fuzz; run_fuzz "${2:-60}" ;;
  dist) ensure_rust; build_wasm; node tools/dist.mjs ;;
  bench)
    say "native criterion benchmarks"
    cargo bench --bench generate -- --noplot
    say "JavaScript Kruskal baseline in the same run, and the table (benches/report.json)"
    node benches/report.mjs
    bench_web
    ;;
  bench-web) ensure_rust; bench_web ;;
  bench-knossos)
    ensure_rust
    say "seedmaze's seven newest generators against knossos 1.2, 1000×1000 (benches/knossos/, its own workspace)"
    (cd benches/knossos && cargo bench --bench versus -- --noplot)
    ;;
  lighthouse) ensure_rust; run_lighthouse ;;
  browsers) run_browsers ;;
  *) sed -n '2,/^set/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

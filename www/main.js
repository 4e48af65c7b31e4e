// The shim between the page and the Rust game: it binds the view state Rust gives it, runs the drawing commands Rust
// makes each frame, and forwards input and time. No rule lives here: moving, winning, levels, records, the URL, what is
// drawn where and every sentence are Rust's.
import { nextTask } from './build.js';
import { levelMaker } from './levels.js';
import { bindInput } from './input.js';
import { initMenu } from './menu.js';
import { fitCanvas, painter } from './painter.js';

// The game's build (its glue's exports) and the painter over its palette.
let wasmGame = null;
let paint = null;
let readColors = null;

const $ = (id) => document.getElementById(id);
const canvas = $('maze');
const board = $('board');
const ctx = canvas.getContext('2d', { alpha: false });
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// The build's wasm exports, the level, the worker, the palette, when the first maze was drawn, the win's advance.
let wasm = null;
// The level being played: input (Rust's `Game`), what the page shows and plays (`Board`), its facts and win (`Level`).
let game = null;
let screen = null;
let level = null;
let maker = null;
let colors = null;
let firstDrawMs = null;
let advanceTimer = 0;
let drawFrame = 0;
// Rust's account of the last level made, and the commands the first paint painted (until the game's first frame).
let lastMade = null;
let ahead = () => null;
let firstPainted = null;
// The first level's handover (`run`): the walk on the first paint and the keys pressed so far become the game's.
let handOver = () => {};
// The menu's tools, once loaded (they show what a level or a win changed).
let tools = { levelStarted() {}, refresh() {} };
// The view from inside (V): its own build, loaded once when first asked for (presses waiting on it play in order).
let eye = null;
let eyeLoad = null;
const loadEye = () =>
  (eyeLoad ??= import('./pkg/inside.js').then(async (glue) => {
    await glue.default();
    eye = new glue.Inside();
  }));
// The board's size and pixel ratio the canvas was last laid out for.
let laidOut = null;
const boxKey = (box = board.getBoundingClientRect()) => `${box.width}x${box.height}x${window.devicePixelRatio}`;

/** Sizes the canvas to its box in device pixels; Rust places the maze (and the camera). */
function layout() {
  laidOut = boxKey();
  const [cw, ch, dpr] = fitCanvas(canvas, board);
  screen.resize(cw, ch, dpr, reducedMotion.matches);
}

/** Paints what changed, then keeps painting on animation frames while something moves. */
function draw(now = performance.now()) {
  cancelAnimationFrame(drawFrame);
  if (!game) return;
  // A roll or a tap's walk goes on a few cells a frame (Rust's `glide`), the moves with it; it may win.
  const glided = game.glide(now);
  if (glided === wasmGame.Outcome.Won) won();
  const mesh = screen.inside_mesh(now);
  if (mesh && !eye) loadEye().then(() => draw());
  if (mesh && eye) eye.show(mesh);
  const list = mesh && eye ? eye.frame(canvas.width, canvas.height, now, reducedMotion.matches) : screen.frame(now);
  // The game's first frame is usually the first paint's picture (boot.js): not painted twice.
  if (list.length !== firstPainted?.length || list.some((x, i) => x !== firstPainted[i])) paint(ctx, list, colors);
  firstPainted = null;
  $('hud-time').textContent = screen.time_text(now);
  $('hud-ghost').textContent = screen.ghost_text(now);
  const said = screen.take_said();
  if (said) announce(said);
  const showing = board.dataset.carve === 'running' || board.dataset.search === 'running';
  if (said || showing || glided === wasmGame.Outcome.Moved) bind();
  // The clock runs on the same frames.
  if (screen.animating || eye?.animating || level.timer_running) drawFrame = requestAnimationFrame(draw);
}

function redraw() {
  if (!game) return;
  colors = readColors();
  layout();
  draw();
  if ($('menu').open) pictures();
}

function bind() {
  const v = screen.view(performance.now());
  // Only what changed is written: a rewritten text is a new paint (and a later largest one).
  for (const el of document.querySelectorAll('[data-text]')) {
    const text = v.text[el.dataset.text] ?? '';
    if (el.textContent !== text) el.textContent = text;
  }
  for (const el of document.querySelectorAll('[data-action]')) {
    const a = v.actions[el.dataset.action];
    if (!a) continue;
    el.disabled = !a.enabled;
    el.title = a.why;
    if (a.pressed !== undefined) el.setAttribute('aria-pressed', String(a.pressed));
    if (a.label) el.querySelector('.label').textContent = a.label;
  }
  for (const el of document.querySelectorAll('[data-shown]')) el.hidden = !v.shown[el.dataset.shown];
  const item = (text) => Object.assign(document.createElement('li'), { textContent: text });
  for (const el of document.querySelectorAll('[data-list]')) el.replaceChildren(...v.lists[el.dataset.list].map(item));
  for (const el of document.querySelectorAll('[data-value]'))
    el[el.type === 'checkbox' ? 'checked' : 'value'] = v.values[el.dataset.value];
  // A chosen theme overrides the system's colours (style.css); `auto` follows the system.
  document.documentElement.dataset.theme = v.values.theme;
  canvas.setAttribute('aria-label', v.label);
  Object.assign(board.dataset, v.board);
}

// A live region speaks only changes: a repeated sentence (I pressed twice) gets a no-break space.
const announce = (text, region = $('announce')) => {
  if (text) region.textContent = region.textContent === text ? `${text}\u00a0` : text;
};
const say = (text) => ($('status').textContent = text);
// A load that takes longer than this says so (the menu's tools).
const SLOW_MS = 200;
/** Awaits `loaded`, showing Rust's `sentence` in the status line if it takes longer than `SLOW_MS` (cleared after). */
async function sayWhileSlow(sentence, loaded) {
  const timer = setTimeout(() => say(sentence), SLOW_MS);
  try {
    return await loaded;
  } finally {
    clearTimeout(timer);
    if ($('status').textContent === sentence) say('');
  }
}
/** Changes a setting (Rust stores it); says so when the sound goes on or off. */
function setSetting(name, value) {
  announce(wasmGame.set_setting(name, value));
  bind();
  if (name === 'theme') redraw();
}

/** The menu's pictures of its choices (Rust's `picture`). */
function pictures() {
  const glue = wasmGame;
  for (const p of document.querySelectorAll('.picks p')) {
    if (p.firstElementChild.localName !== 'canvas') p.prepend(document.createElement('canvas'));
    const [canvas, choice] = [p.firstElementChild, p.querySelector('[data-choice]').dataset.choice];
    const list = glue.picture(level.query(), choice, ...fitCanvas(canvas, canvas));
    painter(glue).paint(canvas.getContext('2d'), list, colors);
  }
}

function updateUrl() {
  // Some hosts forbid it; the game goes on.
  try {
    history.replaceState(null, '', `${location.pathname}?${level.query()}${location.hash}`);
  } catch {}
}

function move(dir) {
  if (!game) return;
  // From inside, a turn is the view's own (no move), and a step forward is a step through the side the ball faces.
  const mesh = screen.inside_mesh(performance.now());
  // A press before the view's build is there waits for it (a link's view=inside), in order.
  if (mesh && !eye) return loadEye().then(() => move(dir));
  if (mesh) dir = eye.press(mesh, dir);
  if (dir === undefined) {
    draw();
    return announce(eye.said());
  }
  const outcome = game.step(dir, performance.now());
  draw();
  // Rust plays the step's sound and vibrates; the page says what it says (inside, a step says what lies ahead).
  const heard = screen.feedback(outcome, dir, reducedMotion.matches);
  announce(mesh && outcome === wasmGame.Outcome.Moved ? eye.said() : heard);
  // A bump too: the bar says why a door refused it.
  bind();
  if (outcome === wasmGame.Outcome.Won) won();
}

function won() {
  const report = level.win(performance.now(), Date.now());
  tools.refresh();
  announce(report.text);
  bind();
  clearTimeout(advanceTimer);
  advanceTimer = setTimeout(nextLevel, report.advance_ms);
}

/** Keeps the win box up (the player is pointing at or tabbing into it). */
function holdAdvance() {
  if (!level?.won) return;
  clearTimeout(advanceTimer);
  level.hold();
  bind();
}

/** Shows the level just started (made, or restarted) and announces `said`. */
async function levelStarted(said, firstLevel = false) {
  clearTimeout(advanceTimer);
  // The new level grows in (CSS; none with reduced motion), unless the first paint already did.
  if (board.dataset.first !== 'painted') {
    board.classList.remove('enter');
    void board.offsetWidth;
    board.classList.add('enter');
  }
  delete board.dataset.first;
  level.remember();
  tools.levelStarted(game);
  layout();
  // In this task, before the game's first frame: no press is lost or played twice, and the ball never steps back.
  const taking = handOver;
  handOver = () => {};
  taking();
  draw();
  // The page's first level, whose picture and status the first paint shows already, binds its status in a task of
  // its own: on a slow phone neither task is long.
  const started = game;
  if (firstLevel) await nextTask();
  if (game !== started) return;
  bind();
  updateUrl();
  announce(said);
}

// What a level's life asks of the page: Rust's `start_level` decides where it is made, checks the worker's in short
// tasks and takes what follows; this page carries its messages and shows it.
const life = {
  available: () => maker?.available() ?? false,
  holds: (query) => maker?.holds(query) ?? false,
  ask: (message, progress) => maker.ask(message, progress),
  task: nextTask,
  progress(text, fraction, reading) {
    $('making-text').textContent = text;
    Object.assign($('making-bar'), { value: fraction, ariaValueText: reading });
    $('making').hidden = false;
  },
  loading() {
    board.dataset.loading = 'true';
    clearTimeout(advanceTimer);
  },
  // Frees the level being played: wasm memory then holds one level at a time.
  release() {
    screen?.free();
    level?.free();
    game = screen = level = game?.free() ?? null;
  },
  started(next, made, said, first) {
    [game, screen, level] = [next, next.board(), next.level_info()];
    Object.assign(board.dataset, { loading: 'false', made });
    $('making').hidden = true;
    return levelStarted(said, first);
  },
  changed(said) {
    draw();
    bind();
    announce(said);
  },
  say,
  ahead: (queries) => (ahead = maker?.spare(queries) ?? ahead),
  made: (record) => (lastMade = record),
};

/** Makes `plan`'s level (none for no plan) and starts it; consumes `plan`. */
const makeLevel = (plan) => plan && wasmGame.start_level(plan, life);

/** Starts the game's build from its compiled wasm, with its painter and its level worker. */
async function startBuild(compiled) {
  const [module, glue] = await Promise.all([compiled, import('./pkg/seedmaze.js')]);
  wasm = await glue.default({ module_or_path: module });
  wasmGame = glue;
  ({ paint, readColors } = painter(glue));
  maker = levelMaker(module, glue);
}

/** Loads the level of a query string (the drawing editor's). */
const loadQuery = (query) => makeLevel(wasmGame.PagePlan.from_query(query));

const nextLevel = () => makeLevel(level?.next_plan());

function newSeed() {
  if (!game) return;
  say('');
  makeLevel(level.new_seed_plan());
}

/** A new game: a fresh seed from level 1. */
const fresh = () => makeLevel(wasmGame.PagePlan.fresh());

/** Restarts the level (not while one is being made); whether it did. */
function restart() {
  const said = game?.restart();
  if (said !== undefined) levelStarted(said);
  return said !== undefined;
}

/** Runs `action(game, screen)`; paints, binds and announces what it did. */
function act(action) {
  if (!game) return;
  const said = action(game, screen);
  draw();
  bind();
  announce(said);
}

/** Shares Rust's `kind` (`maze`, `result`, `challenge`): Web Share, else the clipboard, else a field. */
async function share(kind) {
  const s = level?.share(kind, `${location.origin}${location.pathname}`, performance.now());
  if (!s) return;
  // Web Share when there is one; a share the player cancelled (AbortError) is not copied instead.
  const asked = navigator.share?.(s.data).then(() => 'done');
  const shared = await (asked?.catch((error) => error?.name) ?? 'none');
  if (shared === 'done') return say(s.shared);
  if (shared === 'AbortError') return;
  try {
    await navigator.clipboard.writeText(s.copy);
    $('share-box').hidden = true;
    say(s.copied);
  } catch {
    // No clipboard (denied, an insecure page, an old browser): a selected field to copy by hand.
    const field = Object.assign($('share-url'), { value: s.field });
    $('share-box').hidden = false;
    field.focus();
    field.select();
    say(s.by_hand);
  }
}

/** Hides a line over the board (Rust keeps what was dismissed). */
const dismiss = (what) => () => bind(game?.dismiss(what));

function wire(menu) {
  // Sound may start only after a gesture: the first one starts it, before its move asks for a sound.
  for (const type of ['keydown', 'pointerdown', 'touchstart'])
    window.addEventListener(type, () => wasmGame.unlock_audio(), { capture: true, passive: true });
  const actions = {
    solution: () => act((g) => g.toggle_solution()),
    next: nextLevel,
    restart,
    new: newSeed,
    menu: menu.toggle,
    look: () => act((_, s) => s.look_feedback(performance.now())),
    mute: () => setSetting('sound', wasmGame.settings().sound ? '0' : '1'),
    overview: () => act((g) => g.toggle_overview()),
    // At once, so that the keys after V are the view's (they wait for its build: `move`).
    view: () =>
      act((g) => {
        const on = g.toggle_view();
        updateUrl(); // view=inside, or none
        // Drawn first (the view takes the cells near the ball; `draw` gives nothing), then said.
        loadEye().then(() => announce(draw() ?? eye.view_said(on)));
      }),
    hint: () => act((g) => g.hint()),
  };
  // Buttons say what they do (`data-do`); one listener runs it.
  const clicks = {
    ...actions,
    share: () => share('maze'),
    'share-result': () => share('result').then(() => $('share-box').hidden && $('win-next').focus()),
    'share-challenge': () => share('challenge').then(() => $('share-box').hidden && $('win-next').focus()),
    fresh,
    'share-close': () => {
      $('share-box').hidden = true;
      say('');
      $('btn-share').focus();
    },
    'notice-close': dismiss('notices'),
    'resumed-close': dismiss('resumed'),
    ...menu.clicks,
  };
  document.addEventListener('click', (event) => clicks[event.target.closest?.('[data-do]')?.dataset.do]?.(event));
  // Pointing at or tabbing into the win box keeps it up: its buttons need a moment.
  for (const type of ['pointerenter', 'focusin']) $('win').addEventListener(type, holdAdvance);
  // Hidden, the clock stops and shows where it stopped; shown, it goes on.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) game?.pause(performance.now());
    else game?.resume(performance.now());
    draw();
  });
  // A resize redraws; the observer's first call, for the size the level was laid out at, does not.
  new ResizeObserver(() => boxKey() !== laidOut && redraw()).observe(board);
  for (const query of ['(prefers-color-scheme: dark)', '(prefers-contrast: more)'])
    matchMedia(query).addEventListener('change', redraw);
  return actions;
}

// Typed arrays from Rust become plain arrays (easy to compare and to pass out of the page).
const plain = (o) =>
  o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, ArrayBuffer.isView(v) ? [...v] : v]));

// `window.seedmaze`, for tests and the curious: each entry is described in docs/wasm-api.md.
function exposeDebugHandle() {
  const handle = {
    state: () => game && plain(screen.debug_state()),
    walls: () => [...screen.wall_bytes()],
    solution: () => [...screen.solution_cells()],
    removed: () => [...screen.removed_walls()],
    view: () => screen.geometry(),
    carve: () => plain(screen.carve_state()),
    search: () => plain(screen.search_state()),
    firstDrawMs: () => firstDrawMs,
    made: () => (lastMade ? structuredClone(lastMade) : null),
    memory: () => wasm.memory.buffer.byteLength,
    spares: () => ahead(),
    workerSpares: () => maker.ask({ type: 'held' }).then((r) => r.queries),
    next: () => makeLevel(level.following_plan()),
    workerMemory: () =>
      maker?.available() ? maker.ask({ type: 'memory' }).then((r) => r.bytes) : Promise.resolve(null),
    adoptStep: wasmGame.adopt_step(),
  };
  Object.defineProperty(window, 'seedmaze', { value: Object.freeze(handle), enumerable: true });
}

/** Starts the game from its wasm (`compiled`, the build the first paint asked for) at the level it showed. */
export function start(compiled, first, pressed) {
  return run(compiled, first, pressed).catch((error) => {
    // The game's sentence, from the first paint's build if the game's did not load; with neither, the browser's words.
    const why = String(error?.message ?? error);
    say(wasmGame?.failed(wasmGame.Failure.Start, why) ?? first?.startFailed?.(why) ?? String(error));
    throw error;
  });
}

async function run(compiled, first, pressed) {
  firstPainted = first?.commands ?? null;
  await startBuild(compiled);
  colors = readColors();
  // Each step in a task of its own: none is long on a slow phone.
  await nextTask();
  // What the menu asks of the game, and what it changes.
  const asks = {
    game: () => game,
    screen: () => screen,
    level: () => level,
    maker: () => maker,
    loading: () => wasmGame.loading(),
    say,
    sayWhileSlow,
  };
  const does = { rebind: bind, restart, fresh, loadQuery, makeLevel, act, pictures };
  const changes = { setTools: (t) => (tools = t), setSetting, storageChanged: () => wasmGame.storage_changed() };
  const menu = initMenu({ ...asks, ...does, ...changes, build: wasmGame });
  await nextTask();
  const actions = wire(menu);
  exposeDebugHandle();
  // Until the first level starts, the first paint walks (boot.js) and keys wait (`pressed` plays them).
  handOver = () => {
    const walkWon = first?.walked && game.take_walk(first.walked());
    const [command, halt] = [(key, shift) => game?.key_command(key, shift), () => game?.halt()];
    // From inside, the view's build names the floor under the tap.
    const tap = (x, y) => act((g) => g.tap(x, y, performance.now(), eye?.floor_at(x, y, devicePixelRatio)));
    bindInput({ move, actions, board, pad: $('pad'), command, halt, tap }, wasmGame);
    if (walkWon) won();
    pressed?.();
    performance.mark('seedmaze:handover');
  };
  await nextTask();
  const plan = wasmGame.PagePlan.for_page(first?.query ?? location.search, first?.seed, first?.resumed);
  await nextTask();
  await makeLevel(plan);
  await nextTask();
  draw();
  bind();
  firstDrawMs = performance.now();
  performance.mark('seedmaze:first-maze');
  document.documentElement.dataset.ready = 'true';
  // Offline play after one visit (sw.js caches the game); failure only means online play.
  const offline = (state) => () => (document.documentElement.dataset.offline = state);
  navigator.serviceWorker
    ?.register(new URL('sw.js', import.meta.url), { scope: './' })
    .then(() => navigator.serviceWorker.ready)
    .then(offline('ready'), offline('unavailable'));
}

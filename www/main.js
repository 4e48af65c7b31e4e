// The shim between the page and the Rust game: it draws, binds the view state Rust gives it, and
// forwards input and time. No rule lives here: moving, winning, levels, records, the URL and
// every sentence are decided in Rust.
import init, { Game, making_text, Outcome, Plan, phrase, set_setting, settings } from './pkg/seedmaze.js';
import { play, unlock } from './audio.js';
import { ADOPT_STEP, adoptInSlices, LevelMaker, WORKER_CELLS } from './levels.js';
import { bindInput } from './input.js';
import { initMenu } from './menu.js';
import { initTheme } from './theme.js';
import { registerOffline } from './offline.js';
import { drawAll as renderAll, fitView, paintCell, readColors, setCamera, visibleCells } from './render.js';

// How long the win box stays before the next level starts on its own.
const ADVANCE_MS = 1800;
const CAMERA_PAN_MS = 160;
// The win moment: the path traced from the start to the exit.
const TRACE_MS = 600;

const $ = (id) => document.getElementById(id);
const canvas = $('maze');
const board = $('board');
const ctx = canvas.getContext('2d', { alpha: false });
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let wasm;
let game = null;
let maker = null;
// The level being made (a newer request supersedes an older one) and how the last was made.
let making = 0;
let lastMade = null;
let colors;
let view;
let firstDrawMs = null;
let [advanceTimer, clockFrame, panFrame, traceFrame] = [0, 0, 0, 0];
let win = null;
let menu = null;
// The player's settings (sound, volume, announce every move), kept by Rust.
let prefs = { sound: false, volume: 0, moves: false };
// The menu's tools: who owns the canvas, whether moves are allowed (no-ops until loaded).
let tools = { levelStarted() {}, refresh() {}, redraw: () => false, allowMove: () => true };

// ---- wasm memory views (rebuilt on every use: memory growth detaches old ones) ----------------
const bytes = (ptr, len) => new Uint8Array(wasm.memory.buffer, ptr, len);
const words = (ptr, len) => new Uint32Array(wasm.memory.buffer, ptr, len);

/** What the renderer paints, read from wasm memory now. */
function scene() {
  return {
    walls: bytes(game.walls_ptr(), game.walls_len()),
    visited: bytes(game.visited_ptr(), game.visited_len()),
    links: game.solution_shown ? bytes(game.links_ptr(), game.links_len()) : null,
    openings: game.openings(),
    fog: game.fog ? bytes(game.fog_ptr(), game.fog_len()) : null,
    exit: game.exit,
    player: game.player,
  };
}

// ---- layout, camera and drawing ---------------------------------------------------------------
/** Sizes the canvas to its box in device pixels and picks the cell size and the camera. */
function layout() {
  const dpr = window.devicePixelRatio || 1;
  const box = board.getBoundingClientRect();
  const [cw, ch] = [Math.max(1, Math.round(box.width * dpr)), Math.max(1, Math.round(box.height * dpr))];
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  view = fitView(cw, ch, dpr, game.width, game.height, game.player);
}

/** Moves the camera when the player leaves the middle of the view; true if it will move. */
function follow() {
  if (!view.camera) return false;
  const { s, cw, ch, w } = view;
  const [x, y] = [(game.player % w) * s + s / 2, Math.floor(game.player / w) * s + s / 2];
  const [fromX, fromY] = [view.camX, view.camY];
  const off = (p, cam, span) => p - cam < span * 0.3 || p - cam > span * 0.7;
  setCamera(view, off(x, fromX, cw) ? x - cw / 2 : fromX, off(y, fromY, ch) ? y - ch / 2 : fromY);
  const [toX, toY] = [view.camX, view.camY];
  if (toX === fromX && toY === fromY) return false;
  cancelAnimationFrame(panFrame);
  if (reducedMotion.matches) {
    drawAll();
    return true;
  }
  const start = performance.now();
  const frame = (now) => {
    const k = Math.min(1, (now - start) / CAMERA_PAN_MS);
    const e = 1 - (1 - k) * (1 - k);
    setCamera(view, fromX + (toX - fromX) * e, fromY + (toY - fromY) * e);
    drawAll();
    if (k < 1) panFrame = requestAnimationFrame(frame);
  };
  setCamera(view, fromX, fromY);
  panFrame = requestAnimationFrame(frame);
  return true;
}

function drawAll() {
  // The carve replay or the search view owns the canvas while it is shown.
  if (!tools.redraw()) renderAll(ctx, view, colors, scene());
}

function redraw() {
  if (!game) return;
  cancelAnimationFrame(panFrame);
  colors = readColors();
  layout();
  drawAll();
}

/** The win moment: the solution traced from the start to the exit (drawn at once with reduced motion). */
function traceWin() {
  const path = words(game.solution_ptr(), game.solution_len()).slice();
  const links = bytes(game.links_ptr(), game.links_len()).slice();
  const { x0, x1, y0, y1 } = visibleCells(view);
  const start = performance.now();
  let done = 0;
  const frame = (now) => {
    if (!game?.won) return;
    const upTo = reducedMotion.matches ? path.length : Math.ceil((path.length * (now - start)) / TRACE_MS);
    const traced = { ...scene(), links };
    for (; done < Math.min(upTo, path.length); done++) {
      const [x, y] = [path[done] % view.w, Math.floor(path[done] / view.w)];
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) paintCell(ctx, view, colors, traced, path[done]);
    }
    if (done < path.length) traceFrame = requestAnimationFrame(frame);
  };
  traceFrame = requestAnimationFrame(frame);
}

// ---- the view state from Rust, bound generically -----------------------------------------------
function bind() {
  const v = game.view(performance.now());
  // After a win against a challenge, its banner shows the verdict instead of the target.
  const challenge = $('challenge');
  if (challenge.dataset.state !== 'verdict') {
    challenge.dataset.state = v.text.challenge ? 'target' : 'none';
    challenge.hidden = !v.text.challenge;
  }
  for (const el of document.querySelectorAll('[data-text]')) {
    if (el.dataset.state !== 'verdict') el.textContent = v.text[el.dataset.text] ?? '';
  }
  for (const el of document.querySelectorAll('[data-action]')) {
    const a = v.actions[el.dataset.action];
    if (!a) continue;
    el.disabled = !a.enabled || loading();
    el.title = a.why;
    if (a.pressed !== undefined) el.setAttribute('aria-pressed', String(a.pressed));
    if (a.label) el.querySelector('.label').textContent = a.label;
  }
  canvas.setAttribute('aria-label', v.label);
  Object.assign(board.dataset, { level: game.level, player: game.player, moves: game.moves, won: game.won });
}

function tickClock() {
  cancelAnimationFrame(clockFrame);
  const frame = () => {
    $('hud-time').textContent = game.time_text(performance.now());
    if (game.timer_running) clockFrame = requestAnimationFrame(frame);
  };
  frame();
}

// The same sentence twice (I pressed twice in one cell) must be heard twice: a live region only
// speaks changes, so a repeat gets a trailing no-break space.
const announce = (text) => {
  const region = $('announce');
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
};
const say = (text) => {
  $('status').textContent = text;
};
const sound = (tones) => {
  if (prefs.sound) play(tones, prefs.volume);
};
/** Changes a setting (Rust stores it); says so when the sound goes on or off. */
function setSetting(name, value) {
  const said = set_setting(name, value);
  prefs = settings();
  menu.showSettings(prefs);
  if (said) announce(said);
}
const linkFor = (query) => `${location.origin}${location.pathname}?${query}`;

function updateUrl() {
  try {
    history.replaceState(null, '', `${location.pathname}?${game.query()}${location.hash}`);
  } catch {
    /* some hosts forbid it; the game goes on */
  }
}

// ---- play -------------------------------------------------------------------------------------
function move(dir) {
  if (!game || loading() || $('menu').open || !tools.allowMove()) return;
  const before = game.player;
  const outcome = game.step(dir, performance.now());
  sound(game.cue(outcome));
  if (outcome === Outcome.Blocked) {
    announce(game.bump_text(dir));
    // A bump is felt too, where the device can (not with sound off or reduced motion).
    if (prefs.sound && !reducedMotion.matches) navigator.vibrate?.(40);
  }
  if (outcome !== Outcome.Moved && outcome !== Outcome.Won) return;
  if (prefs.moves && outcome === Outcome.Moved) announce(game.look());
  // The continue line has done its job once the player moves (it sits over the maze's top).
  $('resumed').hidden = true;
  // In fog a move lifts the fog around the ball: the whole view is drawn again.
  if (!follow()) {
    if (game.fog) drawAll();
    else {
      const now = scene();
      for (const cell of [before, game.player]) paintCell(ctx, view, colors, now, cell);
    }
  }
  bind();
  tickClock();
  if (outcome === Outcome.Won) won();
}

function won() {
  const now = performance.now();
  const report = game.win(now, Date.now());
  const challenge = game.challenge_query(now);
  win = { link: linkFor(game.query()), result: game.result_text(now, linkFor(game.query())), challenge, report };
  const verdict = game.challenge_verdict(now);
  if (verdict !== undefined) Object.assign($('challenge'), { textContent: verdict, hidden: false });
  if (verdict !== undefined) $('challenge').dataset.state = 'verdict';
  $('win-result').hidden = false;
  $('win-challenge').hidden = challenge === undefined;
  $('win-text').textContent = report.going_on;
  $('win').hidden = false;
  board.classList.add('celebrate');
  tools.refresh();
  announce(report.text);
  bind();
  traceWin();
  clearTimeout(advanceTimer);
  advanceTimer = setTimeout(nextLevel, ADVANCE_MS);
}

/** Keeps the win box up (the player is pointing at or tabbing into it). */
function holdAdvance() {
  if (!game?.won || $('win').hidden) return;
  clearTimeout(advanceTimer);
  $('win-text').textContent = win.report.held;
}

function levelStarted(event) {
  clearTimeout(advanceTimer);
  cancelAnimationFrame(panFrame);
  cancelAnimationFrame(traceFrame);
  $('win').hidden = true;
  $('challenge').dataset.state = 'none';
  board.classList.remove('celebrate', 'enter');
  // The new level grows in (a CSS animation, none with reduced motion).
  void board.offsetWidth;
  board.classList.add('enter');
  game.remember();
  tools.levelStarted(game);
  layout();
  drawAll();
  bind();
  tickClock();
  updateUrl();
  menu.levelStarted(game);
  if (event) announce(game.announcement(event));
}

// ---- making levels ----------------------------------------------------------------------------
const loading = () => board.dataset.loading === 'true';

function showProgress(plan, stage, fraction) {
  $('making-text').textContent = making_text(plan.side, stage);
  const bar = $('making-bar');
  bar.value = fraction;
  bar.setAttribute('aria-valuetext', phrase('percent', [Math.round(fraction * 100)], ''));
  $('making').hidden = false;
}

/** Frees the level being played: wasm memory then holds one level at a time. */
function release() {
  if (game) game.free();
  game = null;
}

/**
 * Makes `plan`'s level (in the worker when it is big) and starts it, announcing `event`. A newer
 * request supersedes this one. Consumes `plan`.
 */
async function makeLevel(plan, event) {
  const id = ++making;
  const [t0, stages, tasks] = [performance.now(), [], []];
  const superseded = () => id !== making;
  let next = null;
  let where = 'main';
  if (plan.cells > WORKER_CELLS && maker?.available) {
    board.dataset.loading = 'true';
    clearTimeout(advanceTimer);
    showProgress(plan, 'start', 0);
    try {
      const parts = await maker.make(plan, (stage, fraction) => {
        if (stages.at(-1) !== stage) stages.push(stage);
        if (!superseded()) showProgress(plan, stage, fraction);
      });
      if (!superseded()) {
        stages.push('adopt');
        showProgress(plan, 'adopt', 0.9);
        release();
        next = await adoptInSlices(plan, parts, superseded, tasks);
        where = 'worker';
      }
    } catch (error) {
      if (!superseded()) {
        say(phrase('worker-failed', [], String(error?.message ?? error)));
        release();
        next = Game.start(plan);
      }
    }
    if (!next) return plan.free();
  } else {
    release();
    next = Game.start(plan);
  }
  plan.free();
  game = next;
  board.dataset.loading = 'false';
  board.dataset.made = where;
  $('making').hidden = true;
  const t1 = performance.now();
  levelStarted(event);
  tasks.push({ what: 'first draw', ms: performance.now() - t1, steps: 1 });
  lastMade = { where, side: game.width, stages, tasks, ms: performance.now() - t0 };
}

/** Loads the level of a query string (the menu's daily maze, fog switch and generator). */
const loadQuery = (query, event) => makeLevel(Plan.from_query(query), event);

function nextLevel() {
  if (!game || loading()) return;
  const plan = game.next_plan();
  if (plan) makeLevel(plan, 'level');
}

function newSeed() {
  if (!game) return;
  say('');
  makeLevel(game.new_seed_plan(), 'new');
}

/** A new game: a fresh seed from level 1. */
function fresh() {
  $('resumed').hidden = true;
  loadQuery('', 'new');
}

function restart() {
  if (!game || loading()) return;
  game.restart();
  levelStarted('restart');
}

function toggleSolution() {
  if (!game || loading()) return;
  game.toggle_solution();
  cancelAnimationFrame(panFrame);
  drawAll();
  bind();
  announce(game.announcement('solution'));
}

// ---- sharing ----------------------------------------------------------------------------------
/**
 * Shares `url` (Web Share with `title` and `text`, else the clipboard gets `text` when it holds
 * the link, else the link; without a clipboard, a field to copy from by hand).
 */
async function shareLink(url, title, text) {
  const copy = text.includes(url) ? text : url;
  if (navigator.share) {
    try {
      await navigator.share(text.includes(url) ? { title, text } : { title, text, url });
      return say(phrase('shared', [], ''));
    } catch (error) {
      if (error?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(copy);
    $('share-box').hidden = true;
    say(copy === url ? phrase('link-copied', [], url) : phrase('copied', [], copy.replace(/\n/g, ' ')));
  } catch {
    // No clipboard (permission denied, an insecure page, an old browser): the link in a
    // read-only field, selected, to copy by hand.
    const field = $('share-url');
    field.value = copy.replace(/\n/g, ' ');
    $('share-box').hidden = false;
    field.focus();
    field.select();
    say(phrase('copy-by-hand', [], ''));
  }
}

function showNotices() {
  const notices = game.notices();
  if (notices.length === 0) return;
  $('notice-list').replaceChildren(
    ...notices.map((text) => Object.assign(document.createElement('li'), { textContent: text })),
  );
  $('notice').hidden = false;
}

// ---- wiring -----------------------------------------------------------------------------------
function wire(menu) {
  // Sound may start only after a gesture: the first key, click or touch starts it (in the
  // capture phase, before that same key's move asks for a sound).
  for (const type of ['keydown', 'pointerdown', 'touchstart']) {
    window.addEventListener(type, unlock, { capture: true, passive: true });
  }
  bindInput({
    move,
    actions: {
      solution: toggleSolution,
      next: nextLevel,
      restart,
      new: newSeed,
      menu: menu.toggle,
      look: () => {
        if (!game || loading()) return;
        announce(game.look());
        sound(game.look_cue());
      },
      mute: () => setSetting('sound', prefs.sound ? 0 : 1),
    },
    board,
    pad: $('pad'),
  });
  // Sound may start only after a gesture: the first key, click or touch starts it.
  for (const type of ['keydown', 'pointerdown', 'touchstart'])
    document.addEventListener(type, unlock, { passive: true });
  const click = (id, action) => $(id).addEventListener('click', action);
  click('btn-new', newSeed);
  click('btn-solution', toggleSolution);
  click('btn-restart', restart);
  click('btn-share', () => shareLink(location.href, 'seedmaze', phrase('share-text', [game.level], game.seed)));
  click('btn-fresh', fresh);
  click('win-next', nextLevel);
  click('win-result', () => shareLink(win.link, 'seedmaze result', win.result ?? win.link));
  click('win-challenge', () =>
    shareLink(linkFor(win.challenge), 'seedmaze challenge', phrase('challenge-text', [], linkFor(win.challenge))),
  );
  click('share-close', () => {
    $('share-box').hidden = true;
    say('');
    $('btn-share').focus();
  });
  click('notice-close', () => {
    $('notice').hidden = true;
    game?.dismiss_notices();
  });
  click('resumed-close', () => {
    $('resumed').hidden = true;
  });
  // Pointing at or tabbing into the win box keeps it up: its buttons need a moment.
  for (const type of ['pointerenter', 'focusin']) $('win').addEventListener(type, holdAdvance);
  document.addEventListener('visibilitychange', () => {
    if (!game) return;
    if (document.hidden) game.pause(performance.now());
    else {
      game.resume(performance.now());
      tickClock();
    }
  });
  new ResizeObserver(redraw).observe(board);
  for (const query of ['(prefers-color-scheme: dark)', '(prefers-contrast: more)']) {
    matchMedia(query).addEventListener('change', redraw);
  }
}

// ---- a read-only handle for tests and the curious ----------------------------------------------
function exposeDebugHandle() {
  const handle = {
    /** A snapshot of the game as plain data. */
    state: () => ({
      seed: game.seed,
      level: game.level,
      width: game.width,
      height: game.height,
      player: game.player,
      exit: game.exit,
      moves: game.moves,
      won: game.won,
      solutionShown: game.solution_shown,
      timerRunning: game.timer_running,
      query: game.query(),
      notices: game.notices(),
      trail: Array.from(words(game.trail_ptr(), game.trail_len())),
    }),
    /** A copy of the wall bytes. */
    walls: () => Array.from(bytes(game.walls_ptr(), game.walls_len())),
    /** A copy of the solution cells. */
    solution: () => Array.from(words(game.solution_ptr(), game.solution_len())),
    /** Where the maze is drawn, in device pixels. */
    view: () => ({ ...view }),
    /** Milliseconds from navigation to the first maze on screen. */
    get firstDrawMs() {
      return firstDrawMs;
    },
    /**
     * How the last level was made: `{ where: 'main' | 'worker', side, stages, tasks, ms }`;
     * `tasks` lists the page's main-thread tasks for it in order (`{ what, ms, steps }`).
     */
    made: () => (lastMade ? structuredClone(lastMade) : null),
    /** The page's wasm memory in bytes. */
    memory: () => wasm.memory.buffer.byteLength,
    /** The worker's wasm memory in bytes (a promise; null without a worker). */
    workerMemory: () => (maker?.available ? maker.memory() : Promise.resolve(null)),
    /** Levels with more cells than this are made in the worker. */
    workerCells: WORKER_CELLS,
    /** Bytes, ids or cells of a worker's maze handed over or checked per call into Rust. */
    adoptStep: ADOPT_STEP,
  };
  Object.defineProperty(window, 'seedmaze', { value: Object.freeze(handle), enumerable: true });
}

// ---- start ------------------------------------------------------------------------------------
/** Compiles the wasm once; the page and the worker instantiate the same module. */
async function compileWasm() {
  const url = new URL('pkg/seedmaze_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server without the application/wasm type: compile from the bytes.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

async function start() {
  const module = await compileWasm();
  wasm = await init({ module_or_path: module });
  maker = new LevelMaker(module);
  initTheme(redraw);
  colors = readColors();
  const api = {
    game: () => game,
    wasm: () => wasm,
    ctx,
    view: () => view,
    colors: () => colors,
    scene,
    loading,
    rebind: bind,
  };
  menu = initMenu({
    ...api,
    maker: () => maker,
    announce,
    reducedMotion,
    workerCells: WORKER_CELLS,
    restart,
    fresh,
    loadQuery,
    drawPlain: () => renderAll(ctx, view, colors, scene()),
    setTools: (t) => {
      tools = t;
    },
    setSetting: (name, value) => setSetting(name, value),
  });
  prefs = settings();
  menu.showSettings(prefs);
  wire(menu);
  exposeDebugHandle();
  const plan = Plan.for_page(location.search);
  const resumed = plan.resumed;
  await makeLevel(plan, resumed ? 'continue' : 'level');
  if (resumed) {
    $('resumed-text').textContent = game.announcement('continue');
    $('resumed').hidden = false;
  }
  firstDrawMs = performance.now();
  performance.mark('seedmaze:first-maze');
  showNotices();
  document.documentElement.dataset.ready = 'true';
  registerOffline();
}

start().catch((error) => {
  say(phrase('start-failed', [], String(error?.message ?? error)));
  throw error;
});

// The shim between the page and the Rust game: it draws, and forwards input and time.
// No rule lives here: moving, winning, levels, the URL and best times are decided in Rust.
import init, { Game, Plan, Adoption, Direction, Outcome, format_time as formatMs } from './pkg/seedmaze.js';
import { fitView, setCamera, drawAll as renderAll, paintCell as renderCell, readColors } from './render.js';
import { LevelMaker, WORKER_CELLS } from './levels.js';
import { initExtras } from './extras.js';
import { initTogether } from './together.js';
import { initRecords } from './records.js';
import { initTheme } from './theme.js';
import { registerOffline } from './offline.js';
// Hold-to-repeat for keys and the pad.
const REPEAT_DELAY_MS = 170;
const REPEAT_EVERY_MS = 70;
// A finger moving this far (CSS px) is one step.
const SWIPE_CSS = 28;
// How long the win message stays before the next level starts on its own.
const ADVANCE_MS = 1800;
const CAMERA_PAN_MS = 160;
// A worker's maze is handed to Rust and checked in steps of this many bytes, ids or cells
// (well under a millisecond each here); a task takes steps until TASK_MS have passed, then
// yields to input and drawing. Time-bounded, so that a slower machine gets shorter tasks, not
// longer ones.
const ADOPT_STEP = 1 << 16;
const TASK_MS = 8;

const $ = (id) => document.getElementById(id);
const canvas = $('maze');
const board = $('board');
const ctx = canvas.getContext('2d', { alpha: false });
const hud = {
  level: $('hud-level'),
  size: $('hud-size'),
  moves: $('hud-moves'),
  time: $('hud-time'),
  best: $('hud-best'),
  seed: $('hud-seed'),
};
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)');

const KEYS = new Map([
  ['ArrowUp', Direction.North],
  ['ArrowRight', Direction.East],
  ['ArrowDown', Direction.South],
  ['ArrowLeft', Direction.West],
  ['w', Direction.North],
  ['d', Direction.East],
  ['s', Direction.South],
  ['a', Direction.West],
  ['k', Direction.North],
  ['l', Direction.East],
  ['j', Direction.South],
  ['h', Direction.West],
]);

let wasm;
let game = null;
let maker = null;
// The level being made (a counter: a newer request supersedes an older one), and how the
// last one was made (for the debug handle).
let making = 0;
let lastMade = null;
let colors;
let view;
let firstDrawMs = null;
let advanceTimer = 0;
let clockFrame = 0;
let panFrame = 0;
// Issue 6's tools (extras.js): generator menu, carve replay, search view, stats, export.
let extras = null;
// Issue 7's page side (together.js, records.js): daily, challenges, fog, records.
let together = null;
let records = null;

// ---- wasm memory views (rebuilt on every use: memory growth detaches old ones) ----------------
const bytes = (ptr, len) => new Uint8Array(wasm.memory.buffer, ptr, len);
const words = (ptr, len) => new Uint32Array(wasm.memory.buffer, ptr, len);
const wallBytes = () => bytes(game.walls_ptr(), game.walls_len());
const visitedBytes = () => bytes(game.visited_ptr(), game.visited_len());
const linkBytes = () => bytes(game.links_ptr(), game.links_len());

// ---- storage (may throw in private modes or when full; never fatal) -----------------------------
// Values read here are untrusted text: Rust validates them (`Game.best_ms`), and they are only
// ever shown through textContent.
function storageGet(key) {
  try {
    const value = localStorage.getItem(key);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
/** Stores `value`; false when the storage is full or turned off. */
function storageSet(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// ---- layout and camera -----------------------------------------------------------------------
/** Sizes the canvas to its box in device pixels and picks the cell size and the camera. */
function layout() {
  const dpr = window.devicePixelRatio || 1;
  const box = board.getBoundingClientRect();
  const cw = Math.max(1, Math.round(box.width * dpr));
  const ch = Math.max(1, Math.round(box.height * dpr));
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  view = fitView(cw, ch, dpr, game.width, game.height, game.player);
}

function cellXY(cell) {
  return [cell % view.w, Math.floor(cell / view.w)];
}

/** Moves the camera when the player leaves the middle of the view; true if it will move. */
function follow() {
  if (!view.camera) return false;
  const { s, cw, ch } = view;
  const [x, y] = cellXY(game.player);
  const px = x * s + s / 2 - view.camX;
  const py = y * s + s / 2 - view.camY;
  let tx = view.camX;
  let ty = view.camY;
  if (px < cw * 0.3 || px > cw * 0.7) tx = x * s + s / 2 - cw / 2;
  if (py < ch * 0.3 || py > ch * 0.7) ty = y * s + s / 2 - ch / 2;
  if (tx === view.camX && ty === view.camY) return false;
  const fromX = view.camX;
  const fromY = view.camY;
  setCamera(view, tx, ty);
  const toX = view.camX;
  const toY = view.camY;
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

// ---- drawing (render.js does the painting) ----------------------------------------------------
/** What the renderer paints, read from wasm memory now. */
function scene() {
  return {
    walls: wallBytes(),
    visited: visitedBytes(),
    links: game.solution_shown ? linkBytes() : null,
    exit: game.exit,
    player: game.player,
  };
}

function drawAll() {
  // The carve replay or the search view owns the canvas while it is shown.
  if (extras?.redraw()) return;
  renderAll(ctx, view, colors, scene());
  if (together) together.afterDraw(ctx, view);
}

function paintCell(cell) {
  renderCell(ctx, view, colors, scene(), cell);
}

function redraw() {
  if (!game) return;
  cancelAnimationFrame(panFrame);
  colors = readColors();
  layout();
  drawAll();
}

// ---- the heads-up display and announcements ----------------------------------------------------
function updateHud() {
  hud.level.textContent = String(game.level);
  hud.size.textContent = `${game.width}×${game.height}`;
  hud.moves.textContent = String(game.moves);
  hud.time.textContent = formatMs(game.elapsed_ms(performance.now()));
  const best = Game.best_ms(storageGet(game.record_key()));
  hud.best.textContent = best === undefined ? '–' : formatMs(best);
  hud.seed.textContent = game.seed;
  const [x, y] = cellXY(game.player);
  canvas.setAttribute(
    'aria-label',
    `Maze, level ${game.level}, ${game.width} by ${game.height} cells. The ball is in column ` +
      `${x + 1}, row ${y + 1}; the exit is at the bottom right, column ${game.width}, row ` +
      `${game.height}. ${game.moves} moves.` +
      (game.solution_shown ? ' The solution is shown.' : ''),
  );
  const sol = $('btn-solution');
  sol.setAttribute('aria-pressed', String(game.solution_shown));
  sol.firstChild.textContent = game.solution_shown ? 'Hide solution ' : 'Show solution ';
  board.dataset.level = String(game.level);
  board.dataset.player = String(game.player);
  board.dataset.moves = String(game.moves);
  board.dataset.won = String(game.won);
}

function announce(text) {
  $('announce').textContent = text;
}

function say(text) {
  $('status').textContent = text;
}

function tickClock() {
  cancelAnimationFrame(clockFrame);
  const frame = () => {
    hud.time.textContent = formatMs(game.elapsed_ms(performance.now()));
    if (game.timer_running) clockFrame = requestAnimationFrame(frame);
  };
  frame();
}

function updateUrl() {
  try {
    history.replaceState(null, '', `${location.pathname}?${game.query()}${location.hash}`);
  } catch {
    /* some hosts forbid it; the game goes on */
  }
}

// ---- actions ---------------------------------------------------------------------------------
function move(dir) {
  if (!game || loading()) return;
  if (extras && !extras.allowMove()) return;
  const before = game.player;
  const outcome = game.step(dir, performance.now());
  if (outcome !== Outcome.Moved && outcome !== Outcome.Won) return;
  if (!follow()) {
    // In fog a move lifts the fog around the ball: the whole view is drawn again.
    if (game.fog) drawAll();
    else {
      paintCell(before);
      paintCell(game.player);
    }
  }
  updateHud();
  tickClock();
  if (outcome === Outcome.Won) won();
}

function won() {
  const now = performance.now();
  // Records: Rust folds this run into the stored record (best time, fewest moves, their days).
  const key = game.record_key();
  const stored = storageGet(key);
  const record = game.record_after_win(stored, now, Date.now());
  const saved = record === undefined || storageSet(key, record);
  const newTime = record !== undefined && Game.best_ms(record) !== Game.best_ms(stored);
  const newMoves = record !== undefined && Game.fewest_moves(record) !== Game.fewest_moves(stored);
  const verdict = together ? together.won(game, now) : '';
  const text =
    `Level ${game.level} solved in ${formatMs(game.elapsed_ms(now))} with ` +
    `${game.moves} moves.${newTime ? ' New best time!' : ''}${newMoves ? ' Fewest moves yet!' : ''}` +
    (verdict ? ` ${verdict}` : '') +
    (saved ? '' : " (It could not be saved: this browser's storage is full or turned off.)");
  if (records) records.refresh();
  $('win-text').textContent = `${text} The next level starts in a moment.`;
  $('win').hidden = false;
  announce(text);
  updateHud();
  clearTimeout(advanceTimer);
  advanceTimer = setTimeout(nextLevel, ADVANCE_MS);
}

function levelStarted(message) {
  if (extras) extras.levelStarted();
  if (together) together.levelStarted(game);
  clearTimeout(advanceTimer);
  cancelAnimationFrame(panFrame);
  $('win').hidden = true;
  layout();
  drawAll();
  updateHud();
  tickClock();
  updateUrl();
  if (message) announce(message);
}

// ---- making levels ---------------------------------------------------------------------------
const loading = () => board.dataset.loading === 'true';

/** Shows the progress of the level being made: `fraction` of the work, with a word for the stage. */
function showProgress(plan, stage, fraction) {
  const words = {
    start: 'starting',
    generate: 'carving the walls',
    solve: 'finding the way out',
    send: 'handing it over',
    adopt: 'checking it',
    draw: 'drawing it',
  };
  $('making-text').textContent = `Making a maze of ${plan.side} by ${plan.side} cells: ${words[stage] ?? stage}…`;
  const bar = $('making-bar');
  bar.value = fraction;
  bar.setAttribute('aria-valuetext', `${Math.round(fraction * 100)} percent`);
  $('making').hidden = false;
}

// The next task, through a message port: setTimeout(0) would add its 4 ms clamp to every one
// of the hundred-odd tasks of a big level.
const nextTask = (() => {
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()();
  return () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
})();

/**
 * Hands a worker's maze to Rust and has it checked, ADOPT_STEP units per call and TASK_MS per
 * task, so that even a 2000×2000 maze never blocks the page for long. Frees the level being
 * played first. Resolves to the new Game, or null if `superseded()` turns true on the way.
 * `tasks` gets each task's duration and step count (the page's own account of its work).
 */
async function adoptInSlices(plan, parts, superseded, tasks) {
  release();
  const adoption = new Adoption(plan, parts.walls.length, parts.removed.length, parts.solution.length);
  const feeds = [
    [parts.walls, (chunk) => adoption.receive_walls(chunk)],
    [parts.removed, (chunk) => adoption.receive_removed(chunk)],
    [parts.solution, (chunk) => adoption.receive_solution(chunk)],
  ];
  let feed = 0;
  let at = 0;
  // One step: the next chunk handed over, or once all is there, the next checks.
  const step = () => {
    if (feed === feeds.length) return adoption.advance(ADOPT_STEP);
    const [array, receive] = feeds[feed];
    receive(array.subarray(at, at + ADOPT_STEP));
    at += ADOPT_STEP;
    if (at >= array.length) {
      feed += 1;
      at = 0;
    }
    return false;
  };
  try {
    let done = false;
    while (!done) {
      await nextTask();
      if (superseded()) return null;
      const t0 = performance.now();
      let steps = 0;
      do {
        done = step();
        steps += 1;
      } while (!done && performance.now() - t0 < TASK_MS);
      tasks.push({ what: 'adopt', ms: performance.now() - t0, steps });
    }
    await nextTask();
    if (superseded()) return null;
    const t0 = performance.now();
    const game = adoption.finish();
    tasks.push({ what: 'finish', ms: performance.now() - t0, steps: 1 });
    return game;
  } finally {
    adoption.free();
  }
}

/** Frees the level being played: wasm memory then holds one level at a time. */
function release() {
  if (game) game.free();
  game = null;
}

/**
 * Makes `plan`'s level (in the worker when it is big) and starts it; `message(game)` is what
 * to announce. A newer request supersedes this one. Consumes `plan`.
 */
async function makeLevel(plan, message) {
  const id = ++making;
  const t0 = performance.now();
  const stages = [];
  const tasks = [];
  let next;
  let where = 'main';
  if (plan.cells > WORKER_CELLS && maker && maker.available) {
    board.dataset.loading = 'true';
    clearTimeout(advanceTimer);
    showProgress(plan, 'start', 0);
    try {
      const parts = await maker.make(plan, (stage, fraction) => {
        if (stages[stages.length - 1] !== stage) stages.push(stage);
        if (id === making) showProgress(plan, stage, fraction);
      });
      if (id !== making) {
        plan.free();
        return;
      }
      stages.push('adopt');
      showProgress(plan, 'adopt', 0.9);
      next = await adoptInSlices(plan, parts, () => id !== making, tasks);
      if (!next) {
        plan.free();
        return;
      }
      where = 'worker';
    } catch (error) {
      if (id !== making) {
        plan.free();
        return;
      }
      say(
        `The maze could not be made in the background (${error?.message ? error.message : error}); it was made here instead.`,
      );
      release();
      next = Game.start(plan);
    }
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
  levelStarted(message(game));
  tasks.push({ what: 'first draw', ms: performance.now() - t1, steps: 1 });
  lastMade = { where, side: game.width, stages, tasks, ms: performance.now() - t0 };
}

function nextLevel() {
  if (!game || loading()) return;
  const plan = game.next_plan();
  if (!plan) return;
  makeLevel(plan, (g) => `Level ${g.level}: a maze of ${g.width} by ${g.height} cells.`);
}

function newSeed() {
  if (!game) return;
  say('');
  makeLevel(game.new_seed_plan(), (g) => `New maze, seed ${g.seed}, level ${g.level}.`);
}

function restart() {
  if (!game || loading()) return;
  game.restart();
  levelStarted(`Level ${game.level} restarted.`);
}

function toggleSolution() {
  if (!game || loading()) return;
  game.toggle_solution();
  cancelAnimationFrame(panFrame);
  drawAll();
  updateHud();
  announce(game.solution_shown ? 'Solution shown.' : 'Solution hidden.');
}

function share() {
  return shareLink(location.href, 'seedmaze', `Try maze ${game.seed}, level ${game.level}`);
}

/**
 * Shares `url` (Web Share with `title` and `text`, else the clipboard gets `text` when it holds
 * the link, else the link; without a clipboard, a field to copy from by hand).
 */
async function shareLink(url, title, text) {
  const copy = text.includes(url) ? text : url;
  if (navigator.share) {
    try {
      await navigator.share(text.includes(url) ? { title, text } : { title, text, url });
      say('Shared.');
      return;
    } catch (error) {
      if (error && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(copy);
    hideShareBox();
    say(copy === url ? `Link copied to the clipboard: ${url}` : `Copied to the clipboard: ${copy.replace(/\n/g, ' ')}`);
  } catch {
    // No clipboard (permission denied, an insecure page, an old browser): the link in a
    // read-only field, selected, to copy by hand.
    showShareBox(copy.replace(/\n/g, ' '));
  }
}

/** Keeps the win box up (the player is pointing at or tabbing into it). */
function holdAdvance() {
  if (!game?.won || $('win').hidden) return;
  clearTimeout(advanceTimer);
  $('win-text').textContent = $('win-text').textContent.replace(
    ' The next level starts in a moment.',
    ' Enter or Next level goes on.',
  );
}

function showShareBox(url) {
  const field = $('share-url');
  field.value = url;
  $('share-box').hidden = false;
  field.focus();
  field.select();
  say(
    'Could not copy the link automatically. It is selected in the field above: copy it with Ctrl+C (⌘C on a Mac) or a long press.',
  );
}

function hideShareBox() {
  const box = $('share-box');
  if (box.hidden) return;
  box.hidden = true;
  say('');
}

function showNotices() {
  const notices = game.notices();
  if (notices.length === 0) return;
  const list = $('notice-list');
  list.replaceChildren(
    ...notices.map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
  $('notice').hidden = false;
}

// ---- input -----------------------------------------------------------------------------------
let held = null;

function stopRepeat() {
  if (held) clearTimeout(held.timer);
  held = null;
}

function startRepeat(id, dir) {
  stopRepeat();
  move(dir);
  const again = () => {
    move(dir);
    if (held) held.timer = setTimeout(again, REPEAT_EVERY_MS);
  };
  held = { id, timer: setTimeout(again, REPEAT_DELAY_MS) };
}

function onKeyDown(event) {
  if (!game || event.ctrlKey || event.metaKey || event.altKey) return;
  // Keys typed in a text field (the share link) belong to the field.
  if (event.target instanceof Element && event.target.closest('input, textarea, select')) return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const dir = KEYS.get(key);
  if (dir !== undefined) {
    event.preventDefault();
    if (!event.repeat || !held) startRepeat(key, dir);
    return;
  }
  // Space and Enter keep their usual meaning on buttons and links.
  const onControl = event.target instanceof Element && event.target.closest('button, a, input, select, textarea');
  if ((key === ' ' || key === 'Enter') && onControl) return;
  const action = { ' ': toggleSolution, Enter: nextLevel, r: restart, n: newSeed }[key];
  if (!action) return;
  event.preventDefault();
  if (!event.repeat) action();
}

function onKeyUp(event) {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (held && held.id === key) stopRepeat();
}

let swipe = null;

function markTouch() {
  document.body.classList.add('touch');
}

function onTouchStart(event) {
  markTouch();
  if (event.touches.length !== 1) {
    swipe = null;
    return;
  }
  const touch = event.touches[0];
  swipe = { x: touch.clientX, y: touch.clientY };
}

function onTouchMove(event) {
  if (!swipe || event.touches.length !== 1) return;
  event.preventDefault();
  const touch = event.touches[0];
  const dx = touch.clientX - swipe.x;
  const dy = touch.clientY - swipe.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_CSS) return;
  const dir =
    Math.abs(dx) > Math.abs(dy)
      ? dx > 0
        ? Direction.East
        : Direction.West
      : dy > 0
        ? Direction.South
        : Direction.North;
  swipe = { x: touch.clientX, y: touch.clientY };
  move(dir);
}

function bindPad() {
  for (const button of document.querySelectorAll('#pad button')) {
    const dir = Direction[button.dataset.dir];
    button.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      button.setPointerCapture?.(event.pointerId);
      startRepeat(`pad-${event.pointerId}`, dir);
    });
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) {
      button.addEventListener(type, stopRepeat);
    }
    // Keyboard activation of a pad button (no pointer involved) moves once.
    button.addEventListener('click', (event) => {
      if (event.detail === 0) move(dir);
    });
  }
}

function bindInput() {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', stopRepeat);
  board.addEventListener('touchstart', onTouchStart, { passive: true });
  board.addEventListener('touchmove', onTouchMove, { passive: false });
  board.addEventListener('touchend', () => {
    swipe = null;
  });
  board.addEventListener('touchcancel', () => {
    swipe = null;
  });
  bindPad();
  $('btn-new').addEventListener('click', newSeed);
  $('btn-solution').addEventListener('click', toggleSolution);
  $('btn-restart').addEventListener('click', restart);
  $('btn-share').addEventListener('click', share);
  $('share-close').addEventListener('click', () => {
    hideShareBox();
    $('btn-share').focus();
  });
  $('share-url').addEventListener('focus', (event) => event.target.select());
  $('win-next').addEventListener('click', nextLevel);
  $('notice-close').addEventListener('click', () => {
    $('notice').hidden = true;
    if (game) game.dismiss_notices();
  });
  document.addEventListener('visibilitychange', () => {
    const now = performance.now();
    if (!game) return;
    if (document.hidden) {
      game.pause(now);
      stopRepeat();
    } else {
      game.resume(now);
      tickClock();
    }
  });
  new ResizeObserver(() => redraw()).observe(board);
  window.addEventListener('resize', redraw);
  darkScheme.addEventListener('change', redraw);
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
    walls: () => Array.from(wallBytes()),
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

// ---- start -----------------------------------------------------------------------------------
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
  bindInput();
  exposeDebugHandle();
  extras = initExtras({
    game: () => game,
    wasm: () => wasm,
    ctx,
    view: () => view,
    colors: () => colors,
    scene,
    drawPlain: () => renderAll(ctx, view, colors, scene()),
    loadQuery: (query, message) => makeLevel(Plan.from_query(query), message),
    restart,
    loading,
    maker: () => maker,
    announce,
    reducedMotion,
    workerCells: WORKER_CELLS,
  });
  together = initTogether({
    game: () => game,
    wasm: () => wasm,
    shareLink,
    holdAdvance,
    announce,
    loadQuery: (query, message) => makeLevel(Plan.from_query(query), message),
  });
  records = initRecords({
    say,
    onCleared: () => {
      if (game) updateHud();
    },
  });
  await makeLevel(
    Plan.from_query(location.search),
    (g) => `Level ${g.level}: a maze of ${g.width} by ${g.height} cells.`,
  );
  firstDrawMs = performance.now();
  performance.mark('seedmaze:first-maze');
  showNotices();
  document.documentElement.dataset.ready = 'true';
  registerOffline();
}

start().catch((error) => {
  say(`The game could not start: ${error?.message ? error.message : error}`);
  throw error;
});

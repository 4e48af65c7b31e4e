// The shim between the page and the Rust game: it draws, and forwards input and time.
// No rule lives here: moving, winning, levels, the URL and best times are decided in Rust.
import init, { Game, Direction, Outcome, Wall, Link } from './pkg/seedmaze.js';

// Cells smaller than this (CSS px) when the whole maze fits make the view follow the player.
const MIN_CELL_CSS = 10;
// Largest cell when the whole maze fits, and the cell size while the camera follows.
const MAX_CELL_CSS = 56;
const CAMERA_CELL_CSS = 24;
// Hold-to-repeat for keys and the pad.
const REPEAT_DELAY_MS = 170;
const REPEAT_EVERY_MS = 70;
// A finger moving this far (CSS px) is one step.
const SWIPE_CSS = 28;
// How long the win message stays before the next level starts on its own.
const ADVANCE_MS = 1800;
const CAMERA_PAN_MS = 160;

const $ = (id) => document.getElementById(id);
const canvas = $('maze');
const board = $('board');
const ctx = canvas.getContext('2d', { alpha: false });
const hud = {
  level: $('hud-level'), size: $('hud-size'), moves: $('hud-moves'),
  time: $('hud-time'), best: $('hud-best'), seed: $('hud-seed'),
};
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)');

const KEYS = new Map([
  ['ArrowUp', Direction.North], ['ArrowRight', Direction.East],
  ['ArrowDown', Direction.South], ['ArrowLeft', Direction.West],
  ['w', Direction.North], ['d', Direction.East], ['s', Direction.South], ['a', Direction.West],
  ['k', Direction.North], ['l', Direction.East], ['j', Direction.South], ['h', Direction.West],
]);

let wasm;
let game;
let colors;
let view;
let firstDrawMs = null;
let advanceTimer = 0;
let clockFrame = 0;
let panFrame = 0;

// ---- wasm memory views (rebuilt on every use: memory growth detaches old ones) ----------------
const bytes = (ptr, len) => new Uint8Array(wasm.memory.buffer, ptr, len);
const words = (ptr, len) => new Uint32Array(wasm.memory.buffer, ptr, len);
const wallBytes = () => bytes(game.walls_ptr(), game.walls_len());
const visitedBytes = () => bytes(game.visited_ptr(), game.visited_len());
const linkBytes = () => bytes(game.links_ptr(), game.links_len());

// ---- storage (may throw in private modes; never fatal) -----------------------------------------
function storageGet(key) {
  try { return localStorage.getItem(key) ?? undefined; } catch { return undefined; }
}
function storageSet(key, value) {
  try { localStorage.setItem(key, value); } catch { /* storage full or disabled */ }
}

// ---- layout and camera -----------------------------------------------------------------------
function readColors() {
  const style = getComputedStyle(document.documentElement);
  const get = (name) => style.getPropertyValue(name).trim();
  colors = {
    bg: get('--bg'), floor: get('--floor'), wall: get('--wall'), player: get('--player'),
    exit: get('--exit'), path: get('--path'), trail: get('--trail'),
  };
}

/** Sizes the canvas to its box in device pixels and picks the cell size and the camera. */
function layout() {
  const dpr = window.devicePixelRatio || 1;
  const box = board.getBoundingClientRect();
  const cw = Math.max(1, Math.round(box.width * dpr));
  const ch = Math.max(1, Math.round(box.height * dpr));
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  const w = game.width;
  const h = game.height;
  const margin = Math.round(6 * dpr);
  // A little room beside the maze for the entrance and exit arrows.
  const fit = Math.floor(Math.min((cw - 2 * margin) / (w + 0.8), (ch - 2 * margin) / h));
  const camera = fit < MIN_CELL_CSS * dpr;
  const s = camera ? Math.round(CAMERA_CELL_CSS * dpr) : Math.min(fit, Math.round(MAX_CELL_CSS * dpr));
  const t = Math.max(1, Math.round(s / 9));
  view = { dpr, cw, ch, w, h, s, t, th: Math.floor(t / 2), camera, camX: 0, camY: 0, ox: 0, oy: 0 };
  if (camera) {
    const [x, y] = cellXY(game.player);
    setCamera(x * s + s / 2 - cw / 2, y * s + s / 2 - ch / 2);
  } else {
    view.ox = Math.floor((cw - w * s) / 2);
    view.oy = Math.floor((ch - h * s) / 2);
  }
}

function cellXY(cell) {
  return [cell % view.w, Math.floor(cell / view.w)];
}

/** Clamps a camera position (device px of the maze at the canvas's top-left) and applies it. */
function setCamera(x, y) {
  const { s, w, h, cw, ch } = view;
  const pad = s;
  const clamp = (v, size, span) => (size + 2 * pad <= span
    ? (size - span) / 2
    : Math.min(Math.max(v, -pad), size - span + pad));
  view.camX = clamp(x, w * s, cw);
  view.camY = clamp(y, h * s, ch);
  view.ox = -Math.round(view.camX);
  view.oy = -Math.round(view.camY);
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
  setCamera(tx, ty);
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
    setCamera(fromX + (toX - fromX) * e, fromY + (toY - fromY) * e);
    drawAll();
    if (k < 1) panFrame = requestAnimationFrame(frame);
  };
  setCamera(fromX, fromY);
  panFrame = requestAnimationFrame(frame);
  return true;
}

// ---- drawing ---------------------------------------------------------------------------------
/** The range of cells on screen. */
function visibleCells() {
  const { s, w, h, cw, ch, ox, oy } = view;
  return {
    x0: Math.max(0, Math.floor(-ox / s)),
    x1: Math.min(w - 1, Math.floor((cw - ox) / s)),
    y0: Math.max(0, Math.floor(-oy / s)),
    y1: Math.min(h - 1, Math.floor((ch - oy) / s)),
  };
}

/** Draws the visible maze: the full grid of walls, then erases every removed wall segment. */
function drawAll() {
  const { s, t, th, w, h, cw, ch, ox, oy } = view;
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, 0, cw, ch);
  const { x0, x1, y0, y1 } = visibleCells();
  if (x0 > x1 || y0 > y1) return;
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + x0 * s, oy + y0 * s, (x1 - x0 + 1) * s, (y1 - y0 + 1) * s);
  // 1. Every wall stands: one line per column and row boundary.
  ctx.fillStyle = colors.wall;
  const top = oy + y0 * s - th;
  const left = ox + x0 * s - th;
  const tall = (y1 - y0 + 1) * s + t;
  const wide = (x1 - x0 + 1) * s + t;
  for (let x = x0; x <= x1 + 1; x++) ctx.fillRect(ox + x * s - th, top, t, tall);
  for (let y = y0; y <= y1 + 1; y++) ctx.fillRect(left, oy + y * s - th, wide, t);
  // 2. Erase the segments of the walls the generator removed (their bits are clear), between
  //    the corner posts, and the two openings in the border.
  const walls = wallBytes();
  ctx.fillStyle = colors.floor;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const b = walls[y * w + x];
      if (x < w - 1 && !(b & Wall.East)) ctx.fillRect(ox + (x + 1) * s - th, oy + y * s - th + t, t, s - t);
      if (y < h - 1 && !(b & Wall.South)) ctx.fillRect(ox + x * s - th + t, oy + (y + 1) * s - th, s - t, t);
    }
  }
  ctx.fillRect(ox - th, oy - th + t, t, s - t);
  ctx.fillRect(ox + w * s - th, oy + (h - 1) * s - th + t, t, s - t);
  // 3. What is in the cells: exit, solution, footprints, ball.
  const visited = visitedBytes();
  const links = game.solution_shown ? linkBytes() : null;
  const exit = game.exit;
  const player = game.player;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = y * w + x;
      if (visited[c] || c === exit || (links && links[c])) {
        drawContents(c, x, y, visited, links, exit, player);
      }
    }
  }
  const [px, py] = cellXY(player);
  drawContents(player, px, py, visited, links, exit, player);
  drawOpeningArrows();
}

/** Small arrows outside the entrance and exit, where there is room. */
function drawOpeningArrows() {
  const { s, w, h, ox, oy } = view;
  const r = Math.max(2, Math.round(s * 0.18));
  ctx.fillStyle = colors.exit;
  const arrow = (cx, cy) => {
    ctx.beginPath();
    ctx.moveTo(cx - r, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.lineTo(cx - r, cy + r);
    ctx.closePath();
    ctx.fill();
  };
  arrow(ox + w * s + r + view.t, oy + (h - 1) * s + s / 2);
  ctx.fillStyle = colors.wall;
  arrow(ox - r - view.t, oy + s / 2);
}

/** Paints one cell's inside again (between its walls): used for the cells a move changed. */
function paintCell(cell) {
  const { s, t, th, w, ox, oy } = view;
  const [x, y] = cellXY(cell);
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + x * s - th + t, oy + y * s - th + t, s - t, s - t);
  const links = game.solution_shown ? linkBytes() : null;
  if (x >= 0 && x < w) drawContents(cell, x, y, visitedBytes(), links, game.exit, game.player);
}

function drawContents(c, x, y, visited, links, exit, player) {
  const { s, t, th, ox, oy } = view;
  const inX = ox + x * s - th + t;
  const inY = oy + y * s - th + t;
  const inner = s - t;
  const cx = ox + x * s + s / 2;
  const cy = oy + y * s + s / 2;
  if (c === exit) {
    const p = Math.max(1, Math.round(inner * 0.16));
    ctx.fillStyle = colors.exit;
    ctx.fillRect(inX + p, inY + p, inner - 2 * p, inner - 2 * p);
    ctx.fillStyle = colors.floor;
    // A ring where there is room for one; on small cells a solid square reads better.
    const q = Math.round(inner * 0.3);
    if (inner >= 16) ctx.fillRect(inX + q, inY + q, inner - 2 * q, inner - 2 * q);
  }
  const link = links ? links[c] : 0;
  if (link) {
    const pw = Math.max(2, Math.round(s * 0.16));
    const a = Math.round(cx - pw / 2);
    const b = Math.round(cy - pw / 2);
    const x0 = ox + x * s;
    const y0 = oy + y * s;
    ctx.fillStyle = colors.path;
    ctx.fillRect(a, b, pw, pw);
    if (link & Link.East) ctx.fillRect(a, b, x0 + s - a, pw);
    if (link & Link.West) ctx.fillRect(x0, b, a + pw - x0, pw);
    if (link & Link.South) ctx.fillRect(a, b, pw, y0 + s - b);
    if (link & Link.North) ctx.fillRect(a, y0, pw, b + pw - y0);
  }
  if (c === player) {
    ctx.fillStyle = colors.player;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(2, inner * 0.36), 0, Math.PI * 2);
    ctx.fill();
  } else if (visited[c]) {
    ctx.fillStyle = colors.trail;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(1, inner * 0.12), 0, Math.PI * 2);
    ctx.fill();
  }
}

function redraw() {
  cancelAnimationFrame(panFrame);
  readColors();
  layout();
  drawAll();
}

// ---- the heads-up display and announcements ----------------------------------------------------
function formatMs(ms) {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor(tenths / 10) % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

function updateHud() {
  hud.level.textContent = String(game.level);
  hud.size.textContent = `${game.width}×${game.height}`;
  hud.moves.textContent = String(game.moves);
  hud.time.textContent = formatMs(game.elapsed_ms(performance.now()));
  const best = Game.best_ms(storageGet(game.best_key()));
  hud.best.textContent = best === undefined ? '–' : formatMs(best);
  hud.seed.textContent = game.seed;
  const [x, y] = cellXY(game.player);
  canvas.setAttribute('aria-label',
    `Maze, level ${game.level}, ${game.width} by ${game.height} cells. The ball is in column ` +
    `${x + 1}, row ${y + 1}; the exit is at the bottom right, column ${game.width}, row ` +
    `${game.height}. ${game.moves} moves.` + (game.solution_shown ? ' The solution is shown.' : ''));
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
  } catch { /* some hosts forbid it; the game goes on */ }
}

// ---- actions ---------------------------------------------------------------------------------
function move(dir) {
  if (!game) return;
  const before = game.player;
  const outcome = game.step(dir, performance.now());
  if (outcome !== Outcome.Moved && outcome !== Outcome.Won) return;
  if (!follow()) {
    paintCell(before);
    paintCell(game.player);
  }
  updateHud();
  tickClock();
  if (outcome === Outcome.Won) won();
}

function won() {
  const now = performance.now();
  const key = game.best_key();
  const record = game.record_best(storageGet(key), now);
  if (record !== undefined) storageSet(key, record);
  const text = `Level ${game.level} solved in ${formatMs(game.elapsed_ms(now))} with ` +
    `${game.moves} moves.${record !== undefined ? ' New best time!' : ''}`;
  $('win-text').textContent = `${text} The next level starts in a moment.`;
  $('win').hidden = false;
  announce(text);
  updateHud();
  clearTimeout(advanceTimer);
  advanceTimer = setTimeout(nextLevel, ADVANCE_MS);
}

function levelStarted(message) {
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

function nextLevel() {
  if (!game.next_level()) return;
  levelStarted(`Level ${game.level}: a maze of ${game.width} by ${game.height} cells.`);
}

function newSeed() {
  game.new_seed();
  levelStarted(`New maze, seed ${game.seed}, level ${game.level}.`);
  say('');
}

function restart() {
  game.restart();
  levelStarted(`Level ${game.level} restarted.`);
}

function toggleSolution() {
  game.toggle_solution();
  cancelAnimationFrame(panFrame);
  drawAll();
  updateHud();
  announce(game.solution_shown ? 'Solution shown.' : 'Solution hidden.');
}

async function share() {
  const url = location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title: 'seedmaze', text: `Try maze ${game.seed}, level ${game.level}`, url });
      say('Link shared.');
      return;
    } catch (error) {
      if (error && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    say(`Link copied to the clipboard: ${url}`);
  } catch {
    say(`Could not copy the link; copy it from the address bar: ${url}`);
  }
}

function showNotices() {
  const notices = game.notices();
  if (notices.length === 0) return;
  const list = $('notice-list');
  list.replaceChildren(...notices.map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
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
  const dir = Math.abs(dx) > Math.abs(dy)
    ? (dx > 0 ? Direction.East : Direction.West)
    : (dy > 0 ? Direction.South : Direction.North);
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
  board.addEventListener('touchend', () => { swipe = null; });
  board.addEventListener('touchcancel', () => { swipe = null; });
  bindPad();
  $('btn-new').addEventListener('click', newSeed);
  $('btn-solution').addEventListener('click', toggleSolution);
  $('btn-restart').addEventListener('click', restart);
  $('btn-share').addEventListener('click', share);
  $('win-next').addEventListener('click', nextLevel);
  $('notice-close').addEventListener('click', () => {
    $('notice').hidden = true;
    game.dismiss_notices();
  });
  document.addEventListener('visibilitychange', () => {
    const now = performance.now();
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
      seed: game.seed, level: game.level, width: game.width, height: game.height,
      player: game.player, exit: game.exit, moves: game.moves, won: game.won,
      solutionShown: game.solution_shown, timerRunning: game.timer_running,
      query: game.query(), notices: game.notices(),
      trail: Array.from(words(game.trail_ptr(), game.trail_len())),
    }),
    /** A copy of the wall bytes. */
    walls: () => Array.from(wallBytes()),
    /** A copy of the solution cells. */
    solution: () => Array.from(words(game.solution_ptr(), game.solution_len())),
    /** Where the maze is drawn, in device pixels. */
    view: () => ({ ...view }),
    /** Milliseconds from navigation to the first maze on screen. */
    get firstDrawMs() { return firstDrawMs; },
  };
  Object.defineProperty(window, 'seedmaze', { value: Object.freeze(handle), enumerable: true });
}

// ---- start -----------------------------------------------------------------------------------
async function start() {
  wasm = await init();
  game = new Game(location.search);
  readColors();
  layout();
  drawAll();
  firstDrawMs = performance.now();
  performance.mark('seedmaze:first-maze');
  updateHud();
  updateUrl();
  showNotices();
  bindInput();
  exposeDebugHandle();
  announce(`Level ${game.level}: a maze of ${game.width} by ${game.height} cells.`);
  document.documentElement.dataset.ready = 'true';
}

start().catch((error) => {
  say(`The game could not start: ${error && error.message ? error.message : error}`);
  throw error;
});

// Issue 6 on the page: the generator menu, the carve replay, the search view, the statistics
// panel, SVG/PNG downloads and the print sheet. No rule lives here: the generators, the erasure
// order, the searches, the statistics and the SVG come from Rust (`Game.query_with_algorithm`,
// `removed_ptr`, `Game.explore`, `Game.stats`, `Game.svg`, `Game.caption`); this module only
// animates, shows and downloads them. main.js calls `initExtras(api)` once and then the hooks
// it returns (`levelStarted`, `redraw`, `allowMove`).
import { algorithms, animation_rate, format_count as formatCount, Wall } from './pkg/seedmaze.js';
import { drawAll as renderAll, visibleCells } from './render.js';
import { download, mazePng } from './export.js';

// Most erasures or expansions shown in one frame: the whole maze in view (each one is painted),
// and a camera view (most are off screen and only change the replay's wall bytes).
const MAX_PER_FRAME = 4000;
const MAX_PER_FRAME_CAMERA = 50000;
// Shades of the expansion order.
const SHADES = 24;

const $ = (id) => document.getElementById(id);

export function initExtras(api) {
  const select = $('algo-select');
  const speed = $('anim-speed');
  const speedOut = $('anim-speed-out');
  const status = $('extras-status');
  const board = $('board');
  const statsPanel = $('stats-panel');
  // The animation running or shown: null, or { kind: 'carve' | 'search', game, ... }.
  let anim = null;
  let frame = 0;
  // Bumped on every level: a late worker answer for an old level is dropped.
  let levelToken = 0;
  let statsFor = -1;
  // Cached explorations of the current level: { bfs, astar } of { expanded, path }.
  let explored = null;

  for (const name of algorithms()) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = name;
    select.append(option);
  }

  const big = (game) => game.cells > api.workerCells;
  const rate = () => animation_rate(Number(speed.value));
  const showRate = () => {
    speedOut.textContent = `${formatCount(rate())} per second`;
  };
  showRate();
  speed.addEventListener('input', showRate);

  const words = (ptr, len) => new Uint32Array(api.wasm().memory.buffer, ptr, len);

  function setState(kind, value) {
    board.dataset[kind] = value;
  }

  /** Stops any animation and its overlay; the next full draw shows the plain game. */
  function stop() {
    cancelAnimationFrame(frame);
    const had = anim !== null;
    anim = null;
    $('carve-skip').hidden = true;
    $('search-legend').hidden = true;
    if (board.dataset.carve === 'running') setState('carve', 'stopped');
    if (board.dataset.search === 'running') setState('search', 'stopped');
    return had;
  }

  // ---- generator choice ------------------------------------------------------------------------
  select.addEventListener('change', () => {
    const game = api.game();
    if (!game || api.loading() || select.value === game.algorithm) return;
    let query;
    try {
      query = game.query_with_algorithm(select.value);
    } catch (error) {
      status.textContent = error?.message ? error.message : String(error);
      select.value = game.algorithm;
      return;
    }
    stop();
    try {
      history.replaceState(null, '', `${location.pathname}?${query}${location.hash}`);
    } catch {
      /* some hosts forbid it */
    }
    status.textContent = '';
    api.loadQuery(`?${query}`, (g) => `The same seed and level made by the ${g.algorithm} generator.`);
  });

  // ---- watch it carve --------------------------------------------------------------------------
  /** Paints the floor over one erased wall segment (between its corner posts), if on screen. */
  function paintGap(ctx, view, colors, cell, bit, range) {
    const { s, t, th, w, ox, oy } = view;
    const x = cell % w;
    const y = (cell - x) / w;
    if (x < range.x0 - 1 || x > range.x1 || y < range.y0 - 1 || y > range.y1) return;
    ctx.fillStyle = colors.floor;
    if (bit === Wall.East) ctx.fillRect(ox + (x + 1) * s - th, oy + y * s - th + t, t, s - t);
    else ctx.fillRect(ox + x * s - th + t, oy + (y + 1) * s - th, s - t, t);
  }

  function drawCarve() {
    renderAll(api.ctx, api.view(), api.colors(), { ...api.scene(), walls: anim.walls, links: null });
  }

  function watchCarve() {
    if (!api.game() || api.loading()) return;
    stop();
    // A fresh start (no footprints, the clock at zero): play begins when the carving ends.
    api.restart();
    const game = api.game();
    const removed = words(game.removed_ptr(), game.removed_len()).slice();
    const walls = new Uint8Array(game.cells).fill(Wall.East | Wall.South);
    anim = { kind: 'carve', game, removed, walls, done: 0, carry: 0, last: performance.now() };
    largestFrame = 0;
    setState('carve', 'running');
    drawCarve();
    if (api.reducedMotion.matches) {
      skipCarve('Reduced motion is on, so the carving is shown finished.');
      return;
    }
    $('carve-skip').hidden = false;
    status.textContent = `Carving: 0 of ${formatCount(removed.length)} walls erased.`;
    api.announce(`Watching the ${game.algorithm} generator carve the maze. Skip shows it finished.`);
    frame = requestAnimationFrame(carveFrame);
  }

  function erase(id) {
    const cell = id >>> 1;
    const bit = id & 1 ? Wall.South : Wall.East;
    anim.walls[cell] &= ~bit;
    return [cell, bit];
  }

  function carveFrame(now) {
    if (anim?.kind !== 'carve') return;
    if (api.game() !== anim.game || api.loading()) {
      stop();
      return;
    }
    const view = api.view();
    const dt = Math.min(100, now - anim.last);
    anim.last = now;
    anim.carry += (rate() * dt) / 1000;
    const cap = view.camera ? MAX_PER_FRAME_CAMERA : MAX_PER_FRAME;
    const n = Math.min(Math.floor(anim.carry), cap, anim.removed.length - anim.done);
    largestFrame = Math.max(largestFrame, n);
    anim.carry = Math.min(anim.carry - n, cap);
    const colors = api.colors();
    const range = visibleCells(view);
    for (let k = 0; k < n; k++) {
      const [cell, bit] = erase(anim.removed[anim.done + k]);
      paintGap(api.ctx, view, colors, cell, bit, range);
    }
    anim.done += n;
    if (anim.done >= anim.removed.length) {
      endCarve(`Carved: ${formatCount(anim.removed.length)} walls erased. Play!`);
      return;
    }
    status.textContent = `Carving: ${formatCount(anim.done)} of ${formatCount(anim.removed.length)} walls erased.`;
    frame = requestAnimationFrame(carveFrame);
  }

  /** Erases what is left at once and draws the finished maze. */
  function skipCarve(message = null) {
    if (anim?.kind !== 'carve') return;
    cancelAnimationFrame(frame);
    for (let k = anim.done; k < anim.removed.length; k++) erase(anim.removed[k]);
    anim.done = anim.removed.length;
    drawCarve();
    endCarve(message ?? `Skipped: all ${formatCount(anim.removed.length)} walls erased. Play!`);
  }

  function endCarve(message) {
    // The canvas now shows every erasure; the replay's bytes are kept for the debug handle.
    lastCarve = anim.walls;
    anim = null;
    $('carve-skip').hidden = true;
    setState('carve', 'done');
    status.textContent = message;
    api.announce(message);
  }
  let lastCarve = null;
  // The most erasures one frame of the last carve replay painted (the tests check the cap).
  let largestFrame = 0;

  $('carve-watch').addEventListener('click', watchCarve);
  $('carve-skip').addEventListener('click', () => skipCarve());

  // ---- search view -----------------------------------------------------------------------------
  function explorations(game) {
    if (!explored) {
      const run = (aStar) => {
        const e = game.explore(aStar);
        try {
          return { expanded: e.expanded(), path: e.path() };
        } finally {
          e.free();
        }
      };
      explored = { bfs: run(false), astar: run(true) };
    }
    return explored;
  }

  function shades(colors) {
    const parse = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const a = parse(colors.early);
    const b = parse(colors.late);
    return Array.from({ length: SHADES }, (_, i) => {
      const k = i / (SHADES - 1);
      const c = a.map((v, j) => Math.round(v + (b[j] - v) * k));
      return `rgb(${c[0]} ${c[1]} ${c[2]})`;
    });
  }

  function searchColors() {
    const style = getComputedStyle(document.documentElement);
    const get = (name) => style.getPropertyValue(name).trim();
    return { early: get('--search-early'), late: get('--search-late'), path: get('--search-path') };
  }

  /** Tints expanded cells `from`..`to` (exclusive) that are on screen. */
  function tint(from, to) {
    const view = api.view();
    const { s, t, th, w, ox, oy } = view;
    const ctx = api.ctx;
    const range = visibleCells(view);
    const { expanded } = anim.result;
    const total = expanded.length;
    ctx.globalAlpha = 0.6;
    for (let i = from; i < to; i++) {
      const cell = expanded[i];
      const x = cell % w;
      const y = (cell - x) / w;
      if (x < range.x0 || x > range.x1 || y < range.y0 || y > range.y1) continue;
      ctx.fillStyle = anim.shades[Math.min(SHADES - 1, Math.floor((i * SHADES) / total))];
      ctx.fillRect(ox + x * s - th + t, oy + y * s - th + t, s - t, s - t);
    }
    ctx.globalAlpha = 1;
  }

  /** Draws the path's steps `from`..`to` (exclusive): a line through the cells' centres. */
  function drawPath(from, to) {
    const view = api.view();
    const { s, w, ox, oy } = view;
    const ctx = api.ctx;
    const { path } = anim.result;
    const pw = Math.max(2, Math.round(s * 0.2));
    ctx.fillStyle = anim.pathColor;
    const centre = (cell) => [ox + (cell % w) * s + s / 2, oy + Math.floor(cell / w) * s + s / 2];
    for (let i = from; i < to; i++) {
      const [ax, ay] = centre(path[i]);
      const [bx, by] = centre(path[Math.max(0, i - 1)]);
      const x = Math.min(ax, bx) - pw / 2;
      const y = Math.min(ay, by) - pw / 2;
      ctx.fillRect(
        Math.round(x),
        Math.round(y),
        Math.round(Math.abs(ax - bx) + pw),
        Math.round(Math.abs(ay - by) + pw),
      );
    }
  }

  function drawSearch() {
    api.drawPlain();
    tint(0, anim.shown);
    drawPath(0, anim.pathShown);
  }

  function showSearch(aStar) {
    const game = api.game();
    if (!game || api.loading() || big(game)) return;
    stop();
    const both = explorations(game);
    const result = aStar ? both.astar : both.bfs;
    const colors = searchColors();
    anim = {
      kind: 'search',
      game,
      aStar,
      result,
      shown: 0,
      pathShown: 0,
      carry: 0,
      last: performance.now(),
      shades: shades(colors),
      pathColor: colors.path,
    };
    const name = aStar ? 'A* (Manhattan distance)' : 'Breadth-first search';
    const moves = Math.max(0, result.path.length - 1);
    $('search-counts').textContent =
      `Breadth-first expanded ${formatCount(both.bfs.expanded.length)} cells, ` +
      `A* ${formatCount(both.astar.expanded.length)}; the path has ${formatCount(moves)} moves.`;
    $('search-legend').hidden = false;
    board.dataset.searchKind = aStar ? 'astar' : 'bfs';
    setState('search', 'running');
    status.textContent = `${name} from the start…`;
    drawSearch();
    if (api.reducedMotion.matches) {
      anim.shown = result.expanded.length;
      anim.pathShown = result.path.length;
      drawSearch();
      endSearch();
      return;
    }
    frame = requestAnimationFrame(searchFrame);
  }

  function searchFrame(now) {
    if (anim?.kind !== 'search') return;
    if (api.game() !== anim.game || api.loading()) {
      stop();
      return;
    }
    const dt = Math.min(100, now - anim.last);
    anim.last = now;
    const cap = api.view().camera ? MAX_PER_FRAME_CAMERA : MAX_PER_FRAME;
    anim.carry = Math.min(anim.carry + (Math.max(rate(), 20) * dt) / 1000, cap);
    let n = Math.floor(anim.carry);
    anim.carry -= n;
    const { expanded, path } = anim.result;
    const cells = Math.min(n, expanded.length - anim.shown);
    tint(anim.shown, anim.shown + cells);
    anim.shown += cells;
    n -= cells;
    if (n > 0) {
      const steps = Math.min(n, path.length - anim.pathShown);
      drawPath(anim.pathShown, anim.pathShown + steps);
      anim.pathShown += steps;
    }
    if (anim.shown >= expanded.length && anim.pathShown >= path.length) {
      endSearch();
      return;
    }
    frame = requestAnimationFrame(searchFrame);
  }

  function endSearch() {
    const { aStar, result } = anim;
    setState('search', 'done');
    const text =
      `${aStar ? 'A*' : 'Breadth-first search'} expanded ${formatCount(result.expanded.length)} cells ` +
      `and found a path of ${formatCount(Math.max(0, result.path.length - 1))} moves. A move hides the view.`;
    status.textContent = text;
    api.announce(text);
  }

  $('search-bfs').addEventListener('click', () => showSearch(false));
  $('search-astar').addEventListener('click', () => showSearch(true));

  // ---- statistics ------------------------------------------------------------------------------
  const STATS = ['dead_ends', 'junctions', 'solution_length', 'farthest', 'reachable_share', 'loops'];

  function showStats(values) {
    for (const key of STATS) {
      const dd = $(`stat-${key}`);
      const v = values ? values[key] : undefined;
      dd.dataset.value = v === undefined || v === null ? '' : String(v);
      if (v === undefined || v === null) dd.textContent = values ? 'none' : '–';
      else if (key === 'reachable_share')
        dd.textContent = `${(v * 100).toFixed(v === 1 ? 0 : 1)}% (${formatCount(values.reachable)} cells)`;
      else if (key === 'solution_length' || key === 'farthest') dd.textContent = `${formatCount(v)} moves`;
      else dd.textContent = formatCount(v);
    }
    statsPanel.dataset.ready = values ? 'true' : 'false';
  }

  function plainStats(s) {
    try {
      return {
        dead_ends: s.dead_ends,
        junctions: s.junctions,
        solution_length: s.solution_length,
        farthest: s.farthest,
        reachable: s.reachable,
        reachable_share: s.reachable_share,
        loops: s.loops,
      };
    } finally {
      s.free();
    }
  }

  /** Fills the panel for the current level when it is open (lazily: nothing while closed). */
  function updateStats() {
    const game = api.game();
    if (!game || !statsPanel.open || statsFor === levelToken) return;
    statsFor = levelToken;
    const note = $('stats-note');
    const maker = api.maker();
    if (!big(game) || !maker?.available) {
      showStats(plainStats(game.stats()));
      note.textContent = '';
      return;
    }
    // Big levels: the worker makes the same maze again and counts (the page stays responsive).
    const token = levelToken;
    showStats(null);
    note.textContent = 'Counting in the background…';
    maker
      .ask({ type: 'stats', seed: game.seed, side: game.width, algorithm: game.algorithm })
      .then((reply) => {
        if (token !== levelToken) return;
        showStats(reply.stats);
        note.textContent = '';
      })
      .catch((error) => {
        if (token !== levelToken) return;
        statsFor = -1;
        note.textContent = `The statistics could not be counted (${error?.message ? error.message : error}).`;
      });
  }
  statsPanel.addEventListener('toggle', updateStats);

  // ---- export and print ------------------------------------------------------------------------
  const withSolution = () => $('export-solution').checked;
  const fileName = (game, ext) =>
    `seedmaze-${game.seed}-level${game.level}-${game.algorithm}` + `${withSolution() ? '-solution' : ''}.${ext}`;

  $('export-svg').addEventListener('click', () => {
    const game = api.game();
    if (!game || api.loading() || big(game)) return;
    download(new Blob([game.svg(withSolution())], { type: 'image/svg+xml' }), fileName(game, 'svg'));
    status.textContent = 'SVG downloaded.';
  });

  $('export-png').addEventListener('click', async () => {
    const game = api.game();
    if (!game || api.loading()) return;
    const button = $('export-png');
    button.disabled = true;
    const name = fileName(game, 'png');
    const wasm = api.wasm();
    // Copies: the drawing yields between slices, and wasm memory may move meanwhile.
    const maze = {
      w: game.width,
      h: game.height,
      exit: game.exit,
      caption: game.caption(),
      walls: new Uint8Array(wasm.memory.buffer, game.walls_ptr(), game.walls_len()).slice(),
      links: withSolution() ? new Uint8Array(wasm.memory.buffer, game.links_ptr(), game.links_len()).slice() : null,
    };
    const maker = api.maker();
    try {
      let blob;
      if (maker?.available) {
        status.textContent = 'Drawing the PNG in the background…';
        const buffers = [maze.walls.buffer, ...(maze.links ? [maze.links.buffer] : [])];
        blob = (await maker.ask({ type: 'png', maze }, undefined, buffers)).blob;
      } else {
        blob = await mazePng(maze, (fraction) => {
          if (fraction < 1) status.textContent = `Drawing the PNG: ${Math.round(fraction * 100)}%…`;
        });
      }
      download(blob, name);
      status.textContent = 'PNG downloaded.';
    } catch (error) {
      status.textContent = `The PNG could not be made (${error?.message ? error.message : error}).`;
    } finally {
      button.disabled = false;
    }
  });

  /** Puts the maze (an SVG from Rust) on the print sheet; big mazes get a note instead. */
  function preparePrint() {
    const game = api.game();
    const target = $('print-maze');
    if (!game) return;
    $('print-caption').textContent = game.caption();
    if (!game.reveals_allowed || big(game)) {
      const note = document.createElement('p');
      note.textContent = game.reveals_allowed
        ? `This maze (${game.width}×${game.height} cells) is too big to print on one page; download a PNG instead.`
        : 'Fog of war is on, so the maze is not printed: printing would show the unseen cells.';
      target.replaceChildren(note);
      return;
    }
    const doc = new DOMParser().parseFromString(game.svg(withSolution()), 'image/svg+xml');
    const svg = doc.documentElement;
    if (svg.nodeName !== 'svg') return;
    target.replaceChildren(document.importNode(svg, true));
  }
  window.addEventListener('beforeprint', preparePrint);
  $('print-maze-btn').addEventListener('click', () => {
    preparePrint();
    window.print();
  });

  // ---- a read-only handle for the tests --------------------------------------------------------
  Object.defineProperty(window, 'seedmazeExtras', {
    value: Object.freeze({
      /** The carve replay's wall bytes: while it runs, or as it ended. */
      carveWalls: () => Array.from(anim && anim.kind === 'carve' ? anim.walls : (lastCarve ?? [])),
      /** Erasures done so far and in all (while carving). */
      carveProgress: () => (anim && anim.kind === 'carve' ? { done: anim.done, total: anim.removed.length } : null),
      /** The most erasures one frame of the last carve replay painted, and the caps per frame. */
      carveFrames: () => ({ largest: largestFrame, cap: MAX_PER_FRAME, capCamera: MAX_PER_FRAME_CAMERA }),
      /** Cells shown expanded and path steps shown (while searching or after). */
      searchProgress: () =>
        anim && anim.kind === 'search'
          ? {
              shown: anim.shown,
              total: anim.result.expanded.length,
              pathShown: anim.pathShown,
              path: Array.from(anim.result.path),
            }
          : null,
      preparePrint,
    }),
    enumerable: true,
  });

  // ---- hooks for main.js -----------------------------------------------------------------------
  return {
    /** A level started (or restarted): stop animations, refresh the menu, panel and buttons. */
    levelStarted() {
      const game = api.game();
      const wasAnimating = stop();
      if (wasAnimating) status.textContent = '';
      delete board.dataset.carve;
      delete board.dataset.search;
      if (!game) return;
      if (game !== lastGame) {
        lastGame = game;
        levelToken += 1;
        explored = null;
        lastCarve = null;
        status.textContent = '';
      }
      select.value = game.algorithm;
      const large = big(game);
      // Rust decides whether the whole maze may be shown (not in fog of war).
      const hidden = !game.reveals_allowed;
      for (const id of ['search-bfs', 'search-astar', 'export-svg']) $(id).disabled = large || hidden;
      for (const id of ['carve-watch', 'export-png', 'print-maze-btn']) $(id).disabled = hidden;
      $('export-note').textContent = hidden
        ? 'Fog of war is on: the carve replay, the search view and the downloads would show the whole maze.'
        : large
          ? `The search view and SVG are for mazes up to ${Math.round(Math.sqrt(api.workerCells))}×${Math.round(Math.sqrt(api.workerCells))} cells; the PNG uses small cells.`
          : '';
      $('print-caption').textContent = game.caption();
      updateStats();
    },
    /** Draws the frame when an animation owns the canvas; false to let main.js draw. */
    redraw() {
      if (!anim) return false;
      if (api.game() !== anim.game) {
        stop();
        return false;
      }
      if (anim.kind === 'carve') drawCarve();
      else drawSearch();
      return true;
    },
    /** Whether a move may happen now: not while carving; a move ends the search view. */
    allowMove() {
      if (!anim) return true;
      if (anim.kind === 'carve') return false;
      stop();
      delete board.dataset.search;
      status.textContent = '';
      api.drawPlain();
      return true;
    },
  };
}
let lastGame = null;

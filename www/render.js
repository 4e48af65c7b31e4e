// The maze renderer: pure drawing on a 2D context from a view (cell size, offsets, camera) and a
// scene (wall bytes, footprints, solution links, exit, player). No rule lives here, and no
// state: the game page (main.js) and the benchmark page (bench/bench.js) share it.
import { Wall, Link } from './pkg/seedmaze.js';

// Cells smaller than this (CSS px) when the whole maze fits make the view follow the player.
export const MIN_CELL_CSS = 10;
// Largest cell when the whole maze fits, and the cell size while the camera follows.
export const MAX_CELL_CSS = 56;
export const CAMERA_CELL_CSS = 24;

/**
 * The view of a `w`×`h` maze on a `cw`×`ch` device-pixel canvas: the whole maze when its cells
 * can be at least MIN_CELL_CSS, else a camera centred on `player`. `cell` forces a cell size
 * (device px) with the whole maze in view (the benchmark's overview).
 */
export function fitView(cw, ch, dpr, w, h, player, cell = 0) {
  const margin = Math.round(6 * dpr);
  // A little room beside the maze for the entrance and exit arrows.
  const fit = Math.floor(Math.min((cw - 2 * margin) / (w + 0.8), (ch - 2 * margin) / h));
  const camera = !cell && fit < MIN_CELL_CSS * dpr;
  const s = cell || (camera ? Math.round(CAMERA_CELL_CSS * dpr) : Math.min(fit, Math.round(MAX_CELL_CSS * dpr)));
  const t = Math.max(1, Math.round(s / 9));
  const view = { dpr, cw, ch, w, h, s, t, th: Math.floor(t / 2), camera, camX: 0, camY: 0, ox: 0, oy: 0 };
  if (camera) {
    const x = player % w;
    const y = Math.floor(player / w);
    setCamera(view, x * s + s / 2 - cw / 2, y * s + s / 2 - ch / 2);
  } else {
    view.ox = Math.floor((cw - w * s) / 2);
    view.oy = Math.floor((ch - h * s) / 2);
  }
  return view;
}

/** Clamps a camera position (device px of the maze at the canvas's top-left) and applies it. */
export function setCamera(view, x, y) {
  const { s, w, h, cw, ch } = view;
  const pad = s;
  const clamp = (v, size, span) =>
    size + 2 * pad <= span ? (size - span) / 2 : Math.min(Math.max(v, -pad), size - span + pad);
  view.camX = clamp(x, w * s, cw);
  view.camY = clamp(y, h * s, ch);
  view.ox = -Math.round(view.camX);
  view.oy = -Math.round(view.camY);
}

/** The range of cells on screen. */
export function visibleCells(view) {
  const { s, w, h, cw, ch, ox, oy } = view;
  return {
    x0: Math.max(0, Math.floor(-ox / s)),
    x1: Math.min(w - 1, Math.floor((cw - ox) / s)),
    y0: Math.max(0, Math.floor(-oy / s)),
    y1: Math.min(h - 1, Math.floor((ch - oy) / s)),
  };
}

/**
 * Draws the visible maze: the full grid with the erased walls left out. Walls are drawn as one
 * rectangle per run of standing walls along a grid line (a run covers the corner posts at its
 * ends), so the cost grows with the number of runs, not of cells; a post that no standing wall
 * touches (mazes with loops have them) gets a square of its own, as the carve replay, which
 * erases wall segments and never posts, leaves it. `scene` is `{ walls, visited, links, exit,
 * player }` (links is null when the solution is hidden).
 */
export function drawAll(ctx, view, colors, scene) {
  const { s, t, th, w, h, cw, ch, ox, oy } = view;
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, 0, cw, ch);
  const { x0, x1, y0, y1 } = visibleCells(view);
  if (x0 > x1 || y0 > y1) return;
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + x0 * s, oy + y0 * s, (x1 - x0 + 1) * s, (y1 - y0 + 1) * s);
  drawWalls(ctx, view, colors, scene.walls, x0, x1, y0, y1);
  // The two openings, floor-coloured across the border line's width.
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox - th, oy - th + t, t, s - t);
  ctx.fillRect(ox + w * s - th, oy + (h - 1) * s - th + t, t, s - t);
  // What is in the cells: exit, solution, footprints, ball.
  const { visited, links, exit, player } = scene;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = y * w + x;
      if (visited[c] || c === exit || links?.[c]) drawContents(ctx, view, colors, scene, c, x, y);
    }
  }
  drawContents(ctx, view, colors, scene, player, player % w, Math.floor(player / w));
  drawOpeningArrows(ctx, view, colors);
}

/** The wall runs of the cells x0..x1, y0..y1, in row-major order of the wall bytes. */
function drawWalls(ctx, view, colors, walls, x0, x1, y0, y1) {
  const { s, t, th, w, h, ox, oy } = view;
  ctx.fillStyle = colors.wall;
  // Horizontal grid line y (0..h) lies under row y-1; vertical line x (0..w) right of column x-1.
  // Vertical runs are tracked per line while the rows go by.
  const runFrom = new Int32Array(x1 - x0 + 2).fill(-1);
  const vertical = (x, y, stands) => {
    const i = x - x0;
    if (stands) {
      if (runFrom[i] < 0) runFrom[i] = y;
    } else if (runFrom[i] >= 0) {
      ctx.fillRect(ox + x * s - th, oy + runFrom[i] * s - th, t, (y - runFrom[i]) * s + t);
      runFrom[i] = -1;
    }
  };
  for (let y = y0; y <= y1 + 1; y++) {
    // The horizontal line above row y.
    const py = oy + y * s - th;
    let from = -1;
    for (let x = x0; x <= x1; x++) {
      const stands = y === 0 || y === h || (walls[(y - 1) * w + x] & Wall.South) !== 0;
      if (stands) {
        if (from < 0) from = x;
      } else if (from >= 0) {
        ctx.fillRect(ox + from * s - th, py, (x - from) * s + t, t);
        from = -1;
      }
    }
    if (from >= 0) ctx.fillRect(ox + from * s - th, py, (x1 + 1 - from) * s + t, t);
    // Interior posts on this line with every wall around them erased.
    if (y > 0 && y < h) {
      for (let x = Math.max(1, x0); x <= Math.min(w - 1, x1 + 1); x++) {
        const nw = walls[(y - 1) * w + x - 1];
        if (!((nw | walls[(y - 1) * w + x]) & Wall.South) && !((nw | walls[y * w + x - 1]) & Wall.East)) {
          ctx.fillRect(ox + x * s - th, py, t, t);
        }
      }
    }
    if (y > y1) break;
    // The vertical lines beside row y (the entrance and the exit are openings).
    const row = y * w;
    for (let x = x0; x <= x1 + 1; x++) {
      let stands;
      if (x === 0) stands = y !== 0;
      else if (x === w) stands = y !== h - 1;
      else stands = (walls[row + x - 1] & Wall.East) !== 0;
      vertical(x, y, stands);
    }
  }
  for (let x = x0; x <= x1 + 1; x++) vertical(x, y1 + 1, false);
}

/** Small arrows outside the entrance and exit, where there is room. */
function drawOpeningArrows(ctx, view, colors) {
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
export function paintCell(ctx, view, colors, scene, cell) {
  const { s, t, th, w, ox, oy } = view;
  const x = cell % w;
  const y = Math.floor(cell / w);
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + x * s - th + t, oy + y * s - th + t, s - t, s - t);
  drawContents(ctx, view, colors, scene, cell, x, y);
}

function drawContents(ctx, view, colors, scene, c, x, y) {
  const { s, t, th, ox, oy } = view;
  const { visited, links, exit, player } = scene;
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

/** The page's colours (CSS custom properties). */
export function readColors(root = document.documentElement) {
  const style = getComputedStyle(root);
  const get = (name) => style.getPropertyValue(name).trim();
  return {
    bg: get('--bg'),
    floor: get('--floor'),
    wall: get('--wall'),
    player: get('--player'),
    exit: get('--exit'),
    path: get('--path'),
    trail: get('--trail'),
  };
}

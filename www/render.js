// The maze renderer: pure drawing on a 2D context from a view (cell size, offsets, camera) and a
// scene (wall bytes, openings, footprints, solution links, exit, player, fog). A maze is drawn as
// its full grid, then every erased wall segment is painted over with the floor: the carve replay
// is the same path, one segment at a time. No rule lives here, and no state: the game, the PNG
// export and the benchmark page share it.
import { Link, Wall } from './pkg/seedmaze.js';

// Cells smaller than this (CSS px) when the whole maze fits make the view follow the player.
export const MIN_CELL_CSS = 10;
// Largest cell when the whole maze fits, and the cell size while the camera follows.
export const MAX_CELL_CSS = 96;
export const CAMERA_CELL_CSS = 24;

/**
 * The view of a `w`×`h` maze on a `cw`×`ch` device-pixel canvas: the whole maze when its cells
 * can be at least MIN_CELL_CSS, else a camera centred on `player`. `cell` forces a cell size
 * (device px) with the whole maze in view (the benchmark's overview).
 */
export function fitView(cw, ch, dpr, w, h, player, cell = 0) {
  const margin = Math.round(4 * dpr);
  // A little room beside the maze for the entrance and exit arrows.
  const fit = Math.floor(Math.min((cw - 2 * margin) / (w + 0.8), (ch - 2 * margin) / h));
  const camera = !cell && fit < MIN_CELL_CSS * dpr;
  const s = cell || (camera ? Math.round(CAMERA_CELL_CSS * dpr) : Math.min(fit, Math.round(MAX_CELL_CSS * dpr)));
  const t = Math.max(1, Math.round(s / 9));
  const view = { dpr, cw, ch, w, h, s, t, th: Math.floor(t / 2), camera, camX: 0, camY: 0, ox: 0, oy: 0 };
  if (camera) setCamera(view, (player % w) * s + s / 2 - cw / 2, Math.floor(player / w) * s + s / 2 - ch / 2);
  else {
    view.ox = Math.floor((cw - w * s) / 2);
    view.oy = Math.floor((ch - h * s) / 2);
  }
  return view;
}

/** Clamps a camera position (device px of the maze at the canvas's top-left) and applies it. */
export function setCamera(view, x, y) {
  const { s, w, h, cw, ch } = view;
  const clamp = (v, size, span) =>
    size + 2 * s <= span ? (size - span) / 2 : Math.min(Math.max(v, -s), size - span + s);
  view.camX = clamp(x, w * s, cw);
  view.camY = clamp(y, h * s, ch);
  view.ox = -Math.round(view.camX);
  view.oy = -Math.round(view.camY);
}

/** The range of cells on screen. */
export function visibleCells({ s, w, h, cw, ch, ox, oy }) {
  return {
    x0: Math.max(0, Math.floor(-ox / s)),
    x1: Math.min(w - 1, Math.floor((cw - ox) / s)),
    y0: Math.max(0, Math.floor(-oy / s)),
    y1: Math.min(h - 1, Math.floor((ch - oy) / s)),
  };
}

/**
 * Adds the floor-coloured rectangle that erases the wall segment from grid point (x0, y0) to
 * (x1, y1) (maze units, axis-aligned) to the current path: the segment between its end posts,
 * which stay (a post goes only when every wall around it goes, as in the carve replay).
 */
export function eraseSegment(ctx, { s, t, th, ox, oy }, x0, y0, x1, y1) {
  const [ax, bx] = x0 < x1 ? [x0, x1] : [x1, x0];
  const [ay, by] = y0 < y1 ? [y0, y1] : [y1, y0];
  if (ay === by) ctx.rect(ox + ax * s - th + t, oy + ay * s - th, (bx - ax) * s - t, t);
  else ctx.rect(ox + ax * s - th, oy + ay * s - th + t, t, (by - ay) * s - t);
}

/** Draws the visible maze: the full grid, the erased walls and openings erased, then the cells. */
export function drawAll(ctx, view, colors, scene) {
  const { s, t, th, w, cw, ch, ox, oy } = view;
  const { walls, visited, links, exit, player } = scene;
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, 0, cw, ch);
  const { x0, x1, y0, y1 } = visibleCells(view);
  if (x0 > x1 || y0 > y1) return;
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + x0 * s, oy + y0 * s, (x1 - x0 + 1) * s, (y1 - y0 + 1) * s);
  // The full grid over the visible cells: one rectangle per grid line.
  ctx.fillStyle = colors.wall;
  const left = ox + x0 * s - th;
  const top = oy + y0 * s - th;
  for (let y = y0; y <= y1 + 1; y++) ctx.fillRect(left, oy + y * s - th, (x1 + 1 - x0) * s + t, t);
  for (let x = x0; x <= x1 + 1; x++) ctx.fillRect(ox + x * s - th, top, t, (y1 + 1 - y0) * s + t);
  // Erased walls (a clear bit in a cell's byte; border bits are always set) and the openings.
  ctx.fillStyle = colors.floor;
  ctx.beginPath();
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const byte = walls[y * w + x];
      if (!(byte & Wall.East)) eraseSegment(ctx, view, x + 1, y, x + 1, y + 1);
      if (!(byte & Wall.South)) eraseSegment(ctx, view, x, y + 1, x + 1, y + 1);
    }
  }
  for (let i = 0; i + 3 < scene.openings.length; i += 4) eraseSegment(ctx, view, ...scene.openings.slice(i, i + 4));
  ctx.fill();
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = y * w + x;
      if (visited[c] || c === exit || links?.[c]) drawContents(ctx, view, colors, scene, c);
    }
  }
  drawContents(ctx, view, colors, scene, player);
  drawArrows(ctx, view, colors, scene.openings);
  if (scene.fog) drawFog(ctx, view, colors.fog, scene.fog);
}

/** Small arrows outside the openings (in, then out), where there is room. */
function drawArrows(ctx, { s, t, ox, oy }, colors, openings) {
  const r = Math.max(2, Math.round(s * 0.18));
  for (let i = 0; i + 3 < openings.length; i += 4) {
    const cx = ox + openings[i] * s + (i === 0 ? -r - t : r + t);
    const cy = oy + ((openings[i + 1] + openings[i + 3]) / 2) * s;
    ctx.fillStyle = i === 0 ? colors.wall : colors.exit;
    ctx.beginPath();
    ctx.moveTo(cx - r, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.lineTo(cx - r, cy + r);
    ctx.fill();
  }
}

/** Paints one cell's inside again (between its walls): used for the cells a move changed. */
export function paintCell(ctx, view, colors, scene, cell) {
  const { s, t, th, w, ox, oy } = view;
  ctx.fillStyle = colors.floor;
  ctx.fillRect(ox + (cell % w) * s - th + t, oy + Math.floor(cell / w) * s - th + t, s - t, s - t);
  drawContents(ctx, view, colors, scene, cell);
}

function drawContents(ctx, view, colors, { visited, links, exit, player }, c) {
  const { s, t, th, w, ox, oy } = view;
  const x0 = ox + (c % w) * s;
  const y0 = oy + Math.floor(c / w) * s;
  const inner = s - t;
  const [inX, inY, cx, cy] = [x0 - th + t, y0 - th + t, x0 + s / 2, y0 + s / 2];
  if (c === exit) {
    const p = Math.max(1, Math.round(inner * 0.16));
    ctx.fillStyle = colors.exit;
    ctx.fillRect(inX + p, inY + p, inner - 2 * p, inner - 2 * p);
    // A ring where there is room for one; on small cells a solid square reads better.
    const q = Math.round(inner * 0.3);
    ctx.fillStyle = colors.floor;
    if (inner >= 16) ctx.fillRect(inX + q, inY + q, inner - 2 * q, inner - 2 * q);
  }
  const link = links ? links[c] : 0;
  if (link) {
    const pw = Math.max(2, Math.round(s * 0.16));
    const a = Math.round(cx - pw / 2);
    const b = Math.round(cy - pw / 2);
    ctx.fillStyle = colors.path;
    ctx.fillRect(a, b, pw, pw);
    if (link & Link.East) ctx.fillRect(a, b, x0 + s - a, pw);
    if (link & Link.West) ctx.fillRect(x0, b, a + pw - x0, pw);
    if (link & Link.South) ctx.fillRect(a, b, pw, y0 + s - b);
    if (link & Link.North) ctx.fillRect(a, y0, pw, b + pw - y0);
  }
  if (c === player || visited[c]) {
    ctx.fillStyle = c === player ? colors.player : colors.trail;
    ctx.beginPath();
    ctx.arc(cx, cy, c === player ? Math.max(2, inner * 0.36) : Math.max(1, inner * 0.12), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Covers every visible cell the fog has not seen (`seen`: a byte per cell), a rectangle per run. */
function drawFog(ctx, view, color, seen) {
  const { s, w, ox, oy } = view;
  const { x0, x1, y0, y1 } = visibleCells(view);
  ctx.fillStyle = color;
  for (let y = y0; y <= y1; y++) {
    let from = -1;
    for (let x = x0; x <= x1 + 1; x++) {
      const hidden = x <= x1 && !seen[y * w + x];
      if (hidden && from < 0) from = x;
      else if (!hidden && from >= 0) {
        ctx.fillRect(ox + from * s, oy + y * s, (x - from) * s, s);
        from = -1;
      }
    }
  }
}

/** The page's colours (CSS custom properties). */
export function readColors(root = document.documentElement) {
  const style = getComputedStyle(root);
  const get = (name) => style.getPropertyValue(`--${name}`).trim();
  const names = ['bg', 'floor', 'wall', 'player', 'exit', 'path', 'trail', 'fog', 'search-early', 'search-late'];
  return Object.fromEntries(names.map((name) => [name, get(name)]));
}

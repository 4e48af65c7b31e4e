// Export and print: the SVG made in Rust (Game.svg), and a PNG drawn by the game's own renderer
// at a print-friendly cell size, in the level worker on an OffscreenCanvas (a huge canvas takes
// 40 to 120 ms just to allocate), on the page where there is no worker. Which mazes may be
// exported is Rust's (the view state's actions). No rule lives here.
import { phrase } from './pkg/seedmaze.js';
import { status } from './carve.js';
import { drawAll as renderAll } from './render.js';

// Cell size of a PNG (px), and the largest side of its maze in px: huge mazes get small cells.
const PNG_CELL = 24;
const PNG_MIN_CELL = 2;
const PNG_MAX_SIDE = 4000;
// Cells drawn per task while a big PNG is made (2 px cells: about 12 ms per 25,000 cells).
const CELLS_PER_TASK = 25000;
// Print colours: black walls on white, whatever the page's colour scheme.
const PRINT_COLORS = {
  bg: '#ffffff',
  floor: '#ffffff',
  wall: '#000000',
  player: '#ffffff',
  exit: '#15803d',
  path: '#c2410c',
  trail: '#ffffff',
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Offers `blob` as a download named `name` (a blob: link, allowed by the page's policy). */
function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

const newCanvas = (width, height) => {
  if (typeof document === 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
};

/** The cell size (px) of a PNG of a `w`×`h` maze. */
const pngCell = (w, h) => Math.max(PNG_MIN_CELL, Math.min(PNG_CELL, Math.floor(PNG_MAX_SIDE / Math.max(w, h))));

/**
 * Draws a maze into a new canvas and resolves to a PNG blob. `maze` is `{ w, h, walls, links,
 * openings, exit, caption }` (plain copies: the drawing yields between slices of rows, so it must not
 * hold views into wasm memory); `links` is null without the solution. `onProgress(fraction)`.
 * Works on the page and in a worker (OffscreenCanvas).
 */
export async function mazePng(maze, onProgress = () => {}) {
  const { w, h } = maze;
  const s = pngCell(w, h);
  const t = Math.max(1, Math.round(s / 9));
  const margin = Math.max(12, Math.ceil(s * 0.9));
  const font = Math.max(14, Math.round((w * s) / 60));
  const measure = newCanvas(1, 1).getContext('2d');
  measure.font = `${font}px system-ui, sans-serif`;
  const textWidth = Math.ceil(measure.measureText(maze.caption).width);
  const cw = Math.max(w * s + 2 * margin, textWidth + 2 * margin);
  const ch = h * s + 2 * margin + Math.round(font * 1.6);
  const canvas = newCanvas(cw, ch);
  const ctx = canvas.getContext('2d', { alpha: false });
  // The bands paint their own background; this paints the caption's strip (and, for a huge
  // canvas, allocates its pixels in a task of its own).
  const below = margin + h * s + margin;
  ctx.fillStyle = PRINT_COLORS.bg;
  ctx.fillRect(0, below, cw, ch - below);
  await nextTask();
  const ox = Math.floor((cw - w * s) / 2);
  // The ball is parked outside the maze (and drawn in the background colour): a clean print.
  const scene = { ...maze, visited: new Uint8Array(w * h), fog: null, player: -3 * w - 3 };
  // Bands of rows, each drawn by the renderer as if the canvas were that band, clipped to it.
  const rows = Math.max(1, Math.floor(CELLS_PER_TASK / w));
  for (let y = 0; y < h; y += rows) {
    const top = y === 0 ? 0 : margin + y * s;
    const bottom = y + rows >= h ? below : margin + (y + rows) * s;
    const view = {
      dpr: 1,
      cw,
      ch: bottom - top,
      w,
      h,
      s,
      t,
      th: Math.floor(t / 2),
      camera: false,
      ox,
      oy: margin - top,
    };
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, top, cw, bottom - top);
    ctx.clip();
    ctx.translate(0, top);
    renderAll(ctx, view, PRINT_COLORS, scene);
    ctx.restore();
    onProgress(Math.min(1, (y + rows) / h));
    if (y + rows < h) await nextTask();
  }
  ctx.fillStyle = '#000000';
  ctx.font = `${font}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(maze.caption, cw / 2, margin + h * s + Math.round(font * 0.3) + Math.round(font * 0.8));
  if (canvas.convertToBlob) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
  });
}

export function init(api) {
  const $ = (id) => document.getElementById(id);
  const withSolution = () => $('export-solution').checked;
  const fileName = (game, ext) =>
    `seedmaze-${game.seed}-level${game.level}-${game.algorithm}${withSolution() ? '-solution' : ''}.${ext}`;

  $('export-svg').addEventListener('click', () => {
    const game = api.game();
    if (!game || api.loading() || $('export-svg').disabled) return;
    download(new Blob([game.svg(withSolution())], { type: 'image/svg+xml' }), fileName(game, 'svg'));
    status(phrase('svg-done', [], ''));
  });

  $('export-png').addEventListener('click', async () => {
    const game = api.game();
    const button = $('export-png');
    if (!game || api.loading() || button.disabled) return;
    button.disabled = true;
    const name = fileName(game, 'png');
    const { buffer } = api.wasm().memory;
    // Copies: the drawing yields between slices, and wasm memory may move meanwhile.
    const maze = {
      w: game.width,
      h: game.height,
      exit: game.exit,
      caption: game.caption(),
      openings: game.openings(),
      walls: new Uint8Array(buffer, game.walls_ptr(), game.walls_len()).slice(),
      links: withSolution() ? new Uint8Array(buffer, game.links_ptr(), game.links_len()).slice() : null,
    };
    const maker = api.maker();
    try {
      let blob;
      if (maker?.available) {
        status(phrase('png-background', [], ''));
        const buffers = [maze.walls.buffer, ...(maze.links ? [maze.links.buffer] : [])];
        blob = (await maker.ask({ type: 'png', maze }, undefined, buffers)).blob;
      } else {
        blob = await mazePng(maze, (f) => f < 1 && status(phrase('png-progress', [Math.round(f * 100)], '')));
      }
      download(blob, name);
      status(phrase('png-done', [], ''));
    } catch (error) {
      status(phrase('png-failed', [], String(error?.message ?? error)));
    } finally {
      button.disabled = false;
    }
  });

  $('print-maze-btn').addEventListener('click', () => {
    api.closeMenu();
    api.preparePrint();
    window.print();
  });
  return null;
}

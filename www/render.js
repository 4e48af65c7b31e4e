// The painter: runs the drawing commands Rust makes (`Game.frame`, `Print.band`) on a 2D
// context. Every position, size and colour choice is Rust's (src/paint/); this file knows only
// the opcodes. The page, the level worker's PNG and the benchmark page share it.
import { draw_arity, palette, palette_names, print_palette } from './pkg/seedmaze.js';

let arity = null;

/** Runs the commands of `list` (a Float32Array) on `ctx`, with `colors` by ink index. */
export function paint(ctx, list, colors) {
  arity ??= draw_arity();
  for (let i = 0, open = false; i < list.length; i += 1 + arity[list[i]]) {
    const [a, b, c, d] = [list[i + 1], list[i + 2], list[i + 3], list[i + 4]];
    // Holes, moves, lines and arcs add to one pending path, filled (3) or stroked (8) at once.
    const path = list[i] === 2 || list[i] > 8;
    if (path && !open) ctx.beginPath();
    open ||= path;
    switch (list[i]) {
      case 0:
        Object.assign(ctx, { fillStyle: colors[a], strokeStyle: colors[a] });
        break;
      case 1:
        ctx.fillRect(a, b, c, d);
        break;
      case 2:
        ctx.rect(a, b, c, d);
        break;
      case 3:
        if (open) ctx.fill();
        open = false;
        break;
      case 4:
        ctx.beginPath();
        ctx.arc(a, b, c, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 5:
        ctx.beginPath();
        ctx.moveTo(a, b);
        ctx.lineTo(c, d);
        ctx.lineTo(list[i + 5], list[i + 6]);
        ctx.fill();
        break;
      case 6:
        ctx.globalAlpha = a;
        break;
      case 7:
        Object.assign(ctx, { lineWidth: a, lineCap: 'round', lineJoin: 'round' });
        break;
      case 8:
        if (open) ctx.stroke();
        open = false;
        break;
      case 9:
        ctx.moveTo(a, b);
        break;
      case 10:
        ctx.lineTo(a, b);
        break;
      case 11:
        ctx.arc(a, b, c, d, list[i + 5]);
        break;
    }
  }
}

/** The page's colours by ink index (CSS custom properties; Rust blends the search shades). */
export function readColors(root = document.documentElement) {
  const style = getComputedStyle(root);
  return palette(palette_names().map((name) => style.getPropertyValue(`--${name}`).trim()));
}

const newCanvas = (width, height) =>
  typeof document === 'undefined'
    ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });

/**
 * Draws a `Print` (a maze laid out by Rust, band by band, yielding between bands) with its
 * caption under it, and resolves to a PNG blob. Works on the page and in a worker.
 */
export async function printPng(print, caption) {
  const [width, height, font, captionY, margin, bands] = print.sheet();
  const canvas = newCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  const colors = print_palette();
  ctx.fillStyle = colors[0];
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < bands; i++) {
    const band = print.band(i);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, band[0], width, band[1]);
    ctx.clip();
    ctx.translate(0, band[0]);
    paint(ctx, band.subarray(2), colors);
    ctx.restore();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  Object.assign(ctx, { fillStyle: '#000000', font: `${font}px system-ui, sans-serif`, textAlign: 'center' });
  ctx.textBaseline = 'middle';
  ctx.fillText(caption, width / 2, captionY, width - 2 * margin);
  if (canvas.convertToBlob) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
  });
}

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
    // Holes, moves, lines and arcs add to one pending path, filled (3) or stroked (6) at once.
    if (!open && (list[i] === 2 || list[i] > 6)) ctx.beginPath();
    open ||= list[i] === 2 || list[i] > 6;
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
      case 6:
        if (open) ctx[list[i] === 3 ? 'fill' : 'stroke']();
        open = false;
        break;
      case 4:
        ctx.globalAlpha = a;
        break;
      case 5:
        Object.assign(ctx, { lineWidth: a, lineCap: 'round', lineJoin: 'round' });
        break;
      case 7:
      case 8:
        ctx[list[i] === 7 ? 'moveTo' : 'lineTo'](a, b);
        break;
      case 9:
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

// The game's painter (painter.js over the game's wasm build), and the PNG export's drawing.
// The page, the level worker's PNG and the benchmark page share it.
import { draw_arity, palette, palette_names, print_palette } from './pkg/seedmaze.js';
import { painter } from './painter.js';

const { paint, readColors } = painter({ draw_arity, palette, palette_names });
export { paint, readColors };

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

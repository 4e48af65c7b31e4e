// The painter: runs Rust's drawing commands (src/paint/) on a 2D context; it knows only the opcodes. Each wasm build
// hands it its own `draw_arity` and palette, so the first paint, the game and the tools' PNG share it.

// What each opcode does on a 2D context, with its arguments (src/web/palette.rs numbers them). Holes (2), moves (7),
// lines (8) and arcs (9) add to one pending path, filled (3) or stroked (6).
const OPS = [
  (ctx, colors, a) => Object.assign(ctx, { fillStyle: colors[a], strokeStyle: colors[a] }),
  (ctx, _, a, b, c, d) => ctx.fillRect(a, b, c, d),
  (ctx, _, a, b, c, d) => ctx.rect(a, b, c, d),
  (ctx) => ctx.fill(),
  (ctx, _, a) => (ctx.globalAlpha = a),
  (ctx, _, a) => Object.assign(ctx, { lineWidth: a, lineCap: 'round', lineJoin: 'round' }),
  (ctx) => ctx.stroke(),
  (ctx, _, a, b) => ctx.moveTo(a, b),
  (ctx, _, a, b) => ctx.lineTo(a, b),
  (ctx, _, a, b, c, d, e) => ctx.arc(a, b, c, d, e),
];
const opensPath = (op) => op === 2 || op > 6;

/** The painter over one wasm build's palette and opcode table. */
export function painter({ draw_arity, palette, palette_names }) {
  let arity = null;
  return {
    /** Runs the commands of `list` (a Float32Array) on `ctx`, with `colors` by ink index. */
    paint(ctx, list, colors) {
      arity ??= draw_arity();
      for (let i = 0, open = false; i < list.length; i += 1 + arity[list[i]]) {
        const op = list[i];
        if (!open && opensPath(op)) ctx.beginPath();
        // A fill or stroke with no pending path draws nothing.
        if ((op === 3 || op === 6) && !open) continue;
        OPS[op]?.(ctx, colors, list[i + 1], list[i + 2], list[i + 3], list[i + 4], list[i + 5]);
        open = opensPath(op) || (open && op !== 3 && op !== 6);
      }
    },
    /** The page's colours by ink index (CSS custom properties; Rust blends the search shades). */
    readColors(root = document.documentElement) {
      const style = getComputedStyle(root);
      return palette(palette_names().map((name) => style.getPropertyValue(`--${name}`).trim()));
    },
  };
}

/** Sizes `canvas` to `box` (an element) in device pixels; returns `[width, height, dpr]`. */
export function fitCanvas(canvas, box) {
  const dpr = window.devicePixelRatio || 1;
  const rect = box.getBoundingClientRect();
  const [cw, ch] = [Math.max(1, Math.round(rect.width * dpr)), Math.max(1, Math.round(rect.height * dpr))];
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  return [cw, ch, dpr];
}

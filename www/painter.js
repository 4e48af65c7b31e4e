// The painter: runs the drawing commands Rust makes (`Game.frame`, `Print.band`, the first
// paint's frame) on a 2D context. Every position, size and colour choice is Rust's
// (src/paint/); this file knows only the opcodes. It imports no wasm build: each build hands it
// its own `draw_arity`, `palette` and `palette_names` (src/web/palette.rs), so that the first
// paint (boot.js), the game (main.js) and the tools' PNG (panels.js) share it.

/** The painter over one wasm build's palette and opcode table. */
export function painter({ draw_arity, palette, palette_names }) {
  let arity = null;
  return {
    /** Runs the commands of `list` (a Float32Array) on `ctx`, with `colors` by ink index. */
    paint(ctx, list, colors) {
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

// The painter: runs Rust's drawing commands (src/paint/) on a 2D context; it knows what each command does on a canvas.
// Each wasm build hands it its own `draw_arity` and palette, so the first paint, the game and the tools' PNG share it.

// What each command does on a 2D context, with its arguments, in code order, each after its name in Rust
// (`paint::list::Op::ALL` and `Op::name`: tests/shim.rs holds the two tables equal, so no code is written here). Holes,
// moves, lines and arcs add to one pending path (`opens`), filled or stroked (`closes`).
const OPS = [
  /* ink */ { run: (ctx, colors, a) => Object.assign(ctx, { fillStyle: colors[a], strokeStyle: colors[a] }) },
  /* rect */ { run: (ctx, _, a, b, c, d) => ctx.fillRect(a, b, c, d) },
  /* hole */ { run: (ctx, _, a, b, c, d) => ctx.rect(a, b, c, d), opens: true },
  /* fill */ { run: (ctx) => ctx.fill(), closes: true },
  /* alpha */ { run: (ctx, _, a) => (ctx.globalAlpha = a) },
  /* width */ { run: (ctx, _, a) => Object.assign(ctx, { lineWidth: a, lineCap: 'round', lineJoin: 'round' }) },
  /* stroke */ { run: (ctx) => ctx.stroke(), closes: true },
  /* move */ { run: (ctx, _, a, b) => ctx.moveTo(a, b), opens: true },
  /* line */ { run: (ctx, _, a, b) => ctx.lineTo(a, b), opens: true },
  /* arc */ { run: (ctx, _, a, b, c, d, e) => ctx.arc(a, b, c, d, e), opens: true },
];

/** The painter over one wasm build's palette and arities. */
export function painter(build) {
  let arity = null;
  return {
    /** Runs the commands of `list` (a Float32Array) on `ctx`, with `colors` by ink index. */
    paint(ctx, list, colors) {
      arity ??= build.draw_arity();
      let open = false;
      for (let i = 0; i < list.length; i += 1 + arity[list[i]]) {
        const command = OPS[list[i]];
        if (!open && command.opens) ctx.beginPath();
        // A fill or stroke with no pending path draws nothing.
        if (command.closes && !open) continue;
        command.run(ctx, colors, list[i + 1], list[i + 2], list[i + 3], list[i + 4], list[i + 5]);
        open = command.opens || (open && !command.closes);
      }
    },
    /** The page's colours by ink index (CSS custom properties; Rust blends the search shades). */
    readColors(root = document.documentElement) {
      const style = getComputedStyle(root);
      return build.palette(build.palette_names().map((name) => style.getPropertyValue(`--${name}`).trim()));
    },
  };
}

/** Sizes `canvas` to `box` (an element) in device pixels; returns `[width, height, dpr]`. */
export function fitCanvas(canvas, box) {
  const dpr = window.devicePixelRatio || 1;
  const rect = box.getBoundingClientRect();
  const cw = Math.max(1, Math.round(rect.width * dpr));
  const ch = Math.max(1, Math.round(rect.height * dpr));
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  return [cw, ch, dpr];
}

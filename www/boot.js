// The page's entry: the first picture, then the game. A small wasm build (Rust's
// `web_first_paint`, about a fifth of the game's) paints the level's maze as soon as it
// arrives; the game's own build, fetched and compiled meanwhile, then takes over the same
// canvas and paints the same picture (a Rust test holds the two frames equal). Without the first paint (another
// shape, fog, a big level, an error) the game paints as before.
import initFirst, { draw_arity, first_paint, palette, palette_names, theme } from './pkg/first.js';
import { fitCanvas, painter } from './painter.js';

/** Compiles the game's wasm (off the main thread); the page and the worker share the module. */
async function compileGame() {
  const url = new URL('pkg/seedmaze_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server without the application/wasm type: compile from the bytes.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

/** Paints the first frame when Rust makes one; returns the level's seed for the game. */
async function paintFirst() {
  try {
    await initFirst({ module_or_path: new URL('pkg/first_bg.wasm', import.meta.url) });
    const [canvas, board] = [document.getElementById('maze'), document.getElementById('board')];
    // The stored theme before the colours are read, as the game's view state sets it.
    document.documentElement.dataset.theme = theme();
    const [cw, ch, dpr] = fitCanvas(canvas, board);
    const first = first_paint(location.search, cw, ch, dpr);
    const commands = first.commands;
    if (commands) {
      // The status line's level and size until the game binds its view state.
      for (const el of document.querySelectorAll('[data-text="level"], [data-text="size"]'))
        el.textContent = first[el.dataset.text];
      const { paint, readColors } = painter({ draw_arity, palette, palette_names });
      paint(canvas.getContext('2d', { alpha: false }), commands, readColors());
      board.classList.add('enter');
      board.dataset.first = 'painted';
      performance.mark('seedmaze:first-paint');
    }
    return first.seed;
  } catch {
    // The first paint is a head start only: the game makes and paints the level anyway.
    return undefined;
  }
}

// Keys pressed while the game loads (the maze may be on screen already) are kept and handed to
// the game once it plays, as if pressed then; the game's own listeners do nothing until then.
const early = [];
const keep = (event) => {
  if (!event.repeat && !event.ctrlKey && !event.metaKey && !event.altKey) early.push(event.key);
};
document.addEventListener('keydown', keep);
// The game's wasm compiles and its modules load while the first paint runs.
const [compiled, game] = [compileGame(), import('./main.js')];
const seed = await paintFirst();
const { start } = await game;
await start(compiled, seed).finally(() => document.removeEventListener('keydown', keep));
for (const key of early) {
  for (const type of ['keydown', 'keyup']) document.dispatchEvent(new KeyboardEvent(type, { key }));
}

// The page's entry: a small wasm build (Rust's `web_first_paint`) paints the level's maze as soon as it arrives; the
// square game's build (`play`), compiled meanwhile, then takes over the canvas and paints the same picture (a Rust test
// holds the two frames equal). Otherwise the game paints (docs/size.md).
import { compileBuild } from './levels.js';
import { fitCanvas, painter } from './painter.js';

/** Paints Rust's first frame, if any; returns where the game starts and what was painted. */
async function paintFirst() {
  const [canvas, board] = [document.getElementById('maze'), document.getElementById('board')];
  try {
    // Loaded here, not imported above: a first paint that fails to load costs nothing.
    const first = await import('./pkg/first.js');
    await first.default({ module_or_path: new URL('pkg/first_bg.wasm', import.meta.url) });
    // The stored theme before the colours are read, as the game's view state sets it.
    document.documentElement.dataset.theme = first.theme();
    const [cw, ch, dpr] = fitCanvas(canvas, board);
    const made = first.first_paint(location.search, cw, ch, dpr);
    // When the game is ready already (its files were cached), it paints at once: no head start.
    const commands = gameReady ? undefined : made.commands;
    if (commands) {
      // The status line's fields Rust words, until the game binds its view state.
      const text = made.text;
      for (let i = 0; i < text.length; i += 2) {
        for (const el of document.querySelectorAll(`[data-text="${text[i]}"]`)) {
          if (el.textContent !== text[i + 1]) el.textContent = text[i + 1];
        }
      }
      const { paint, readColors } = painter(first);
      paint(canvas.getContext('2d', { alpha: false }), commands, readColors());
      board.classList.add('enter');
      performance.mark('seedmaze:first-paint');
    }
    board.dataset.first = commands ? 'painted' : 'none';
    return { query: made.query, resumed: made.resumed, seed: made.seed, square_game: made.square_game, commands };
  } catch {
    // A head start only: the game makes and paints the level anyway.
    board.dataset.first = 'failed';
    return undefined;
  }
}

// Keys pressed while the game loads are handed to it once it plays, as if pressed then.
const early = [];
const keep = ({ key, repeat, ctrlKey, metaKey, altKey, shiftKey }) => {
  if (!repeat) early.push({ key, ctrlKey, metaKey, altKey, shiftKey });
};
document.addEventListener('keydown', keep);
// The square game's wasm compiles and the modules load while the first paint runs; a level the square game does not
// play (the first paint says so) starts the full game's at once.
const [compiled, game] = [compileBuild('play'), import('./main.js')];
let gameReady = false;
Promise.all([compiled, game]).then(() => (gameReady = true), Boolean);
const first = await paintFirst();
const full = first?.square_game === false ? compileBuild('seedmaze') : null;
const { start } = await game;
await start(full ?? compiled, first).finally(() => document.removeEventListener('keydown', keep));
for (const init of early) {
  for (const type of ['keydown', 'keyup']) document.dispatchEvent(new KeyboardEvent(type, init));
}

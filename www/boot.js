// The page's entry: a small wasm build (Rust's `web_first_paint`) paints the level's maze as soon as it arrives, and
// the ball walks on it by the game's rules; the game's build, fetched once that maze plays, then makes the same level,
// takes the steps walked with their times and paints the same picture (tests hold the two equal; docs/size.md).
import { compileBuild } from './levels.js';
import { bindInput } from './input.js';
import { fitCanvas, painter } from './painter.js';

/** Shows Rust's words in the status line's fields: `[name, text, name, text, …]`. */
const show = (text) => {
  for (let i = 0; i < text.length; i += 2)
    for (const el of document.querySelectorAll(`[data-text="${text[i]}"]`))
      if (el.textContent !== text[i + 1]) el.textContent = text[i + 1];
};

/** Paints Rust's first frame, if any, and walks it; returns where the game starts and what was painted. */
async function paintFirst() {
  const [canvas, board] = [document.getElementById('maze'), document.getElementById('board')];
  try {
    // Loaded here, not imported above: a first paint that fails to load costs nothing.
    const first = await import('./pkg/first.js');
    await first.default({ module_or_path: new URL('pkg/first_bg.wasm', import.meta.url) });
    // The stored theme before the colours are read, as the game's view state sets it.
    document.documentElement.dataset.theme = first.theme();
    const made = first.first_paint(location.search, ...fitCanvas(canvas, board));
    const { commands, query, resumed, seed, square_game } = made;
    const [{ paint, readColors }, ctx] = [painter(first), canvas.getContext('2d', { alpha: false })];
    const colors = commands && readColors();
    if (commands) {
      show(made.text);
      paint(ctx, commands, colors);
      board.classList.add('enter');
      performance.mark('seedmaze:first-paint');
    }
    board.dataset.first = commands ? 'painted' : 'none';
    const given = { query, resumed, seed, square_game, commands };
    if (!made.walkable) return given;
    // Until the game takes the steps over (`walked`), keys, swipes, the pad and gamepads walk the first paint.
    const [stop, status] = [new AbortController(), () => show(made.status(performance.now()))];
    const [clock, pad] = [setInterval(status, 100), document.getElementById('pad')];
    const move = (code) => {
      const list = made.step(code, performance.now());
      if (!list) return;
      paint(ctx, list, colors);
      status();
    };
    bindInput({ move, actions: {}, board, pad, command: first.key_command }, first.Controls, stop.signal);
    walking = (key) => !stop.signal.aborted && typeof first.key_command(key) === 'number';
    performance.mark('seedmaze:playable');
    // When the game takes the steps, the first paint stops walking: its listeners and its clock go.
    stop.signal.addEventListener('abort', () => clearInterval(clock));
    return { ...given, walked: () => stop.abort() ?? made.walked() };
  } catch {
    // A head start only: the game makes and paints the level anyway.
    board.dataset.first = 'failed';
    return undefined;
  }
}

// Keys pressed while the game loads are handed to it once it plays, as if pressed then; but for the first paint's moves
// (`walking`), which the game takes with the steps.
const early = [];
let walking = () => false;
const keep = (event) => event.repeat || walking(event.key) || early.push(event);
document.addEventListener('keydown', keep);
const first = await paintFirst();
// The game's wasm (the square game's, or the full game's for a level it does not play) and modules, from now on.
const [compiled, game] = [compileBuild(first?.square_game === false ? 'seedmaze' : 'play'), import('./main.js')];
const { start } = await game;
await start(compiled, first).finally(() => document.removeEventListener('keydown', keep));
for (const init of early)
  for (const type of ['keydown', 'keyup']) document.dispatchEvent(new KeyboardEvent(type, init));

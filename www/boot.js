// The page's entry: a small wasm build (Rust's `web_first_paint`) paints the level's maze as soon as it arrives, and
// the ball walks on it by the game's rules; the game's build, fetched once that maze plays, then makes the same level,
// takes the walk (its steps and the clock's pauses, timed) and paints the same picture (tests hold them equal).
import { compileBuild, nextTask } from './build.js';
import { bindInput } from './input.js';
import { fitCanvas, painter } from './painter.js';

/** Shows Rust's words in the status line's fields: `[name, text, name, text, …]`. */
const show = (text) => {
  for (let i = 0; i < text.length; i += 2)
    for (const el of document.querySelectorAll(`[data-text="${text[i]}"]`))
      if (el.textContent !== text[i + 1]) el.textContent = text[i + 1];
};

const canvas = document.getElementById('maze');
const board = document.getElementById('board');

/** Paints Rust's first frame, if any, and walks it; returns where the game starts and what was painted. */
async function paintFirst() {
  try {
    // Loaded here, not imported above: a first paint that fails to load costs nothing.
    const first = await import('./pkg/first.js');
    await first.default({ module_or_path: new URL('pkg/first_bg.wasm', import.meta.url) });
    // The stored theme before the colours are read, as the game's view state sets it.
    document.documentElement.dataset.theme = first.theme();
    // Each step in a task of its own, after the wasm's compile and instantiation: none is long on a slow phone.
    await nextTask();
    const made = first.first_paint(location.search);
    const { query, resumed, seed } = made;
    // The bar names the level from the first moment, made or not.
    show(made.text);
    await nextTask();
    made.make(...fitCanvas(canvas, board));
    performance.mark('seedmaze:first-level');
    await nextTask();
    const { commands } = made;
    await nextTask();
    const { paint, readColors } = painter(first);
    const colors = readColors();
    await nextTask();
    const ctx = canvas.getContext('2d', { alpha: false });
    if (commands) {
      paint(ctx, commands, colors);
      board.classList.add('enter');
      performance.mark('seedmaze:first-paint');
    } else {
      // A level the game makes: its frame, and the progress line, until the game takes over.
      paint(ctx, made.frame, colors);
      document.getElementById('making-text').textContent = made.making;
      document.getElementById('making-bar').removeAttribute('value');
      document.getElementById('making').hidden = false;
    }
    board.dataset.first = commands ? 'painted' : 'none';
    await nextTask();
    // The game's sentence for a game build that fails to load (then only this build speaks).
    const given = { query, resumed, seed, commands, startFailed: first.start_failed };
    if (!made.walkable) return given;
    return { ...given, walked: walk(first, made, (list) => paint(ctx, list, colors)) };
  } catch {
    // A head start only: the game makes and paints the level anyway.
    board.dataset.first = 'failed';
  }
}

/** Walks the first paint's level `made` with the player's input, each picture through `draw`; returns `walked()`, which
 * hands the walk to the game. */
function walk(first, made, draw) {
  // Until the game takes the walk (`walked`), the picture fits the board and the clock runs, paused while the page is
  // hidden (`shown`); input walks it, until an action or a view that would follow the ball ends that (`input`).
  const shown = new AbortController();
  const input = new AbortController();
  const pad = document.getElementById('pad');
  const repaint = (list) => {
    if (list) draw(list);
    show(made.status(performance.now()));
  };
  const clock = setInterval(repaint, 100);
  const move = (code) => repaint(made.step(code, performance.now()));
  // The clock shows where it stopped at once, not at its next tick.
  const hidden = () => repaint(made.hidden(document.hidden, performance.now()));
  document.addEventListener('visibilitychange', hidden, { signal: shown.signal });
  const resized = new ResizeObserver(() => {
    repaint(made.resize(...fitCanvas(canvas, board)));
    if (!made.walkable) input.abort();
  });
  resized.observe(board);
  shown.signal.addEventListener('abort', () => {
    clearInterval(clock);
    resized.disconnect();
    input.abort();
  });
  // An action (Space, R, N, …) waits for the game, and so do the keys after it.
  early.seen = ({ key, ctrlKey, metaKey, altKey }) =>
    !(ctrlKey || metaKey || altKey) && typeof first.key_command(key) === 'string' && input.abort();
  bindInput({ move, actions: {}, board, pad, command: first.key_command }, first, input.signal);
  // Keys pressed before the maze was on screen walk it now.
  pressAgain(early.events.splice(0));
  performance.mark('seedmaze:playable');
  return () => shown.abort() ?? made.walked();
}

// Keys pressed while the game loads (keys.js keeps them) reach it once it plays, in order, but for those taken already
// (`defaultPrevented`); without keys.js, none wait.
const early = window.seedmazeKeys ?? { events: [], stop() {} };
function pressAgain(events) {
  for (const init of events)
    for (const type of ['keydown', 'keyup']) document.dispatchEvent(new KeyboardEvent(type, init));
}
const first = await paintFirst();
await nextTask();
// The game's wasm and modules, from now on.
const compiled = compileBuild('seedmaze');
const { start } = await import('./main.js');
// The game plays the keys no walk took, in order, as it takes the input over (none are kept after).
const pressed = () => early.stop() ?? pressAgain(early.events.splice(0).filter((event) => !event.defaultPrevented));
await start(compiled, first, pressed).finally(early.stop);

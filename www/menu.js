// The menu: one dialog, opened by its button or Escape, grouped by purpose (play, look, records,
// generator, statistics, export). It never covers the maze while you play: it is closed then,
// and a show on the maze (the carve replay, the search view: both run in Rust) closes it. The
// panels load the first time the menu opens, so the first paint does not wait for them.
import { algorithms, daily_query, phrase, speed_text } from './pkg/seedmaze.js';

const $ = (id) => document.getElementById(id);

/**
 * Wires the menu; `api` is the page's (game, loadQuery, fresh, …) plus `setTools(hooks)`, which
 * hands main.js the loaded tools' hooks. Returns `{ toggle, close }`.
 */
export function initMenu(api) {
  const dialog = $('menu');
  let loading = null;
  const load = () => {
    loading ??= import('./panels.js')
      .then((panels) => {
        const hooks = panels.init({ ...api, closeMenu: close, preparePrint });
        api.setTools(hooks);
        hooks.levelStarted(api.game());
        document.documentElement.dataset.tools = 'ready';
      })
      .catch((error) => {
        loading = null;
        api.say(phrase('tools-failed', [], String(error?.message ?? error)));
      });
    return loading;
  };
  /** Puts the maze (an SVG from Rust) on the print sheet, or Rust's reason why not. */
  function preparePrint() {
    const game = api.game();
    if (!game) return;
    const withSolution = $('export-solution').checked;
    $('print-caption').textContent = game.caption();
    const print = game.view(performance.now()).actions.print;
    if (!print.enabled) {
      $('print-maze').replaceChildren(Object.assign(document.createElement('p'), { textContent: print.why }));
      return;
    }
    const svg = new DOMParser().parseFromString(game.svg(withSolution), 'image/svg+xml').documentElement;
    if (svg.nodeName === 'svg') $('print-maze').replaceChildren(document.importNode(svg, true));
  }
  window.addEventListener('beforeprint', preparePrint);

  function open() {
    if (dialog.open) return;
    dialog.showModal();
    load();
  }
  function close() {
    if (!dialog.open) return;
    dialog.close();
    // At once, not on the close event: the next key must already reach the maze.
    $('maze').focus();
  }
  // Closing hands the keys back to the game: focus goes to the board (Space on the menu button
  // would open the menu again instead of showing the solution).
  dialog.addEventListener('close', () => $('maze').focus());
  // A click on the backdrop (outside the panel) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  // The shows (the carve replay, the search view) go at the slider's speed.
  const speed = $('anim-speed');
  const showSpeed = () => {
    $('anim-speed-out').textContent = speed_text(Number(speed.value));
    api.act((game) => game.set_speed(Number(speed.value)));
  };
  showSpeed();
  speed.addEventListener('input', showSpeed);
  const show = (start) => () => {
    close();
    api.act((game) => start(game, Number(speed.value)));
  };
  // What the menu's buttons do (`data-do`; main.js listens).
  const clicks = {
    'menu-open': open,
    'menu-close': close,
    daily: () => {
      const query = daily_query(Date.now());
      close();
      if (query !== undefined) api.loadQuery(query, 'daily');
    },
    'fresh-menu': () => {
      close();
      api.fresh();
    },
    carve: () => {
      if (!api.game() || api.loading()) return;
      // A fresh start (no footprints, the clock at zero): play begins when the carving ends.
      api.restart();
      show((game, rate) => game.carve(rate))();
    },
    'carve-skip': () => api.act((game) => game.skip_carve()),
    'search-bfs': show((game, rate) => game.search(false, rate)),
    'search-astar': show((game, rate) => game.search(true, rate)),
  };
  // The generator: the same seed and level made by another one (big levels still in the worker).
  const select = $('algo-select');
  select.append(
    ...algorithms().map((name) => Object.assign(document.createElement('option'), { value: name, textContent: name })),
  );
  select.addEventListener('change', () => {
    const game = api.game();
    if (!game || api.loading() || select.value === game.algorithm) return;
    close();
    api.loadQuery(game.query_with_algorithm(select.value), 'generator');
  });
  // Sound and speech: Rust stores them (`set_setting`); the page shows what it says.
  for (const input of document.querySelectorAll('[data-setting]')) {
    const value = () => (input.type === 'checkbox' ? String(Number(input.checked)) : input.value);
    input.addEventListener('change', () => api.setSetting(input.dataset.setting, value()));
  }
  $('fog-toggle').addEventListener('change', (event) => {
    const game = api.game();
    if (!game || api.loading()) return;
    close();
    api.loadQuery(game.fog_query(event.target.checked), 'fog');
  });
  return {
    toggle: () => (dialog.open ? close() : open()),
    close,
    clicks,
    /** Shows the settings `{ sound, volume, moves, distance, theme }` and applies the theme. */
    showSettings(prefs) {
      for (const input of document.querySelectorAll('[data-setting]')) {
        if (input.type === 'checkbox') input.checked = prefs[input.dataset.setting];
        else input.value = String(prefs[input.dataset.setting]);
      }
      // A chosen theme overrides the system's colours (style.css); `auto` follows the system.
      if (prefs.theme === 'auto') delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = prefs.theme;
    },
    /** A level started: the menu shows its generator and fog. */
    levelStarted(game) {
      select.value = game.algorithm;
      $('fog-toggle').checked = game.fog;
    },
  };
}

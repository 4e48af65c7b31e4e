// The menu: one dialog, opened by its button or Escape, grouped by purpose (play, look, records,
// generator, statistics, export). It never covers the maze while you play: it is closed then,
// and a tool that shows something on the maze closes it. The tools load the first time the menu
// opens, so the first paint does not wait for them.
import { algorithms, daily_query, phrase } from './pkg/seedmaze.js';

const $ = (id) => document.getElementById(id);

/**
 * Wires the menu; `api` is the page's (game, loadQuery, fresh, …) plus `setTools(hooks)`, which
 * hands main.js the loaded tools' hooks. Returns `{ toggle, close }`.
 */
export function initMenu(api) {
  const dialog = $('menu');
  // Whichever tool draws on the canvas now (a carve replay or a search view), with its hooks.
  const owner = {
    tool: null,
    take(tool) {
      this.stop();
      this.tool = tool;
    },
    stop() {
      const had = this.tool !== null;
      this.tool?.stop();
      this.tool = null;
      return had;
    },
  };
  let loading = null;
  const load = () => {
    loading ??= Promise.all(['carve', 'search-view', 'stats', 'export', 'records'].map((m) => import(`./${m}.js`)))
      .then((modules) => {
        const shared = { ...api, owner, closeMenu: close, preparePrint };
        const parts = modules.map((m) => m.init(shared));
        api.setTools({
          levelStarted: (game) => {
            owner.stop();
            for (const part of parts) part?.levelStarted?.(game);
          },
          // Something changed what the tools show (a win's new record).
          refresh: () => {
            for (const part of parts) part?.refresh?.();
          },
          redraw: () => owner.tool?.redraw() ?? false,
          allowMove: () => owner.tool?.allowMove() ?? true,
        });
        for (const part of parts) part?.levelStarted?.(api.game());
        document.documentElement.dataset.tools = 'ready';
      })
      .catch((error) => {
        loading = null;
        $('extras-status').textContent = phrase('tools-failed', [], String(error?.message ?? error));
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
  $('btn-menu').addEventListener('click', open);
  // Closing hands the keys back to the game: focus goes to the board (Space on the menu button
  // would open the menu again instead of showing the solution).
  dialog.addEventListener('close', () => $('maze').focus());
  $('menu-close').addEventListener('click', close);
  // A click on the backdrop (outside the panel) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  $('btn-daily').addEventListener('click', () => {
    const query = daily_query(Date.now());
    close();
    if (query !== undefined) api.loadQuery(query, 'daily');
  });
  $('btn-fresh-menu').addEventListener('click', () => {
    close();
    api.fresh();
  });
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
  $('sound-toggle').addEventListener('change', (event) => api.setSetting('sound', event.target.checked ? 1 : 0));
  $('volume').addEventListener('change', (event) => api.setSetting('volume', Number(event.target.value)));
  $('announce-moves').addEventListener('change', (event) => api.setSetting('moves', event.target.checked ? 1 : 0));
  $('announce-distance').addEventListener('change', (event) =>
    api.setSetting('distance', event.target.checked ? 1 : 0),
  );
  $('fog-toggle').addEventListener('change', (event) => {
    const game = api.game();
    if (!game || api.loading()) return;
    close();
    api.loadQuery(game.fog_query(event.target.checked), 'fog');
  });
  return {
    toggle: () => (dialog.open ? close() : open()),
    close,
    /** Shows the settings `{ sound, volume, moves }`. */
    showSettings(prefs) {
      $('sound-toggle').checked = prefs.sound;
      $('volume').value = String(prefs.volume);
      $('announce-moves').checked = prefs.moves;
      $('announce-distance').checked = prefs.distance;
    },
    /** A level started: the menu shows its generator and fog. */
    levelStarted(game) {
      select.value = game.algorithm;
      $('fog-toggle').checked = game.fog;
    },
  };
}

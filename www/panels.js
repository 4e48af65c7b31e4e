// The menu's panels, loaded the first time the menu opens: statistics (Rust counts and words the
// rows, `MazeStats.rows`; big levels are counted in the worker), records (Rust reads, checks,
// sorts and words this device's records, `records_table`, and clears them) and export (the SVG
// made in Rust, `Game.svg`; a PNG that Rust lays out, `Print`, and render.js paints, in the
// level worker on an OffscreenCanvas, on the page where there is no worker; print). Which
// mazes may be exported is Rust's (the view state's actions). No rule lives here.
import { clear_records, phrase, Print, records_table } from './pkg/seedmaze.js';
import { printPng } from './render.js';

const $ = (id) => document.getElementById(id);

/** Wires the panels; returns the hooks main.js calls when a level starts or a win is stored. */
export function init(api) {
  const parts = [initStats(api), initRecords(api), initExport(api)];
  const each = (hook) => () => {
    for (const part of parts) part?.[hook]?.();
  };
  return { levelStarted: each('levelStarted'), refresh: each('refresh') };
}

function initStats(api) {
  const panel = $('stats-panel');
  let token = 0;
  let shownFor = -1;

  /** Fills the list from `rows` (`[name, label, text, value]` each), or empties it. */
  function show(rows) {
    $('stats-list').replaceChildren(
      ...rows.flatMap(([name, label, text, value]) => {
        const dd = Object.assign(document.createElement('dd'), { id: `stat-${name}`, textContent: text });
        dd.dataset.value = value === null ? '' : String(value);
        return [Object.assign(document.createElement('dt'), { textContent: label }), dd];
      }),
    );
    panel.dataset.ready = rows.length > 0 ? 'true' : 'false';
  }

  function update() {
    const game = api.game();
    if (!game || !panel.open || shownFor === token) return;
    shownFor = token;
    const [asked, maker, note] = [token, api.maker(), $('stats-note')];
    // Big levels are counted in the worker; small ones here, at once.
    const here = !game.background || !maker?.available;
    show([]);
    note.textContent = here ? '' : phrase('counting', [], '');
    (here ? Promise.resolve({ rows: game.stats_rows() }) : maker.ask({ type: 'stats', query: game.query() }))
      .then((reply) => {
        if (asked !== token) return;
        show(reply.rows);
        note.textContent = '';
      })
      .catch((error) => {
        if (asked !== token) return;
        shownFor = -1;
        note.textContent = phrase('stats-failed', [], String(error?.message ?? error));
      });
  }
  panel.addEventListener('toggle', update);
  return {
    levelStarted() {
      token += 1;
      update();
    },
  };
}

function renderRecords() {
  const rows = records_table();
  const cell = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
  $('records-body').replaceChildren(
    ...rows.map(({ query, label, cells }) => {
      const th = cell('th', '');
      th.scope = 'row';
      th.append(Object.assign(cell('a', label), { href: `?${query}` }));
      const tr = document.createElement('tr');
      tr.append(th, ...cells.map((text) => cell('td', text)));
      return tr;
    }),
  );
  $('records-table').hidden = rows.length === 0;
  $('records-empty').hidden = rows.length > 0;
  $('records-clear').disabled = rows.length === 0;
}

function initRecords(api) {
  const panel = $('records');
  panel.addEventListener('toggle', () => panel.open && renderRecords());
  $('records-clear').addEventListener('click', () => {
    if (!confirm(phrase('clear-records?', [], ''))) return;
    clear_records();
    renderRecords();
    api.say(phrase('records-cleared', [], ''));
    if (api.game()) api.rebind();
  });
  return {
    levelStarted: () => panel.open && renderRecords(),
    refresh: () => panel.open && renderRecords(),
  };
}

/** Offers `blob` as a download named `name` (a blob: link, allowed by the page's policy). */
function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

/** A PNG of the maze `{ query, solution, caption }` (any shape), made here. */
export async function mazePng({ query, solution, caption }) {
  const print = Print.for_query(query, solution);
  try {
    return await printPng(print, caption);
  } finally {
    print.free();
  }
}

function initExport(api) {
  const withSolution = () => $('export-solution').checked;

  $('export-svg').addEventListener('click', () => {
    const game = api.game();
    if (!game || api.loading() || $('export-svg').disabled) return;
    const { name } = game.download('svg', withSolution());
    download(new Blob([game.svg(withSolution())], { type: 'image/svg+xml' }), name);
    api.say(phrase('svg-done', [], ''));
  });

  $('export-png').addEventListener('click', async () => {
    const [game, button, maker] = [api.game(), $('export-png'), api.maker()];
    if (!game || api.loading() || button.disabled) return;
    button.disabled = true;
    const { name, maze } = game.download('png', withSolution());
    try {
      api.say(phrase('png-background', [], ''));
      const blob = maker?.available ? (await maker.ask({ type: 'png', maze })).blob : await mazePng(maze);
      download(blob, name);
      api.say(phrase('png-done', [], ''));
    } catch (error) {
      api.say(phrase('png-failed', [], String(error?.message ?? error)));
    } finally {
      button.disabled = false;
    }
  });

  $('print-maze-btn').addEventListener('click', () => {
    api.closeMenu();
    api.preparePrint();
    window.print();
  });
  return null;
}

// The menu's panels over the tools' build (src/web_tools.rs), loaded on first use: statistics (`stats_rows`; big levels
// in the worker), records (`records_table`), export (SVG, a PNG Rust lays out and `mazePng` paints, print). No rules.
import { initDraw } from './editor.js';
import { painter } from './painter.js';
import initTools, * as tools from './pkg/tools.js';

const $ = (id) => document.getElementById(id);
let build; // the game build the page started with, for its sentences (`phrase`, `failed`)
/** The tools' build, started once (on the page when a tool is first used; in the worker). */
export const toolsReady = initTools().then(() => tools);
const { paint } = painter(tools);

/** Wires the panels; returns the hooks main.js calls when a level starts or a win is stored. */
export function init(api) {
  build = api.build;
  const parts = [initStats(api), initRecords(api), initJourney(), initExport(api), initDraw(api, tools)];
  window.addEventListener('beforeprint', () => preparePrint(api));
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
  /** Shows the level's statistics if the panel is open; `next`: a new level started. */
  async function update(next = false) {
    if (next) token += 1;
    const level = api.level();
    if (!level || !panel.open || shownFor === token) return;
    shownFor = token;
    const asked = token;
    const maker = api.maker();
    const note = $('stats-note');
    // Big levels are counted in the worker; small ones here, at once.
    const here = !level.background || !maker?.available();
    show([]);
    note.textContent = here ? '' : build.phrase(build.Phrase.Counting);
    const query = level.query();
    try {
      const { rows } = here ? { rows: tools.stats_rows(query) } : await maker.ask({ type: 'stats', query });
      if (asked !== token) return;
      show(rows);
      note.textContent = '';
    } catch (error) {
      if (asked !== token) return;
      shownFor = -1;
      note.textContent = build.failed(build.Failure.Stats, String(error?.message ?? error));
    }
  }
  panel.addEventListener('toggle', () => update());
  return { levelStarted: () => update(true) };
}

function renderRecords() {
  const rows = tools.records_table();
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

/** The journey's map (`journey_map`): a link per level reached, its stars in its label. */
function initJourney() {
  const panel = $('journey-panel');
  const tile = ({ query, label, spoken, mark }) => {
    const a = { href: `?${query}`, textContent: label, ariaLabel: spoken, className: mark };
    return document.createElement('li').appendChild(Object.assign(document.createElement('a'), a)).parentElement;
  };
  const render = () => {
    if (!panel.open) return;
    const { note, tiles } = tools.journey_map();
    $('journey-note').textContent = note;
    $('journey-tiles').replaceChildren(...tiles.map(tile));
  };
  panel.addEventListener('toggle', render);
  return { levelStarted: render, refresh: render };
}

function initRecords(api) {
  const panel = $('records');
  const render = () => panel.open && renderRecords();
  panel.addEventListener('toggle', render);
  $('records-clear').addEventListener('click', () => {
    if (!confirm(build.phrase(build.Phrase.ClearRecords))) return;
    tools.clear_records();
    api.storageChanged();
    renderRecords();
    api.say(build.phrase(build.Phrase.RecordsCleared));
    if (api.game()) api.rebind();
  });
  return { levelStarted: render, refresh: render };
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

/** A PNG of the maze `{ query, solution, caption }` as Rust lays it out, band by band (page or worker). */
export async function mazePng({ query, solution, caption }) {
  await toolsReady;
  const print = tools.Print.for_query(query, solution);
  try {
    const [width, height, font, captionY, margin, bands] = print.sheet();
    const canvas = new OffscreenCanvas(width, height); // in the worker and on the page alike
    const ctx = canvas.getContext('2d', { alpha: false });
    const colors = tools.print_palette();
    ctx.fillStyle = colors[0];
    ctx.fillRect(0, 0, width, height);
    for (let i = 0; i < bands; i++) {
      const band = print.band(i);
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, band[0], width, band[1]);
      ctx.clip();
      ctx.translate(0, band[0]);
      paint(ctx, band.subarray(2), colors);
      ctx.restore();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const text = { fillStyle: '#000000', font: `${font}px system-ui, sans-serif`, textAlign: 'center' };
    Object.assign(ctx, text, { textBaseline: 'middle' });
    ctx.fillText(caption, width / 2, captionY, width - 2 * margin);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    print.free();
  }
}

/** Puts the maze (an SVG from Rust) on the print sheet, or the game's reason why not. */
function preparePrint(api) {
  const level = api.level();
  if (!level) return;
  const query = level.query();
  $('print-caption').textContent = tools.caption(query);
  const print = api.screen().view(performance.now()).actions.print;
  const sheet = print?.enabled === false ? { why: print.why } : { svg: tools.svg(query, $('export-solution').checked) };
  const svg = sheet.svg && new DOMParser().parseFromString(sheet.svg, 'image/svg+xml').documentElement;
  const why = () => Object.assign(document.createElement('p'), { textContent: sheet.why });
  $('print-maze').replaceChildren(svg?.nodeName === 'svg' ? document.importNode(svg, true) : why());
}

function initExport(api) {
  const withSolution = () => $('export-solution').checked;
  $('export-svg').addEventListener('click', () => {
    const level = api.level();
    if (!level || api.loading() || $('export-svg').disabled) return;
    const query = level.query();
    const name = tools.file_name(query, 'svg', withSolution());
    download(new Blob([tools.svg(query, withSolution())], { type: 'image/svg+xml' }), name);
    api.say(build.phrase(build.Phrase.SvgDone));
  });
  $('export-png').addEventListener('click', async () => {
    const level = api.level();
    const button = $('export-png');
    const maker = api.maker();
    if (!level || api.loading() || button.disabled) return;
    button.disabled = true;
    const query = level.query();
    const name = tools.file_name(query, 'png', withSolution());
    const maze = { query, solution: withSolution(), caption: tools.caption(query) };
    try {
      api.say(build.phrase(build.Phrase.PngBackground));
      const blob = maker?.available() ? (await maker.ask({ type: 'png', maze })).blob : await mazePng(maze);
      download(blob, name);
      api.say(build.phrase(build.Phrase.PngDone));
    } catch (error) {
      api.say(build.failed(build.Failure.Png, String(error?.message ?? error)));
    } finally {
      button.disabled = false;
    }
  });
  $('print-maze-btn').addEventListener('click', () => {
    api.closeMenu();
    preparePrint(api);
    window.print();
  });
}

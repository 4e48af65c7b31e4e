// The statistics panel: Rust counts and words the rows (`MazeStats.rows`: name, label, text,
// value); big levels are counted in the worker, so the page's thread never spends the time.
import { phrase } from './pkg/seedmaze.js';

const $ = (id) => document.getElementById(id);

export function init(api) {
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
    const maker = api.maker();
    if (game.cells <= api.workerCells || !maker?.available) {
      const stats = game.stats();
      show(stats.rows());
      stats.free();
      $('stats-note').textContent = '';
      return;
    }
    const asked = token;
    show([]);
    $('stats-note').textContent = phrase('counting', [], '');
    maker
      .ask({ type: 'stats', seed: game.seed, side: game.width, algorithm: game.algorithm })
      .then((reply) => {
        if (asked !== token) return;
        show(reply.rows);
        $('stats-note').textContent = '';
      })
      .catch((error) => {
        if (asked !== token) return;
        shownFor = -1;
        $('stats-note').textContent = phrase('stats-failed', [], String(error?.message ?? error));
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

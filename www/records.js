// The records panel: Rust reads this device's records from storage, skips what is not a valid
// record of this game, sorts and words the rows (`records_table`) and clears them
// (`clear_records`); this module puts them in the table, as text only.
import { clear_records, phrase, records_table } from './pkg/seedmaze.js';
import { status } from './carve.js';

const $ = (id) => document.getElementById(id);

function render() {
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

export function init(api) {
  const panel = $('records');
  panel.addEventListener('toggle', () => panel.open && render());
  $('records-clear').addEventListener('click', () => {
    if (!confirm(phrase('clear-records?', [], ''))) return;
    clear_records();
    render();
    status(phrase('records-cleared', [], ''));
    if (api.game()) api.rebind();
  });
  return {
    levelStarted: () => panel.open && render(),
    refresh: () => panel.open && render(),
  };
}

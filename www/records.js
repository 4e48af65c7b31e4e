// Issue 7: the records table. Every localStorage entry under the records prefix is handed to
// Rust (`record_row`), which keeps only valid records of this game's own keys and formats the
// row; corrupt or foreign entries are skipped. Values are shown with textContent only.
import { record_row } from './pkg/seedmaze.js';

const PREFIX = 'seedmaze.best.v1?';
const $ = (id) => document.getElementById(id);

function storedKeys() {
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (typeof key === 'string' && key.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

function read(key) {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The table's rows: `[query, label, best, bestDay, moves, movesDay, efficiency]`, sorted. */
export function recordRows() {
  const rows = [];
  for (const key of storedKeys()) {
    const row = record_row(key, read(key));
    if (row !== undefined) rows.push(row.split('\t'));
  }
  const level = (q) => Number(new URLSearchParams(q).get('level'));
  return rows.sort(
    (a, b) =>
      a[1].split(' · ')[0].localeCompare(b[1].split(' · ')[0]) || level(a[0]) - level(b[0]) || a[1].localeCompare(b[1]),
  );
}

function render() {
  const rows = recordRows();
  $('records-body').replaceChildren(
    ...rows.map(([query, label, ...fields]) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      const a = document.createElement('a');
      a.href = `?${query}`;
      a.textContent = label;
      th.append(a);
      tr.append(
        th,
        ...fields.map((text) => {
          const td = document.createElement('td');
          td.textContent = text || '–';
          return td;
        }),
      );
      return tr;
    }),
  );
  $('records-table').hidden = rows.length === 0;
  $('records-empty').hidden = rows.length > 0;
  $('records-clear').disabled = rows.length === 0;
}

/** Wires the records panel; returns `{ refresh }` (re-reads storage when the panel is open). */
export function initRecords({ say, onCleared }) {
  const panel = $('records');
  panel.addEventListener('toggle', () => {
    if (panel.open) render();
  });
  $('records-clear').addEventListener('click', () => {
    if (!confirm('Clear all your records (best times and fewest moves) kept in this browser?')) return;
    for (const key of storedKeys()) {
      try {
        localStorage.removeItem(key);
      } catch {
        /* storage off: nothing to clear */
      }
    }
    render();
    say('Records cleared.');
    onCleared();
  });
  return {
    refresh: () => {
      if (panel.open) render();
    },
  };
}

// Issue 7, page side: the daily maze, challenge links, the shareable result and fog of war.
// No rule lives here: the daily seed, the challenge and its verdict, the result text and what
// the fog has seen all come from Rust (`Game`, `daily_query`); this module shows them.
import { daily_query } from './pkg/seedmaze.js';
import { visibleCells } from './render.js';

const $ = (id) => document.getElementById(id);

/** The page URL for a query string. */
const linkFor = (query) => `${location.origin}${location.pathname}?${query}`;

/**
 * Paints the fog over every visible cell the fog has not seen (`seen` has one byte per cell),
 * one rectangle per run of hidden cells in a row.
 */
export function drawFog(ctx, view, color, seen) {
  const { s, w, ox, oy } = view;
  const { x0, x1, y0, y1 } = visibleCells(view);
  ctx.fillStyle = color;
  for (let y = y0; y <= y1; y++) {
    let from = -1;
    for (let x = x0; x <= x1 + 1; x++) {
      const hidden = x <= x1 && !seen[y * w + x];
      if (hidden && from < 0) from = x;
      else if (!hidden && from >= 0) {
        ctx.fillRect(ox + from * s, oy + y * s, (x - from) * s, s);
        from = -1;
      }
    }
  }
}

/**
 * Wires the daily button, the fog switch, the challenge banner and the win box's share buttons.
 * `deps`: `game()`, `wasm()`, `loadQuery(query, message)`, `shareLink(url, title, text)`,
 * `holdAdvance()` (keep the win box up), `announce(text)`.
 */
export function initTogether(deps) {
  let shared = null;

  $('btn-daily').addEventListener('click', () => {
    const query = daily_query(Date.now());
    if (query === undefined) return;
    deps.loadQuery(query, (g) => `Daily maze of ${g.daily}, level ${g.level}.`);
  });

  $('fog-toggle').addEventListener('change', (event) => {
    const game = deps.game();
    if (!game) return;
    const params = new URLSearchParams(game.query());
    if (event.target.checked) params.set('mode', 'fog');
    else params.delete('mode');
    deps.loadQuery(params.toString(), (g) =>
      g.fog ? `Fog of war: only what you have seen is shown. Level ${g.level}.` : `Fog lifted. Level ${g.level}.`,
    );
  });

  // Pointing at or tabbing into the win box keeps it up: its buttons need a moment.
  for (const type of ['pointerenter', 'focusin']) $('win').addEventListener(type, () => deps.holdAdvance());

  $('win-result').addEventListener('click', () => {
    if (shared) deps.shareLink(shared.link, 'seedmaze result', shared.result);
  });
  $('win-challenge').addEventListener('click', () => {
    if (shared) deps.shareLink(shared.challenge, 'seedmaze challenge', `Can you beat me? ${shared.challenge}`);
  });

  return {
    /** A level started: the HUD's daily/fog line, the challenge banner, the fog switch. */
    levelStarted(game) {
      shared = null;
      const mode = [];
      if (game.daily !== undefined) mode.push(`Daily ${game.daily} · level ${game.level}`);
      if (game.fog) mode.push('Fog of war');
      $('hud-mode').textContent = mode.join(' · ');
      $('hud-mode').hidden = mode.length === 0;
      const target = game.challenge_text();
      $('challenge').textContent = target ?? '';
      $('challenge').hidden = target === undefined;
      $('challenge').dataset.state = target === undefined ? 'none' : 'target';
      $('fog-toggle').checked = game.fog;
      const solution = $('btn-solution');
      solution.disabled = game.fog;
      solution.title = game.fog ? 'The solution is not shown in fog of war' : '';
      $('win-result').hidden = true;
      $('win-challenge').hidden = true;
    },

    /** After a win at `now`: the verdict against a challenge (or ''), and the share buttons. */
    won(game, now) {
      const link = linkFor(game.query());
      const challengeQuery = game.challenge_query(now);
      shared = {
        link,
        result: game.result_text(now, link) ?? link,
        challenge: challengeQuery === undefined ? link : linkFor(challengeQuery),
      };
      $('win-result').hidden = false;
      $('win-challenge').hidden = challengeQuery === undefined;
      const verdict = game.challenge_verdict(now);
      if (verdict === undefined) return '';
      $('challenge').textContent = verdict;
      $('challenge').dataset.state = 'verdict';
      $('challenge').hidden = false;
      return verdict;
    },

    /** Draws the fog over what the canvas shows (a no-op outside fog mode). */
    afterDraw(ctx, view) {
      const game = deps.game();
      if (!game?.fog) return;
      const seen = new Uint8Array(deps.wasm().memory.buffer, game.fog_ptr(), game.fog_len());
      const color = getComputedStyle(document.documentElement).getPropertyValue('--fog').trim();
      drawFog(ctx, view, color, seen);
    },
  };
}

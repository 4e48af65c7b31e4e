// The menu: one dialog (its button or Escape), closed while you play and by a show on the maze. The panels and the
// tools' wasm build load when a tool is first used; a line says so when they take longer than 200 ms.
const $ = (id) => document.getElementById(id);

/** Wires the menu over the page's `api` (with `setTools(hooks)`); returns `{ toggle, close, clicks }`. */
export function initMenu(api) {
  const { algorithms, daily_query, phrase, speed_text } = api.build;
  const [dialog, slow] = [$('menu'), phrase('tools-loading', [], '')];
  let loading = null;
  const load = async () => {
    const timer = setTimeout(() => api.say(slow), 200);
    try {
      const panels = await import('./panels.js');
      await panels.toolsReady;
      const hooks = panels.init({ ...api, closeMenu: close });
      api.setTools(hooks);
      hooks.levelStarted(api.game());
      document.documentElement.dataset.tools = 'ready';
    } catch (error) {
      loading = null;
      api.say(phrase('tools-failed', [], String(error?.message ?? error)));
    } finally {
      clearTimeout(timer);
      if ($('status').textContent === slow) api.say('');
    }
  };
  // A tool panel opened or an export asked for loads the tools; a click that came before them is played again.
  const [ready, tools] = [() => document.documentElement.dataset.tools === 'ready', () => (loading ??= load())];
  for (const panel of [$('records'), $('stats-panel')]) panel.addEventListener('toggle', () => panel.open && tools());
  for (const b of [$('export-svg'), $('export-png'), $('print-maze-btn')])
    b.addEventListener('click', () => ready() || tools().then(() => ready() && b.click()));
  // The browser's print (Ctrl+P) before the tools load prints the canvas; then panels.js's SVG.
  window.addEventListener('beforeprint', () => {
    if (ready()) return;
    $('print-caption').textContent = '';
    $('print-maze').replaceChildren(Object.assign(new Image(), { src: $('maze').toDataURL(), alt: '' }));
  });
  const open = () => dialog.open || dialog.showModal();
  // Closing hands the keys back to the game at once, not on the close event: the next key must reach the maze (Space on
  // the menu button would open the menu again).
  function close() {
    if (!dialog.open) return;
    dialog.close();
    $('maze').focus();
  }
  dialog.addEventListener('close', () => $('maze').focus());
  // A click on the backdrop (outside the panel) closes it too.
  dialog.addEventListener('click', (event) => event.target === dialog && close());
  // The shows (the carve replay, the search view) go at the slider's speed.
  const speed = $('anim-speed');
  const showSpeed = () => {
    $('anim-speed-out').textContent = speed_text(Number(speed.value));
    api.act((game) => game.set_speed(Number(speed.value)));
  };
  showSpeed();
  speed.addEventListener('input', showSpeed);
  const closing = (action) => () => {
    close();
    action();
  };
  const show = (start) => closing(() => api.act((game) => start(game, Number(speed.value))));
  // What the menu's buttons do (`data-do`; main.js listens).
  const clicks = {
    'menu-open': open,
    'menu-close': close,
    daily: closing(() => api.loadQuery(daily_query(Date.now()), 'daily')),
    'fresh-menu': closing(api.fresh),
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
  $('algo-select').append(
    ...algorithms().map((name) => Object.assign(document.createElement('option'), { value: name, textContent: name })),
  );
  const value = (input) => (input.type === 'checkbox' ? String(Number(input.checked)) : input.value);
  // Sound, speech and theme: Rust stores them (`set_setting`); the page shows what it says.
  for (const input of document.querySelectorAll('[data-setting]'))
    input.addEventListener('change', () => api.setSetting(input.dataset.setting, value(input)));
  // The generator, shape, loops, word and fog: this level made another way (`Game.choose`), or why not.
  for (const input of document.querySelectorAll('[data-choice]')) {
    input.addEventListener('change', () => {
      const chosen = api.loading() ? undefined : api.game()?.choose(input.dataset.choice, value(input));
      if (!chosen) return;
      if (chosen.error) return api.say(chosen.error);
      close();
      api.loadQuery(chosen.query, chosen.event);
    });
  }
  return { toggle: () => (dialog.open ? close() : open()), close, clicks };
}

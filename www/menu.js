// The menu: one dialog (its button or Escape), closed while you play and by a show on the maze. The panels and the
// tools' wasm build load when a tool is first used; a line says so when they are slow (main.js's `sayWhileSlow`).
const $ = (id) => document.getElementById(id);
const toolsReady = () => document.documentElement.dataset.tools === 'ready';

/** Loads the panels and the tools' build on first use (`closeMenu`: the panels' print closes the menu); a failed
 * load says why and is tried again next time. Returns the loader. */
function toolsLoader(api, closeMenu) {
  const { phrase, Phrase, failed, Failure } = api.build;
  let loading = null;
  const load = async () => {
    const panels = await import('./panels.js');
    await panels.toolsReady;
    const hooks = panels.init({ ...api, closeMenu });
    api.setTools(hooks);
    hooks.levelStarted(api.game());
    document.documentElement.dataset.tools = 'ready';
  };
  const notLoaded = (error) => {
    loading = null;
    api.say(failed(Failure.Tools, String(error?.message ?? error)));
  };
  return () => (loading ??= api.sayWhileSlow(phrase(Phrase.ToolsLoading), load()).catch(notLoaded));
}

/** A tool panel opened or an export asked for loads the tools (`tools()`); a click that came before them is played
 * again. The browser's print (Ctrl+P) before the tools load prints the canvas; then panels.js's SVG. */
function wireToolTriggers(tools) {
  for (const panel of [$('records'), $('journey-panel'), $('stats-panel'), $('draw-panel')])
    panel.addEventListener('toggle', () => panel.open && tools());
  for (const b of [$('export-svg'), $('export-png'), $('print-maze-btn')])
    b.addEventListener('click', () => toolsReady() || tools().then(() => toolsReady() && b.click()));
  window.addEventListener('beforeprint', () => {
    if (toolsReady()) return;
    $('print-caption').textContent = '';
    $('print-maze').replaceChildren(Object.assign(new Image(), { src: $('maze').toDataURL(), alt: '' }));
  });
}

/** The shows (the carve replay, the search view) go at the slider's speed; returns the speed's reader. */
function wireSpeed(api) {
  const speed = $('anim-speed');
  const showSpeed = () => {
    $('anim-speed-out').textContent = api.build.speed_text(Number(speed.value));
    api.act((_, screen) => screen.set_speed(Number(speed.value)));
  };
  showSpeed();
  speed.addEventListener('input', showSpeed);
  return () => Number(speed.value);
}

/** The menu's fields from Rust (its lists' options, the word's length); settings and choices sent to it. */
function wireFields(api, close) {
  const option = (name) => Object.assign(document.createElement('option'), { value: name, textContent: name });
  for (const [id, ...names] of api.build.menu_lists()) $(id).append(...names.map(option));
  $('word-input').maxLength = api.build.word_max_len();
  const value = (input) => (input.type === 'checkbox' ? String(Number(input.checked)) : input.value);
  // Sound, speech and theme: Rust stores them (`set_setting`); the page shows what it says.
  for (const input of document.querySelectorAll('[data-setting]'))
    input.addEventListener('change', () => api.setSetting(input.dataset.setting, value(input)));
  // The generator, shape, loops, word and fog: this level made another way (`Game.choose`), or why not.
  for (const input of document.querySelectorAll('[data-choice]')) {
    input.addEventListener('change', () => {
      const chosen = api.game()?.choose(input.dataset.choice, value(input));
      if (!chosen) return;
      if (chosen.error) return api.say(chosen.error);
      close();
      api.makeLevel(chosen.plan);
    });
  }
}

/** Wires the menu over the page's `api` (with `setTools(hooks)`); returns `{ toggle, close, clicks }`. */
export function initMenu(api) {
  const dialog = $('menu');
  // While it is open, moves wait (Rust's `menu_shown`).
  const open = () => {
    if (!dialog.open) dialog.showModal();
    api.build.menu_shown(true);
    api.pictures();
  };
  const closed = () => {
    api.build.menu_shown(false);
    $('maze').focus();
  };
  // Closing hands the keys back to the game at once, not on the close event: the next key must reach the maze (Space on
  // the menu button would open the menu again).
  function close() {
    if (!dialog.open) return;
    dialog.close();
    closed();
  }
  dialog.addEventListener('close', closed);
  // Escape from one of its fields closes it natively: its `cancel` comes with the key, its `close` a task later.
  dialog.addEventListener('cancel', closed);
  // A click on the backdrop (outside the panel) closes it too.
  dialog.addEventListener('click', (event) => event.target === dialog && close());
  wireToolTriggers(toolsLoader(api, close));
  const rate = wireSpeed(api);
  const closing = (action) => () => {
    close();
    action();
  };
  const show = (start) => closing(() => api.act((_, screen) => start(screen, rate())));
  // What the menu's buttons do (`data-do`; main.js listens).
  const clicks = {
    'menu-open': open,
    'menu-close': close,
    daily: closing(() => api.makeLevel(api.build.daily_plan(Date.now()))),
    'fresh-menu': closing(api.fresh),
    journey: closing(() => api.makeLevel(api.build.PagePlan.ladder(true))),
    classic: closing(() => api.makeLevel(api.build.PagePlan.ladder(false))),
    // A fresh start (no footprints, the clock at zero): play begins when the carving ends.
    carve: () => api.restart() && show((screen, rate) => screen.carve(rate))(),
    'carve-skip': () => api.act((_, screen) => screen.skip_carve()),
    'search-bfs': show((screen, rate) => screen.search(false, rate)),
    'search-astar': show((screen, rate) => screen.search(true, rate)),
  };
  wireFields(api, close);
  return { toggle: () => (dialog.open ? close() : open()), close, clicks };
}

// Input: keys, swipes, the pad and gamepads become moves and actions. What each does, repeats and swipes are Rust's
// (`Controls`, `key_command`); this file reports events and their time.
/** Forwards input to `move(code)` and `actions[name]()` via a wasm build's `Controls` and pad codes (`pad_code`);
 * `command(key, shift)`: the key table; `halt()` stops a roll (whether one was stopped); `tap(x, y)`: a click on the
 * maze (CSS px). Aborting `signal` unbinds it. */
export function bindInput({ move, actions, board, pad, command: keyCommand, halt, tap }, build, signal) {
  const controls = new build.Controls();
  const run = (command) => (typeof command === 'number' ? move(command) : actions[command]?.());
  let frame = 0;
  let polling = false;
  // Each frame: a held direction's repeat, and a gamepad's poll while one is connected.
  const tick = () => {
    frame = 0;
    if (signal?.aborted) return;
    const now = performance.now();
    const pads = polling ? [...(navigator.getGamepads?.() ?? [])].find((g) => g?.connected) : null;
    if (polling && !pads) {
      polling = false;
      controls.gamepad_gone();
    } else if (pads) {
      // Button i is bit i of a 32-bit mask: `|` wraps 2 ** i past the 32nd button to 0, which adds nothing.
      const buttons = pads.buttons.reduce((mask, b, i) => (b.pressed ? mask | (2 ** i) : mask), 0);
      for (const command of controls.gamepad(buttons, pads.axes[0] ?? 0, pads.axes[1] ?? 0, now)) run(command);
    }
    const step = controls.repeat(now);
    if (step !== undefined) move(step);
    if (controls.holding || polling) frame = requestAnimationFrame(tick);
  };
  const wake = () => (frame ||= requestAnimationFrame(tick));
  const hold = (source, dir) => {
    run(controls.hold(source, dir, performance.now()));
    wake();
  };
  const keyOf = (event) => (event.key.length === 1 ? event.key.toLowerCase() : event.key);
  const on = (target, type, handle, passive) => target.addEventListener(type, handle, { passive, signal });
  on(document, 'keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const key = keyOf(event);
    // Keys typed in a field belong to it; so do an open menu's, but for Escape, which closes it.
    if (target?.closest('input, textarea, select') || (target?.closest('dialog') && key !== 'Escape')) return;
    const command = keyCommand(event.key, event.shiftKey);
    // A key during a roll stops it and does nothing else (a move key's press, in Rust's `step`).
    if (typeof command === 'string' && !event.repeat && halt?.()) return event.preventDefault();
    if (typeof command === 'number') {
      event.preventDefault();
      if (event.repeat && controls.holds(key)) controls.key_repeats(key);
      else if (!event.repeat || !controls.holding) hold(key, command);
      return;
    }
    // Space and Enter keep their usual meaning on buttons and links.
    if ((key === ' ' || key === 'Enter') && target?.closest('button, a')) return;
    if (!actions[command]) return;
    event.preventDefault();
    if (!event.repeat) actions[command]();
  });
  on(document, 'keyup', (event) => controls.release(keyOf(event)));
  on(window, 'blur', () => controls.release_all());
  const touch = (e) => [e.touches[0]?.clientX ?? 0, e.touches[0]?.clientY ?? 0, e.touches.length, e.timeStamp];
  const swipeStart = (event) => {
    document.body.classList.add('touch');
    controls.swipe_start(...touch(event));
  };
  on(board, 'touchstart', swipeStart, true);
  on(board, 'touchmove', (event) => {
    if (event.touches.length !== 1) return;
    event.preventDefault();
    run(controls.swipe_to(...touch(event)));
  });
  on(board, 'touchend', (event) => run(controls.swipe_end(event.timeStamp)), true);
  on(board, 'click', (event) => event.target instanceof HTMLCanvasElement && tap?.(event.offsetX, event.offsetY));
  const startPolling = () => {
    polling = true;
    wake();
  };
  on(window, 'gamepadconnected', startPolling);
  if ([...(navigator.getGamepads?.() ?? [])].some(Boolean)) startPolling();
  bindPad(pad, build.pad_code(), { hold, move, on, release: (source) => controls.release(source) });
}

/** The on-screen pad: its buttons, in slot order, send Rust's move codes (`first`, the first slot's, and on; shown on
 * them as data-move); a pressed button holds its move (`hold`, `release`), a keyboard's click on it is one move. */
function bindPad(pad, first, { hold, move, on, release }) {
  for (const [slot, button] of pad.querySelectorAll('button').entries()) {
    const dir = first + slot;
    button.dataset.move = dir;
    on(button, 'pointerdown', (event) => {
      if (event.pointerType === 'touch') document.body.classList.add('touch');
      event.preventDefault();
      button.setPointerCapture?.(event.pointerId);
      hold(`pad-${dir}`, dir);
    });
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture'])
      on(button, type, () => release(`pad-${dir}`));
    // Keyboard activation of a pad button (Enter or Space on it) is one move.
    on(button, 'click', (event) => event.detail === 0 && move(dir));
  }
}

// Input: keys, swipes and the on-screen pad become moves and actions for main.js. Which key does
// what is Rust's table (`key_command`); so is what a move does.
import { Direction, gamepad_command, key_command, stick_direction } from './pkg/seedmaze.js';

// Hold-to-repeat for keys and the pad.
const REPEAT_DELAY_MS = 170;
const REPEAT_EVERY_MS = 70;
// A finger moving this far (CSS px) is one step.
const SWIPE_CSS = 28;

/**
 * Forwards input: `move(direction)` for moves, `actions[name]()` for the other commands
 * (`solution`, `next`, `restart`, `new`, `menu`, `look`); `board` takes swipes, `pad` holds
 * buttons with `data-dir`; gamepads (standard mapping, what each button does is Rust's) are
 * polled while one is connected.
 */
export function bindInput({ move, actions, board, pad }) {
  let held = null;
  const stop = () => {
    if (held) clearTimeout(held.timer);
    held = null;
  };
  const hold = (id, dir) => {
    stop();
    move(dir);
    const again = () => {
      move(dir);
      if (held) held.timer = setTimeout(again, REPEAT_EVERY_MS);
    };
    held = { id, timer: setTimeout(again, REPEAT_DELAY_MS) };
  };
  const keyOf = (event) => (event.key.length === 1 ? event.key.toLowerCase() : event.key);

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const key = keyOf(event);
    // Keys typed in a field (the share link, a select, a slider) belong to the field; so do
    // the keys of an open menu, but for Escape, which closes it.
    if (target?.closest('input, textarea, select') || (target?.closest('dialog') && key !== 'Escape')) return;
    const command = key_command(event.key);
    if (typeof command === 'number') {
      event.preventDefault();
      if (!event.repeat || !held) hold(key, command);
      return;
    }
    // Space and Enter keep their usual meaning on buttons and links.
    if ((key === ' ' || key === 'Enter') && target?.closest('button, a')) return;
    if (!actions[command]) return;
    event.preventDefault();
    if (!event.repeat) actions[command]();
  });
  document.addEventListener('keyup', (event) => {
    if (held?.id === keyOf(event)) stop();
  });
  window.addEventListener('blur', stop);

  let swipe = null;
  board.addEventListener(
    'touchstart',
    (event) => {
      document.body.classList.add('touch');
      const t = event.touches[0];
      swipe = event.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
    },
    { passive: true },
  );
  board.addEventListener(
    'touchmove',
    (event) => {
      if (!swipe || event.touches.length !== 1) return;
      event.preventDefault();
      const t = event.touches[0];
      const [dx, dy] = [t.clientX - swipe.x, t.clientY - swipe.y];
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_CSS) return;
      swipe = { x: t.clientX, y: t.clientY };
      if (Math.abs(dx) > Math.abs(dy)) move(dx > 0 ? Direction.East : Direction.West);
      else move(dy > 0 ? Direction.South : Direction.North);
    },
    { passive: false },
  );
  board.addEventListener('touchend', () => {
    swipe = null;
  });

  // Gamepads: read every frame while one is connected (one connected mid-game works at once).
  // A direction held on the d-pad or the stick repeats like a held key; a button acts once.
  let polling = false;
  let pressed = new Set();
  const poll = () => {
    const gamepad = [...(navigator.getGamepads?.() ?? [])].find((g) => g?.connected);
    if (!gamepad) {
      polling = false;
      if (held?.id === 'gamepad') stop();
      return;
    }
    const now = new Set(gamepad.buttons.flatMap((b, i) => (b.pressed ? [i] : [])));
    const commands = [...now].map(gamepad_command);
    const dir =
      commands.find((c) => typeof c === 'number') ?? stick_direction(gamepad.axes[0] ?? 0, gamepad.axes[1] ?? 0);
    if (dir === undefined && held?.id === 'gamepad') stop();
    else if (dir !== undefined && (held?.id !== 'gamepad' || held.dir !== dir)) {
      hold('gamepad', dir);
      held.dir = dir;
    }
    for (const i of now) {
      const command = gamepad_command(i);
      if (!pressed.has(i) && typeof command === 'string') actions[command]?.();
    }
    pressed = now;
    requestAnimationFrame(poll);
  };
  const startPolling = () => {
    if (!polling) {
      polling = true;
      requestAnimationFrame(poll);
    }
  };
  window.addEventListener('gamepadconnected', startPolling);
  if ([...(navigator.getGamepads?.() ?? [])].some(Boolean)) startPolling();

  for (const button of pad.querySelectorAll('button[data-dir]')) {
    const dir = Direction[button.dataset.dir];
    button.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'touch') document.body.classList.add('touch');
      event.preventDefault();
      button.setPointerCapture?.(event.pointerId);
      hold(`pad-${dir}`, dir);
    });
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) button.addEventListener(type, stop);
    // Keyboard activation of a pad button (Enter or Space on it) is one move.
    button.addEventListener('click', (event) => {
      if (event.detail === 0) move(dir);
    });
  }
}

// The carve replay: the generator's erasures in order, from the full grid, one wall segment at a
// time, through the renderer's own eraser (a full draw is the same path at once). Rust gives
// each erased wall's segment (`Game.segments`) and the walls after n erasures; the speed comes
// from the menu's slider (`animation_rate`).
import { animation_rate, phrase, speed_text } from './pkg/seedmaze.js';
import { drawAll, eraseSegment, visibleCells } from './render.js';

// Erasures painted per frame at most: with the whole maze in view, and with the camera (which
// paints only what is on screen).
const MAX_PER_FRAME = 4000;
const MAX_PER_FRAME_CAMERA = 50000;

const $ = (id) => document.getElementById(id);

/** The slider's speed in steps per second (the search view shares it). */
export const rate = () => animation_rate(Number($('anim-speed').value));

/**
 * Runs `paint(from, to)` over `total` steps at the slider's rate, at most `cap()` per frame,
 * then `done()`; returns a stop function. With reduced motion it paints everything at once.
 */
export function animate(api, total, cap, paint, done) {
  let [shown, carry, last, frame] = [0, 0, performance.now(), 0];
  const step = (now) => {
    carry = Math.min(carry + (Math.max(rate(), 1) * Math.min(100, now - last)) / 1000, cap());
    last = now;
    const n = api.reducedMotion.matches ? total - shown : Math.min(Math.floor(carry), total - shown);
    carry -= n;
    paint(shown, shown + n);
    shown += n;
    if (shown >= total) done();
    else frame = requestAnimationFrame(step);
  };
  if (api.reducedMotion.matches) step(last);
  else frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Shows `text` in the status line under the board (and with the tool bar when there is text). */
export function status(text) {
  $('extras-status').textContent = text;
  $('tool-bar').hidden = text === '' && $('search-legend').hidden;
}

export function init(api) {
  const board = $('board');
  let run = null;
  let largestFrame = 0;
  let lastWalls = null;

  function drawCarve() {
    drawAll(api.ctx, api.view(), api.colors(), { ...api.scene(), walls: run.game.walls_after(run.done), links: null });
  }

  function end(message) {
    lastWalls = run.game.walls_after(run.done);
    run = null;
    api.owner.tool = null;
    $('carve-skip').hidden = true;
    board.dataset.carve = 'done';
    status(message);
    api.announce(message);
  }

  function skip(message = null) {
    if (!run) return;
    run.stopAnimation();
    run.done = run.total;
    drawCarve();
    end(message ?? phrase('carve-skipped', [run.total], ''));
  }

  function watch() {
    const game = api.game();
    if (!game || api.loading()) return;
    api.closeMenu();
    // A fresh start (no footprints, the clock at zero): play begins when the carving ends.
    api.restart();
    const total = game.removed_len();
    // Taking the canvas stops whatever had it (an earlier replay too) before this run starts.
    api.owner.take({
      stop: () => {
        run?.stopAnimation();
        run = null;
        $('carve-skip').hidden = true;
        if (board.dataset.carve === 'running') board.dataset.carve = 'stopped';
      },
      redraw: () => {
        if (run) drawCarve();
        return run !== null;
      },
      allowMove: () => run === null,
    });
    run = { game, total, done: 0, stopAnimation: () => {} };
    largestFrame = 0;
    board.dataset.carve = 'running';
    drawCarve();
    $('carve-skip').hidden = false;
    status(phrase('carving', [0, total], ''));
    api.announce(phrase('carve-watch', [], game.algorithm));
    const cap = () => (api.view().camera ? MAX_PER_FRAME_CAMERA : MAX_PER_FRAME);
    const reduced = phrase('carve-reduced', [], '');
    const stop = animate(api, total, cap, paint, () =>
      end(api.reducedMotion.matches ? reduced : phrase('carved', [total], '')),
    );
    if (run) run.stopAnimation = stop;
  }

  function paint(from, to) {
    if (!run || api.game() !== run.game || api.loading()) return api.owner.stop();
    largestFrame = Math.max(largestFrame, to - from);
    const view = api.view();
    const { x0, x1, y0, y1 } = visibleCells(view);
    const segments = run.game.segments(from, to);
    const ctx = api.ctx;
    ctx.fillStyle = api.colors().floor;
    ctx.beginPath();
    for (let i = 0; i < segments.length; i += 4) {
      const [ax, ay, bx, by] = segments.subarray(i, i + 4);
      if (bx >= x0 && ax <= x1 + 1 && by >= y0 && ay <= y1 + 1) eraseSegment(ctx, view, ax, ay, bx, by);
    }
    ctx.fill();
    run.done = to;
    if (to < run.total) status(phrase('carving', [to, run.total], ''));
  }

  const speed = $('anim-speed');
  const showSpeed = () => {
    $('anim-speed-out').textContent = speed_text(Number(speed.value));
  };
  showSpeed();
  speed.addEventListener('input', showSpeed);
  $('carve-watch').addEventListener('click', watch);
  $('carve-skip').addEventListener('click', () => skip());

  Object.defineProperty(window, 'seedmazeCarve', {
    value: Object.freeze({
      /** The carve replay's wall bytes: while it runs, or as it ended. */
      walls: () => Array.from(run ? run.game.walls_after(run.done) : (lastWalls ?? [])),
      /** Erasures done so far and in all (while carving). */
      progress: () => (run ? { done: run.done, total: run.total } : null),
      /** The most erasures one frame of the last replay painted, and the caps per frame. */
      frames: () => ({ largest: largestFrame, cap: MAX_PER_FRAME, capCamera: MAX_PER_FRAME_CAMERA }),
    }),
  });
  return {
    levelStarted() {
      if (!run) status('');
    },
  };
}

// The page's start in short steps: on a slow phone no task of the page's own runs long (docs/size.md#start-up-on-a-phone),
// because each step of the first paint and of the game's start runs in a task of its own. Timing is the start-up
// benchmark's (benches/start-up.mjs); this test holds the cause, the same on any machine: the steps' marks in a
// Chromium trace fall in different tasks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready } from './harness.mjs';
import { markTasks } from '../../benches/trace-tasks.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env.close();
});

// In order: the first paint made the level, painted it, let it be walked; the game made its level, then drew it.
const STEPS = [
  'seedmaze:first-level',
  'seedmaze:first-paint',
  'seedmaze:playable',
  'seedmaze:level-made',
  'seedmaze:first-maze',
];

test('the first paint and the game start level 1 in steps, each in a task of its own', async () => {
  const context = await env.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await env.browser.startTracing(page, {
    categories: [
      'toplevel',
      'blink.user_timing',
      'loading',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
    ],
  });
  await page.goto(`${env.base}?seed=start-steps&level=1`);
  await ready(page);
  const { traceEvents } = JSON.parse((await env.browser.stopTracing()).toString());
  const marked = await page.evaluate((names) => names.map((n) => performance.getEntriesByName(n).length), STEPS);
  assert.deepEqual(marked, [1, 1, 1, 1, 1], 'each step was marked once');
  const tasks = markTasks(traceEvents, env.base, STEPS);
  for (const [i, task] of tasks.entries()) assert.notEqual(task, null, `${STEPS[i]} is in a task of the trace`);
  for (let i = 1; i < STEPS.length; i++)
    assert.notEqual(tasks[i], tasks[i - 1], `${STEPS[i - 1]} and ${STEPS[i]} ran in different tasks`);
  await context.close();
});

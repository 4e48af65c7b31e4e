// The measured difficulty on the page: the statistics panel shows the CLI's grade, and the win says it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openTools, cli, walk } from './harness.mjs';

const env = useSite();

test("the statistics panel shows the CLI's difficulty grade, and the win says it", async () => {
  const json = await cli(['--seed', 'graded', '--level', '4']);
  assert.ok(json.difficulty.grade >= 1 && json.difficulty.grade <= 10, JSON.stringify(json.difficulty));
  const { page, context, problems } = await openGame(env, '?seed=graded&level=4');
  await openTools(page);
  await page.click('#stats-panel summary');
  await page.waitForFunction(() => document.getElementById('stats-panel').dataset.ready === 'true', null, {
    timeout: 30000,
  });
  const shown = await page.evaluate(() => document.getElementById('stat-difficulty').dataset.value);
  assert.equal(Number(shown), json.difficulty.grade, "the panel's grade");
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('menu').open);
  await walk(page, json.solution, json.width);
  await page.waitForFunction(() => !document.getElementById('win').hidden);
  const said = await page.textContent('#win-text');
  assert.ok(said.includes(`Difficulty grade ${json.difficulty.grade} of 10.`), said);
  assert.deepEqual(problems, []);
  await context.close();
});

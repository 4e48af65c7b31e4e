// Keys and doors on the page, as far as it goes: the page does not play them yet, so a `doors=` link is
// played without them by the full game, keeps `doors=` in its link, says so in a notice, and is won by the CLI's way
// of the same maze without doors, whose walls the doors do not change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, cli, state } from './harness.mjs';

const env = useSite();

test('a doors= link plays the same walls without the doors, keeps the link and says why', async () => {
  const withDoors = await cli(['--seed', 'page-doors', '--level', '3', '--doors', '2']);
  const plain = await cli(['--seed', 'page-doors', '--level', '3']);
  assert.deepEqual(withDoors.removed, plain.removed, 'the doors change no wall');
  const { page, context, problems } = await openGame(env, '?seed=page-doors&level=3&doors=2');
  const s = await state(page);
  assert.deepEqual(s.notices, ['doors "2": this page does not play keys and doors yet; used no doors instead']);
  assert.match(s.query, /doors=2/);
  assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), plain.removed);
  for (const key of plain.keys) await page.keyboard.press(key);
  await page.waitForFunction(() => !document.getElementById('win').hidden);
  assert.deepEqual(problems, []);
  await context.close();
});

// The measured difficulty and the dial on the page: a `difficulty=` link is the CLI's `--difficulty` maze, a bad
// value falls back with a notice, the menu's Difficulty picker makes the link, the statistics panel shows the CLI's
// grade, and the win says it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, openTools, cli, state, walk } from './harness.mjs';

const env = useSite();

test("a difficulty= link is the CLI's maze for it, and the win and the statistics panel give its grade", async () => {
  for (const dial of ['easy', 'hard']) {
    const json = await cli(['--seed', 'dial-page', '--level', '4', '--difficulty', dial]);
    const { page, context, problems } = await openGame(env, `?seed=dial-page&level=4&difficulty=${dial}`);
    assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), json.removed, `${dial}: the CLI's maze`);
    const s = await state(page);
    assert.deepEqual(s.notices, []);
    assert.match(s.query, new RegExp(`difficulty=${dial}`));
    // The statistics panel: the CLI's grade.
    await openTools(page);
    await page.click('#stats-panel summary');
    await page.waitForFunction(() => document.getElementById('stats-panel').dataset.ready === 'true', null, {
      timeout: 30000,
    });
    const shown = await page.evaluate(() => document.getElementById('stat-difficulty').dataset.value);
    assert.equal(Number(shown), json.difficulty.grade, `${dial}: the panel's grade`);
    await page.keyboard.press('Escape');
    await walk(page, json.solution, json.width);
    await page.waitForFunction(() => !document.getElementById('win').hidden);
    const said = await page.textContent('#win-text');
    // The grade says what it is compared with: the mazes of its kind at this level.
    const grade = json.difficulty.grade;
    const compared = grade === 1 ? 'among the easiest 1' : `harder than ${grade - 1}`;
    const sentence = `Difficulty grade ${grade} of 10: ${compared} in 10 mazes of its kind at this level.`;
    assert.ok(said.includes(sentence), said);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("a bad difficulty falls back to the seed's own maze with a notice; the menu's picker makes the link", async () => {
  const plain = await cli(['--seed', 'dial-page', '--level', '4']);
  const { page, context, problems } = await openGame(env, '?seed=dial-page&level=4&difficulty=brutal');
  const s = await state(page);
  assert.deepEqual(s.notices, [
    'difficulty "brutal" is not a known difficulty (normal, easy, hard); used the seed\'s own maze instead',
  ]);
  assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), plain.removed);
  const hard = await cli(['--seed', 'dial-page', '--level', '4', '--difficulty', 'hard']);
  await openMenu(page);
  await page.selectOption('#difficulty-select', 'hard');
  await page.waitForFunction(() => window.seedmaze.state().query.includes('difficulty=hard'));
  await page.waitForFunction(() => document.getElementById('board').dataset.loading === 'false');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), hard.removed);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the first paint leaves a difficulty= link to the game: keys pressed from the first frame walk the dialled maze', async () => {
  const hard = await cli(['--seed', 'dial-early', '--level', '1', '--difficulty', 'hard']);
  const plain = await cli(['--seed', 'dial-early', '--level', '1']);
  assert.notDeepEqual(hard.removed, plain.removed, "the dial picks another maze than the seed's own");
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${env.base}?seed=dial-early&level=1&difficulty=hard`, { waitUntil: 'commit' });
  // The first frame is the maze's frame alone (the first paint does not know the dial), and the keys come from then
  // on: boot.js keeps them until the game, which knows it, plays.
  await page.waitForFunction(() => document.getElementById('board')?.dataset.first, null, { polling: 10 });
  assert.equal(await page.evaluate(() => document.getElementById('board').dataset.first), 'none');
  for (const key of hard.keys) await page.keyboard.press(key);
  await page.waitForFunction(() => document.getElementById('win')?.hidden === false, null, { timeout: 30_000 });
  const s = await state(page);
  assert.equal(s.moves, hard.keys.length, 'each key one move on the dialled maze');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), hard.removed);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the menu's pictures: one per choice and one of the generator, each the game's drawing of what it makes", async () => {
  const { page, context, problems } = await openGame(env, '?seed=pictures&level=3&shape=hex');
  await openMenu(page);
  await page.waitForFunction(() => document.querySelectorAll('.picks canvas').length === 8, null, { timeout: 30_000 });
  // Each canvas painted (some pixel differs from its first one), and no two alike.
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('.picks canvas')].map((c) => {
      const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const varied = data.some((v, i) => v !== data[i % 4]);
      return { choice: c.nextElementSibling?.getAttribute('for') ?? 'check', varied, url: c.toDataURL() };
    }),
  );
  for (const d of drawn) assert.ok(d.varied, `${d.choice}: a picture`);
  assert.equal(new Set(drawn.map((d) => d.url)).size, drawn.length, 'eight different pictures');
  // The shape's picture is this level's shape: hex differs from square's.
  const hex = drawn[1].url;
  await page.selectOption('#shape-select', 'square');
  await page.waitForFunction(() => window.seedmaze.state().shape === 'square', null, { timeout: 30_000 });
  await openMenu(page);
  await page.waitForFunction((before) => document.querySelectorAll('.picks canvas')[1].toDataURL() !== before, hex, {
    timeout: 30_000,
  });
  // The generator's picture is the level's generator's: another one, another picture.
  const generator = await page.evaluate(() => document.querySelectorAll('.picks canvas')[7].toDataURL());
  await page.selectOption('#algo-select', 'sidewinder');
  await page.waitForFunction(() => window.seedmaze.state().query.includes('algo=sidewinder'), null, {
    timeout: 30_000,
  });
  await openMenu(page);
  await page.waitForFunction(
    (before) => document.querySelectorAll('.picks canvas')[7].toDataURL() !== before,
    generator,
    {
      timeout: 30_000,
    },
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test("a big dialled level is weighed by two workers, half the candidates each: the CLI's maze whichever half holds it", async () => {
  // At level 50 a dial weighs 8 candidates: split0's hardest is the fifth (the helper's half), split3's the first.
  for (const seed of ['split0', 'split3']) {
    const json = await cli(['--seed', seed, '--level', '50', '--difficulty', 'hard']);
    const { page, context, problems } = await openGame(env, `?seed=${seed}&level=50&difficulty=hard`);
    const made = await page.evaluate(() => window.seedmaze.made());
    assert.equal(made.where, 'worker');
    assert.ok(made.times.worker.helper > made.times.worker.start, 'the helper weighed its half');
    await page.waitForFunction(() => window.seedmaze.solution().length > 0, null, { timeout: 30_000 });
    assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution, seed);
    assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), json.removed, seed);
    await page.keyboard.press(json.keys[0]);
    await page.waitForFunction((cell) => window.seedmaze.state().player === cell, json.solution[1]);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

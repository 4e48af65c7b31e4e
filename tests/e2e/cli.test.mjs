// The page and the command-line tool show the same maze for the same link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, walls, solution, cli } from './harness.mjs';

const env = useSite();

const CASES = [
  ['seed=cli-check&level=1', ['--seed', 'cli-check', '--level', '1']],
  ['seed=cli-check&level=5', ['--seed', 'cli-check', '--level', '5']],
  ['seed=Zz_9-x&level=12', ['--seed', 'Zz_9-x', '--level', '12']],
  ['seed=abc&level=2&size=30&algo=perfect', ['--seed', 'abc', '--level', '2', '--size', '30', '--algo', 'perfect']],
];

for (const [query, args] of CASES) {
  test(`?${query} shows the maze of seedmaze ${args.join(' ')}`, async () => {
    const expected = await cli(args);
    const { page, context, problems } = await openGame(env, `?${query}`);
    const s = await state(page);
    assert.equal(s.query, query);
    assert.equal(s.seed, expected.seed);
    assert.equal(s.level, expected.level);
    assert.equal(s.width, expected.width);
    assert.equal(s.height, expected.height);
    const bytes = await walls(page);
    assert.equal(bytes.length, expected.walls.length);
    assert.deepEqual(bytes, expected.walls);
    assert.deepEqual(await solution(page), expected.solution);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

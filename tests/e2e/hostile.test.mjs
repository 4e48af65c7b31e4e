// Hostile links: markup, quotes and script URLs in every parameter, absurd numbers, tricky
// unicode, repeated and unknown parameters, a 10 KB query. For every one: no script ran (a
// global trap and a dialog listener), no console error, no CSP violation, a visible notice that
// names each bad parameter as text, and a playable maze (real key presses checked against the
// wall bytes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  ready,
  state,
  walls,
  openNeighbor,
  watchSecurity,
  cspViolations,
  OUT,
  tap,
} from './harness.mjs';

const env = useSite();

const PARAMS = ['seed', 'level', 'size', 'algo'];
// Every payload, if it ever ran, would set window.__pwned or open a dialog.
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '"><script>window.__pwned=2</script>',
  "'><img src=x onerror=window.__pwned=3>",
  '<svg/onload=window.__pwned=4>',
  'javascript:window.__pwned=5',
  'JaVaScRiPt:alert(6)',
  ' javascript:alert(7)//',
  'data:text/html,<script>alert(8)</script>',
  '</li></ul><iframe src="javascript:alert(9)"></iframe>',
  '<img src=x onerror=alert`10`>',
  '{{constructor.constructor("alert(11)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, literally.
  '${alert(12)}',
  '`;alert(13);`',
  '\\"};alert(14);//',
  '%3Cscript%3Ealert(15)%3C%2Fscript%3E',
  '<a href="javascript:alert(16)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(17)>',
];
const NUMBERS = [
  '-1',
  '0',
  '-0',
  '99999999999999999999999',
  '4294967296',
  '4294967297',
  '-4294967296',
  '1e999',
  '1e3',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1.5',
  '1,5',
  ' 3',
  '%2B5',
  '%EF%BC%93',
  '2147483648',
  '18446744073709551616',
  '9'.repeat(400),
];
const UNICODE = [
  '%E2%80%AEevil',
  'a%E2%80%8Fb',
  '%F0%9F%99%82',
  'zero%E2%80%8Bwidth',
  '%EF%BB%BFbom',
  '%ED%A0%80',
  'x%ED%B0%80y',
  '%C0%AF',
  '%FF%FE',
  'nul%00byte',
  'line%0Abreak%0D',
  'e%CC%81',
  '%D8%B9%D8%B1%D8%A8%D9%8A',
  '%F4%8F%BF%BF',
  '%E2%80%A8',
  '%',
  '%2',
  '%zz',
  '%%%',
];

/** Every hostile query, with the known parameters it makes bad (each must get a notice line). */
function hostileQueries() {
  const list = [];
  const enc = encodeURIComponent;
  for (const [i, p] of PAYLOADS.entries()) {
    // In every parameter at once, encoded and raw, and alone in one parameter, each parameter in
    // turn (a parameter is parsed on its own, so every payload alone in every parameter, 68 page
    // loads, repeated the all-at-once links).
    list.push({ query: PARAMS.map((name) => `${name}=${enc(p)}`).join('&'), bad: PARAMS });
    list.push({ query: PARAMS.map((name) => `${name}=${p.replace(/[&#%]/g, enc)}`).join('&'), bad: PARAMS, raw: true });
    const alone = PARAMS[i % PARAMS.length];
    list.push({ query: `${alone}=${enc(p)}`, bad: [alone] });
    // In the keys, and in the fragment.
    list.push({ query: `${enc(p)}=${enc(p)}&level=${enc(p)}#${enc(p)}`, bad: ['level'] });
  }
  for (const n of NUMBERS) {
    list.push({ query: `seed=numbers&level=${n}`, bad: ['level'] });
    list.push({ query: `seed=numbers&size=${n}`, bad: ['size'] });
  }
  list.push({ query: `seed=numbers&level=${NUMBERS.join('&level=')}`, bad: ['level'] });
  for (const u of UNICODE) {
    list.push({ query: `seed=${u}&algo=${u}`, bad: ['seed', 'algo'] });
    list.push({ query: `level=${u}&size=${u}`, bad: ['level', 'size'] });
  }
  // Repeated parameters: the first counts, the rest are named in the notice.
  list.push({ query: 'seed=first&seed=second&seed=%3Cscript%3Ealert(1)%3C/script%3E', bad: ['seed'] });
  list.push({ query: `seed=rep&${'level=2&'.repeat(300)}level=3`, bad: ['level'] });
  list.push({ query: 'algo=perfect&algo=%3Csvg%20onload%3Dalert(1)%3E&size=10&size=-5', bad: ['algo', 'size'] });
  // Unknown parameters next to a bad known one (unknown ones alone are ignored: see below).
  list.push({
    query:
      'onload=alert(1)&__proto__=x&constructor=y&toString=z&level=%3Cb%3E&innerHTML=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    bad: ['level'],
  });
  list.push({ query: '__proto__[polluted]=1&seed[]=x&seed=%22&hasOwnProperty=1', bad: ['seed'] });
  // Malformed queries.
  list.push({ query: '&&&=&==&seed&level', bad: ['seed', 'level'] });
  list.push({ query: 'seed=a=b=c&level=1=1', bad: ['seed', 'level'] });
  list.push({ query: 'SEED=abc&Level=2&seed=%20abc%20', bad: ['seed'] });
  // 10 KB queries (a little over 10,240 characters each): one long value, many repeats, a long
  // unknown key next to a long unicode value, a long script payload. (Node's server, like most,
  // refuses a request line over 16 KiB before the page is involved.)
  const fill = (unit, chars) => unit.repeat(Math.ceil(chars / unit.length));
  const kb10 = 10 * 1024;
  const long = [
    { query: `seed=${fill('A', kb10)}`, bad: ['seed'] },
    { query: `level=${fill('9', kb10 / 2)}&size=${fill('-', kb10 / 2)}`, bad: ['level', 'size'] },
    { query: `${fill('x', kb10 / 2)}=1&algo=${fill('%F0%9F%92%A3', kb10 / 2)}`, bad: ['algo'] },
    { query: `seed=ok&${fill('algo=x&', kb10)}`, bad: ['algo'] },
    { query: `seed=${fill(encodeURIComponent('<script>window.__pwned=99</script>'), kb10)}`, bad: ['seed'] },
  ];
  for (const item of long)
    assert.ok(item.query.length >= kb10 && item.query.length < kb10 + 200, `${item.query.length}`);
  list.push(...long);
  return list;
}

/** Opens `query` in `page` and checks the page survived it; returns the notice lines. */
async function check(page, problems, dialogs, { query, bad }, clean) {
  const label = query.length > 120 ? `${query.slice(0, 120)}… (${query.length} chars)` : query;
  problems.length = 0;
  await page.goto(`${env.base}?${query}`);
  try {
    await ready(page);
  } catch (error) {
    const status = await page
      .locator('#status')
      .textContent()
      .catch(() => '?');
    throw new Error(`${label}: the game did not start (${status}; ${problems.join('; ')}): ${error.message}`);
  }
  // What the page shows, read in one round trip (each link costs a page load; the reads add up).
  const seen = await page.evaluate(() => {
    const notice = document.getElementById('notice');
    const box = notice.getBoundingClientRect();
    return {
      pwned: window.__pwned,
      csp: window.__csp,
      title: document.title,
      elements: document.getElementsByTagName('*').length - document.querySelectorAll('#notice-list li').length,
      inLines: document.querySelectorAll('#notice-list li *').length,
      active: [
        ...document.querySelectorAll(
          'script, iframe, img, svg, object, embed, style, a, form, base, meta[http-equiv="refresh"]',
        ),
      ].map((e) => e.tagName),
      noticeShown: box.width > 0 && box.height > 0 && getComputedStyle(notice).visibility !== 'hidden',
      lines: [...document.querySelectorAll('#notice-list li')].map((li) => li.textContent),
      state: window.seedmaze.state(),
      hudSeed: document.getElementById('hud-seed').textContent,
      memory: window.seedmaze.memory(),
      walls: window.seedmaze.walls(),
    };
  });
  // No script ran.
  assert.equal(seen.pwned, undefined, `${label}: a payload ran`);
  assert.deepEqual(dialogs, [], `${label}: a dialog opened`);
  assert.deepEqual(seen.csp, [], `${label}: CSP violation`);
  // The page's markup is exactly what it was on a clean URL: nothing parsed from the link.
  assert.equal(seen.title, 'seedmaze', label);
  assert.equal(seen.elements, clean.elements, `${label}: elements were added`);
  assert.equal(seen.inLines, 0, `${label}: markup inside a notice line`);
  assert.deepEqual(seen.active, clean.active, label);
  // A visible notice that names every bad parameter.
  assert.equal(seen.noticeShown, true, `${label}: no notice`);
  const lines = seen.lines;
  for (const name of bad) {
    assert.ok(
      lines.some((t) => t.startsWith(`${name} `)),
      `${label}: no notice for ${name}: ${lines.join(' | ')}`,
    );
  }
  // A valid level, and the URL now holds it.
  const s = seen.state;
  assert.match(s.seed, /^[A-Za-z0-9_-]{1,32}$/, label);
  assert.ok(s.width >= 2 && s.width <= 2000 && s.height === s.width, `${label}: ${s.width}×${s.height}`);
  assert.equal(seen.hudSeed, s.seed);
  assert.equal(new URL(page.url()).search, `?${s.query}`, label);
  // Nothing huge was allocated for it.
  const memory = seen.memory;
  assert.ok(memory <= clean.memory + (1 << 20), `${label}: wasm memory ${memory} (clean page: ${clean.memory})`);
  // Playable: West from the start is the border; then East and South, as the wall bytes say.
  const bytes = seen.walls;
  let cell = 0;
  let moves = 0;
  for (const [key, dir] of [
    ['ArrowLeft', 3],
    ['ArrowRight', 1],
    ['ArrowDown', 2],
  ]) {
    const next = openNeighbor(bytes, s.width, s.height, cell, dir);
    await tap(page, key);
    if (next !== null) {
      cell = next;
      moves += 1;
    }
    const now = await state(page);
    assert.equal(now.player, cell, `${label}: ${key} went to ${now.player}, expected ${cell}`);
    assert.equal(now.moves, moves, `${label}: move counter after ${key}`);
  }
  assert.ok(moves >= 1, `${label}: no move possible from the start`);
  assert.deepEqual(problems, [], label);
  return lines;
}

/** Opens a clean page, then checks each of `items` in it; returns what it tried and saw. */
async function sweep(items, screenshot) {
  let dialogs;
  const { page, context, problems } = await openGame(env, '?seed=clean&level=1', {}, async (p) => {
    dialogs = await watchSecurity(p);
  });
  const clean = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    active: [
      ...document.querySelectorAll(
        'script, iframe, img, svg, object, embed, style, a, form, base, meta[http-equiv="refresh"]',
      ),
    ].map((e) => e.tagName),
    memory: window.seedmaze.memory(),
  }));
  assert.equal(await page.locator('#notice').isVisible(), false, 'a clean URL has no notice');
  const seen = { tried: 0, lines: 0, longest: 0 };
  for (const item of items) {
    const shown = await check(page, problems, dialogs, item, clean);
    seen.tried += 1;
    seen.lines += shown.length;
    seen.longest = Math.max(seen.longest, item.query.length);
    if (seen.tried === 1 && screenshot) await page.screenshot({ path: `${OUT}hostile-notice.png` });
  }
  await context.close();
  return seen;
}

test('hostile URLs never run script, always show a notice and leave a playable maze', async () => {
  const queries = hostileQueries();
  // Two pages, each with half of the links, share the machine's two cores.
  const half = Math.ceil(queries.length / 2);
  const shards = await Promise.all([sweep(queries.slice(0, half), true), sweep(queries.slice(half), false)]);
  const tried = shards.reduce((sum, seen) => sum + seen.tried, 0);
  const lines = shards.reduce((sum, seen) => sum + seen.lines, 0);
  const longest = Math.max(...shards.map((seen) => seen.longest));
  // The notice of the 300 repeats still leaves the maze on screen: the list scrolls.
  const { page, context } = await openGame(env, `?seed=rep&${'level=2&'.repeat(300)}level=3`);
  const box = await page.locator('#maze').boundingBox();
  assert.ok(box && box.height >= 200, `maze squeezed to ${JSON.stringify(box)}`);
  await page.screenshot({ path: `${OUT}hostile-many-notices.png` });
  console.log(
    `hostile URLs tried: ${tried} (longest query ${longest} chars; ${lines} notice lines shown); scripts run: 0, console errors: 0, CSP violations: 0`,
  );
  assert.equal(tried, queries.length);
  assert.ok(tried >= 100, `${tried} URLs`);
  await context.close();
});

test("a drawing's title shows every payload as text, or is left out with a notice; none runs", async () => {
  const drawn = 'seed=titled&level=1&draw=1FCiMxFkKYhiGIYpHEMy';
  let dialogs;
  const { page, context, problems } = await openGame(env, `?${drawn}`, {}, async (p) => {
    dialogs = await watchSecurity(p);
  });
  const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
  const clean = await elements();
  let shown = 0;
  for (const payload of PAYLOADS) {
    await page.goto(`${env.base}?${drawn}&title=${encodeURIComponent(payload)}`);
    await ready(page);
    const seen = await page.evaluate(() => ({
      pwned: window.__pwned,
      mode: document.getElementById('hud-mode').textContent,
      notices: window.seedmaze.state().notices,
      lines: document.querySelectorAll('#notice-list li').length,
    }));
    assert.equal(seen.pwned, undefined, payload);
    assert.equal((await elements()) - seen.lines, clean, `${payload}: elements were added`);
    // Up to 24 characters, the title is shown as it was given; longer, a notice says so.
    if ([...payload.trim()].length <= 24) {
      assert.equal(seen.mode, `“${payload.trim()}”`, payload);
      assert.deepEqual(seen.notices, [], payload);
      shown += 1;
    } else {
      assert.equal(seen.mode, '', payload);
      assert.match(seen.notices.join(' | '), /^title ".*"…? has \d+ characters, more than the 24 allowed/, payload);
    }
  }
  assert.ok(shown >= 5 && shown < PAYLOADS.length, `${shown} titles shown`);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('unknown parameters alone are ignored quietly; payloads in them never run', async () => {
  const query = '?onload=alert(1)&%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E=1&__proto__=x&javascript:alert(1)';
  let dialogs;
  const { page, context, problems } = await openGame(env, query, {}, async (p) => {
    dialogs = await watchSecurity(p);
  });
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('#notice').isVisible(), false);
  const s = await state(page);
  assert.equal(s.level, 1);
  assert.equal(new URL(page.url()).search, `?${s.query}`);
  const bytes = await walls(page);
  const east = openNeighbor(bytes, s.width, s.height, 0, 1);
  await tap(page, east !== null ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await state(page)).moves, 1);
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(problems, []);
  await context.close();
});

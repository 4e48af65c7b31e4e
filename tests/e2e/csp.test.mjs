// The strict page: one Content-Security-Policy, sent as a header by tools/serve.mjs and written
// as a <meta> in the pages (for static hosts without headers). The game, its worker and the
// benchmark page run under it without a single violation, and the policy really blocks inline
// script and eval.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, openGame, state, walls, openNeighbor, watchSecurity, cspViolations, ROOT, tap } from './harness.mjs';
import { CSP } from '../../tools/serve.mjs';

/** The content of a page's CSP <meta>, read from the file. */
async function metaPolicy(file) {
  const html = await readFile(`${ROOT}${file}`, 'utf8');
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
  assert.equal(metas.length, 1, `${file}: one CSP meta`);
  assert.ok(html.indexOf(metas[0][0]) < html.indexOf('<link'), `${file}: the CSP meta comes before any resource`);
  return metas[0][1];
}

test("the header and the pages' <meta> carry the same strict policy", async () => {
  for (const file of ['www/index.html', 'www/bench/index.html']) {
    assert.equal(await metaPolicy(file), CSP, file);
  }
  const directives = Object.fromEntries(CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['style-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.ok(!CSP.includes('unsafe-inline') && !CSP.includes("'unsafe-eval'"), CSP);
  const env = await start();
  try {
    for (const path of ['', 'main.js', 'worker.js', 'pkg/seedmaze_bg.wasm', 'bench/', 'no-such-file']) {
      const response = await fetch(env.base + path);
      assert.equal(response.headers.get('content-security-policy'), CSP, `header on /${path}`);
    }
  } finally {
    await env.close();
  }
});

for (const [name, options] of [
  ['header and <meta>', {}],
  ['<meta> only (a plain static host)', { csp: false }],
]) {
  test(`under the policy (${name}) the game, its worker and the benchmark page run with no violation`, async () => {
    const env = await start('www', options);
    try {
      const security = (page) =>
        watchSecurity(page).then((d) => {
          security.dialogs = d;
        });
      // A small level on the main thread, then a big one made in the module worker.
      for (const query of ['?seed=csp-small&level=2', '?seed=csp-big&size=300']) {
        const { page, context, problems } = await openGame(env, query, {}, security);
        const s = await state(page);
        const bytes = await walls(page);
        const east = openNeighbor(bytes, s.width, s.height, 0, 1);
        await tap(page, east !== null ? 'ArrowRight' : 'ArrowDown');
        assert.equal((await state(page)).moves, 1, query);
        await page.keyboard.press(' ');
        assert.equal((await state(page)).solutionShown, true);
        if (query.includes('big')) assert.equal(await page.evaluate(() => window.seedmaze.made().where), 'worker');
        // The header is the only thing the meta cannot stand in for; check which one is active.
        const header = await page.evaluate(async () =>
          (await fetch(location.href)).headers.get('content-security-policy'),
        );
        assert.equal(
          header,
          options.csp === false ? null : await page.evaluate(() => document.querySelector('meta[http-equiv]').content),
        );
        assert.deepEqual(await cspViolations(page), [], query);
        assert.deepEqual(problems, [], query);
        assert.deepEqual(security.dialogs, []);
        // The policy is enforced: inline script and eval are refused, and say so.
        const blocked = await page.evaluate(async () => {
          window.__inline = false;
          const script = document.createElement('script');
          script.textContent = 'window.__inline = true';
          document.body.append(script);
          const external = document.createElement('script');
          external.src = 'data:text/javascript,window.__inline=true';
          document.body.append(external);
          let blobWorker = false;
          try {
            const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' })));
            worker.onmessage = () => {
              blobWorker = true;
            };
          } catch {
            /* refused at once: fine too */
          }
          // eval: code run through the DevTools protocol may eval, so the probe is a string
          // timer, which the page's own event loop compiles.
          window.__timer = false;
          setTimeout('window.__timer = true', 0);
          // Controls the policy allows: a function timer set after the string one fires after
          // it would have, and a second broken image's error event (a listener, not inline)
          // comes when the first one's inline handler would have run.
          const timerControl = new Promise((r) => setTimeout(r, 0));
          const img = document.createElement('img');
          img.setAttribute('onerror', 'window.__inline = true');
          img.src = 'data:,x';
          const control = document.createElement('img');
          const imageControl = new Promise((r) => control.addEventListener('error', r, { once: true }));
          control.src = 'data:,x';
          document.body.append(img, control);
          await Promise.all([timerControl, imageControl]);
          await new Promise((r) => setTimeout(r, 0));
          control.remove();
          script.remove();
          img.remove();
          return {
            inline: window.__inline,
            blobWorker,
            timer: window.__timer,
            violations: window.__csp.map((v) => v.split(' ')[0]),
          };
        });
        assert.equal(blocked.inline, false, 'inline script ran');
        assert.equal(blocked.blobWorker, false, 'a blob: worker ran');
        assert.equal(blocked.timer, false, 'a string timer ran');
        assert.ok(blocked.violations.includes('script-src-elem'), blocked.violations.join(', '));
        for (const directive of ['script-src', 'worker-src']) {
          assert.ok(blocked.violations.includes(directive), `${directive}: ${blocked.violations.join(', ')}`);
        }
        await context.close();
      }
      // The benchmark page: its module and the wasm load under the same policy.
      const context = await env.browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await watchSecurity(page);
      await page.goto(`${env.base}bench/`);
      const width = await page.evaluate(async () => {
        const { default: init, generate_maze } = await import('../pkg/tools.js');
        await init();
        return generate_maze(30, 20, 'csp', 'union-find').width;
      });
      assert.equal(width, 30);
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await env.close();
    }
  });
}

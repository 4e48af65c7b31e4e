// tools/serve.mjs compresses like a static host: brotli (preferred) or gzip for text and wasm, as
// the request's Accept-Encoding allows, with Content-Encoding and Vary; the bodies decompress to
// the files' exact bytes; the CSP header stays; missing files and paths outside the root are 404.
// No browser: requests go through node:http, because fetch() sends its own Accept-Encoding and
// decodes the body, and what is checked here is the raw bytes on the wire.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CSP, chooseEncoding, serve } from '../../tools/serve.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = path.join(ROOT, 'www');
const CHROMIUM_ACCEPT = 'gzip, deflate, br, zstd';

/** A GET (or `method`) of the raw `target` with exactly the given headers; the body undecoded. */
function request(port, target, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
const portOf = (server) => server.address().port;
const close = (server) => new Promise((resolve) => server.close(resolve));

let server;
let port;

before(async () => {
  for (const file of ['pkg/seedmaze_bg.wasm', 'pkg/seedmaze.js', 'pkg/first_bg.wasm', 'pkg/first.js']) {
    assert.ok(
      existsSync(path.join(WWW, file)),
      `www/${file} is missing: build the wasm package first (./dev.sh serve, or ./dev.sh test, which builds it before the e2e tests)`,
    );
  }
  server = await serve(WWW, 0);
  port = portOf(server);
});

after(() => close(server));

const FILES = [
  { url: '/', file: 'index.html', type: 'text/html; charset=utf-8' },
  { url: '/index.html', file: 'index.html', type: 'text/html; charset=utf-8' },
  { url: '/main.js', file: 'main.js', type: 'text/javascript; charset=utf-8' },
  { url: '/boot.js', file: 'boot.js', type: 'text/javascript; charset=utf-8' },
  { url: '/keys.js', file: 'keys.js', type: 'text/javascript; charset=utf-8' },
  { url: '/pkg/seedmaze_bg.wasm', file: 'pkg/seedmaze_bg.wasm', type: 'application/wasm' },
];

test('gzip and brotli bodies decompress to the exact file bytes, with the right headers', async () => {
  for (const { url, file, type } of FILES) {
    const bytes = await fs.readFile(path.join(WWW, file));
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      [CHROMIUM_ACCEPT, 'br'],
    ]) {
      const res = await request(port, url, { 'Accept-Encoding': accept });
      const what = `${url} with Accept-Encoding: ${accept}`;
      assert.equal(res.status, 200, what);
      assert.equal(res.headers['content-encoding'], encoding, what);
      assert.equal(res.headers.vary, 'Accept-Encoding', what);
      assert.equal(res.headers['content-type'], type, what);
      assert.equal(res.headers['content-security-policy'], CSP, what);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
      assert.equal(res.headers['cache-control'], 'no-cache', what);
      assert.equal(Number(res.headers['content-length']), res.body.length, what);
      assert.ok(
        res.body.length < bytes.length,
        `${what}: ${res.body.length} bytes is not smaller than ${bytes.length}`,
      );
      assert.ok(DECODE[encoding](res.body).equals(bytes), `${what}: the decoded body differs from www/${file}`);
    }
  }
});

test('an unchanged file is revalidated with its ETag: 304 and no body; a changed one comes again', async () => {
  for (const { url } of FILES) {
    const first = await request(port, url, { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag;
    assert.match(etag ?? '', /^"[0-9a-z]+-[0-9a-z]+-br"$/, url);
    assert.equal(first.headers.vary, 'Accept-Encoding', url);
    const again = await request(port, url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    assert.equal(again.status, 304, url);
    assert.equal(again.body.length, 0, url);
    assert.equal(again.headers.etag, etag, url);
    assert.equal(again.headers['cache-control'], 'no-cache', url);
    assert.equal(again.headers.vary, 'Accept-Encoding', url);
    // Another encoding is another body, with its own tag.
    const gzip = await request(port, url, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    assert.equal(gzip.status, 200, url);
    assert.notEqual(gzip.headers.etag, etag, url);
    const other = await request(port, url, { 'Accept-Encoding': 'br', 'If-None-Match': '"0-0"' });
    assert.equal(other.status, 200, url);
    assert.ok(other.body.length > 0, url);
  }
});

test('the file as it is when the client accepts neither brotli nor gzip', async () => {
  for (const { url, file, type } of FILES) {
    const bytes = await fs.readFile(path.join(WWW, file));
    for (const headers of [
      {},
      { 'Accept-Encoding': 'gzip;q=0, br;q=0' },
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate, zstd' },
      { 'Accept-Encoding': '*;q=0' },
      { 'Accept-Encoding': '' },
    ]) {
      const res = await request(port, url, headers);
      const what = `${url} with ${JSON.stringify(headers)}`;
      assert.equal(res.status, 200, what);
      assert.equal(res.headers['content-encoding'], undefined, what);
      assert.equal(res.headers.vary, 'Accept-Encoding', what);
      assert.equal(res.headers['content-type'], type, what);
      assert.equal(res.headers['content-security-policy'], CSP, what);
      assert.equal(Number(res.headers['content-length']), bytes.length, what);
      assert.ok(res.body.equals(bytes), `${what}: the body differs from www/${file}`);
    }
  }
});

test('Accept-Encoding q-values choose the encoding (brotli on a tie)', async () => {
  const cases = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    [CHROMIUM_ACCEPT, 'br'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['gzip ; q=0.8 , br ; q=0.9', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['gzip;q=0.000, br;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['br;q=junk, gzip;q=0.1', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ];
  for (const [header, expected] of cases) {
    assert.equal(chooseEncoding(header), expected, `Accept-Encoding: ${header}`);
  }
  // The same through the server, on a stylesheet and the manifest.
  for (const url of ['/style.css', '/manifest.webmanifest']) {
    for (const [header, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, *', 'br'],
    ]) {
      const res = await request(port, url, { 'Accept-Encoding': header });
      assert.equal(res.status, 200, url);
      assert.equal(res.headers['content-encoding'], expected, `${url} with Accept-Encoding: ${header}`);
    }
  }
});

test('images that are compressed already are sent as they are', async () => {
  const bytes = await fs.readFile(path.join(WWW, 'icon-192.png'));
  const res = await request(port, '/icon-192.png', { 'Accept-Encoding': CHROMIUM_ACCEPT });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['content-encoding'], undefined);
  assert.ok(res.body.equals(bytes));
  // The SVG icon is text: compressed.
  const svg = await request(port, '/icon.svg', { 'Accept-Encoding': 'gzip' });
  assert.equal(svg.headers['content-type'], 'image/svg+xml');
  assert.equal(svg.headers['content-encoding'], 'gzip');
  assert.ok(zlib.gunzipSync(svg.body).equals(await fs.readFile(path.join(WWW, 'icon.svg'))));
});

test('404 for a missing file and for every path that escapes the root', async () => {
  // A root with a sibling whose name starts with the root's name: a plain prefix check on the
  // resolved path would let /../site-private/ through.
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmaze-serve-'));
  await fs.mkdir(path.join(tmp, 'site'));
  await fs.mkdir(path.join(tmp, 'site-private'));
  await fs.writeFile(path.join(tmp, 'site', 'index.html'), '<p>public</p>');
  await fs.writeFile(path.join(tmp, 'site-private', 'secret.txt'), 'secret');
  await fs.writeFile(path.join(tmp, 'secret.txt'), 'secret');
  const site = await serve(path.join(tmp, 'site'), 0);
  try {
    const targets = [
      [port, '/no-such-file.js'],
      [port, '/pkg/no-such-file.wasm'],
      [port, '/index.html/'],
      [port, '/../Cargo.toml'],
      [port, '/%2e%2e/Cargo.toml'],
      [port, '/..%2fCargo.toml'],
      [port, '/pkg/..%2f..%2fCargo.toml'],
      [port, '/..%5cCargo.toml'],
      [port, '/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
      [port, '/%00'],
      [port, '/%E0%A4%A'],
      [portOf(site), '/..%2fsecret.txt'],
      [portOf(site), '/..%2fsite-private%2fsecret.txt'],
      [portOf(site), '/%2e%2e/site-private/secret.txt'],
    ];
    for (const [p, target] of targets) {
      for (const accept of [{}, { 'Accept-Encoding': CHROMIUM_ACCEPT }]) {
        const res = await request(p, target, accept);
        assert.equal(res.status, 404, `${target} ${JSON.stringify(accept)}: ${res.body.toString().slice(0, 80)}`);
        assert.equal(res.body.toString(), 'not found', target);
        assert.equal(res.headers['content-security-policy'], CSP, target);
        assert.equal(res.headers['content-encoding'], undefined, target);
      }
    }
    const ok = await request(portOf(site), '/', { 'Accept-Encoding': 'gzip' });
    assert.equal(ok.status, 200);
    assert.equal(zlib.gunzipSync(ok.body).toString(), '<p>public</p>');
  } finally {
    await close(site);
    await fs.rm(tmp, { recursive: true, force: true });
  }
});

test('each file content is compressed once; a changed file is compressed again', async () => {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmaze-serve-'));
  const file = path.join(tmp, 'a.js');
  await fs.writeFile(file, 'export const a = 1;\n'.repeat(200));
  const site = await serve(tmp, 0, { csp: false });
  const get = async (accept) => {
    const res = await request(portOf(site), '/a.js', { 'Accept-Encoding': accept });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-security-policy'], undefined, 'csp: false sends no CSP header');
    return DECODE[accept](res.body).toString();
  };
  try {
    assert.equal(site.compressions, 0);
    assert.equal(await get('gzip'), 'export const a = 1;\n'.repeat(200));
    await get('gzip');
    await get('gzip');
    assert.equal(site.compressions, 1, 'three gzip requests, one compression');
    await get('br');
    await get('br');
    assert.equal(site.compressions, 2, 'then two brotli requests, one more');
    // New content of another size.
    await fs.writeFile(file, 'export const b = 22;\n'.repeat(100));
    assert.equal(await get('gzip'), 'export const b = 22;\n'.repeat(100));
    assert.equal(site.compressions, 3);
    // New content of the same size: the mtime tells.
    await fs.writeFile(file, 'export const c = 33;\n'.repeat(100));
    const later = new Date(Date.now() + 5000);
    await fs.utimes(file, later, later);
    assert.equal(await get('br'), 'export const c = 33;\n'.repeat(100));
    assert.equal(await get('gzip'), 'export const c = 33;\n'.repeat(100));
    assert.equal(site.compressions, 5);
    // Concurrent first requests share one compression.
    await fs.writeFile(file, 'export const d = 4;\n'.repeat(300));
    const texts = await Promise.all([get('br'), get('br'), get('br'), get('br')]);
    assert.ok(texts.every((text) => text === 'export const d = 4;\n'.repeat(300)));
    assert.equal(site.compressions, 6);
  } finally {
    await close(site);
    await fs.rm(tmp, { recursive: true, force: true });
  }
});

test('the gzipped wasm and glue are the download sizes docs/size.md claims (to its 0.1 KB), the first paint within 40 KB, the others within 200 KB', async () => {
  // Fresh server: the first request of each pays for the compression, later ones are cached.
  const fresh = await serve(WWW, 0);
  const builds = {
    'First paint': ['pkg/first_bg.wasm', 'pkg/first.js'],
    'The game': ['pkg/seedmaze_bg.wasm', 'pkg/seedmaze.js'],
    'The tools': ['pkg/tools_bg.wasm', 'pkg/tools.js'],
    'The view from inside': ['pkg/inside_bg.wasm', 'pkg/inside.js'],
  };
  const sizes = {};
  const times = {};
  try {
    for (const encoding of ['gzip', 'br']) {
      sizes[encoding] = {};
      times[encoding] = {};
      for (const file of Object.values(builds).flat()) {
        const t0 = performance.now();
        const first = await request(portOf(fresh), `/${file}`, { 'Accept-Encoding': encoding });
        const t1 = performance.now();
        const again = await request(portOf(fresh), `/${file}`, { 'Accept-Encoding': encoding });
        const t2 = performance.now();
        assert.equal(first.headers['content-encoding'], encoding);
        assert.ok(again.body.equals(first.body), 'the cached form is the same bytes');
        sizes[encoding][file] = first.body.length;
        times[encoding][file] = [t1 - t0, t2 - t1];
      }
    }
  } finally {
    await close(fresh);
  }
  const doc = await fs.readFile(path.join(ROOT, 'docs', 'size.md'), 'utf8');
  const section = doc.split('\n## Download size\n')[1]?.split(/\n## /)[0] ?? '';
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [build, [wasm, glue]] of Object.entries(builds)) {
    // The section's latest figure for this build, written "First paint: 25.0 KB gzipped".
    const claims = [...section.matchAll(new RegExp(`${build}: \\**(\\d+(?:\\.\\d+)?) KB\\**\\s+gzipped`, 'g'))];
    assert.ok(claims.length > 0, `docs/size.md's "Download size" section states no "${build}: N KB gzipped" figure`);
    const claimed = Number(claims.at(-1)[1]) * 1024;
    const total = (encoding) => sizes[encoding][wasm] + sizes[encoding][glue];
    const raw = (await fs.stat(path.join(WWW, wasm))).size;
    console.log(
      `${build}, as served: wasm ${raw} bytes; gzip ${kb(total('gzip'))} (wasm ${sizes.gzip[wasm]} + glue ` +
        `${sizes.gzip[glue]} = ${total('gzip')} bytes), brotli ${kb(total('br'))} (wasm ${sizes.br[wasm]} + glue ` +
        `${sizes.br[glue]} = ${total('br')} bytes); docs/size.md claims ${kb(claimed)} gzipped ` +
        `(${((total('gzip') / claimed - 1) * 100).toFixed(1)}% off)`,
    );
    // A size, not a timing: the release build and node's gzip are deterministic, so the figure
    // as served must be the one docs/size.md states, to its last digit. The only tolerance is
    // that digit's rounding (0.1 KB: within 51 bytes); a change to the wasm of more than that
    // must come with its new figure (the line above prints it).
    assert.equal(
      kb(total('gzip')),
      kb(claimed),
      `${build}: gzip wasm + glue as served is ${kb(total('gzip'))} (${total('gzip')} bytes), docs/size.md ` +
        `"Download size" claims ${kb(claimed)}: measure the release build again (./dev.sh dist) and update it`,
    );
    assert.ok(total('br') < total('gzip'), 'brotli is smaller than gzip');
    // The first paint's budget: what the first picture needs stays within 40 KB gzipped.
    if (build === 'First paint') assert.ok(total('gzip') <= 40 * 1024, `the first paint needs ${kb(total('gzip'))}`);
    // The view from inside loads with the first V: at most 60 KB gzipped.
    else if (build === 'The view from inside')
      assert.ok(total('gzip') <= 60 * 1024, `${build} needs ${kb(total('gzip'))}`);
    // The game's and the tools' ceiling: written for readers and speed first, within 200 KB gzipped.
    else assert.ok(total('gzip') <= 200 * 1024, `${build} needs ${kb(total('gzip'))}`);
  }
  for (const encoding of ['gzip', 'br']) {
    for (const [file, [first, again]] of Object.entries(times[encoding])) {
      console.log(
        `${encoding} ${file}: first request ${first.toFixed(1)} ms (compresses), again ${again.toFixed(1)} ms`,
      );
    }
  }
});

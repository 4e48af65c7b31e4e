// Static server for www/ (or dist/) on 127.0.0.1 only, with the right MIME types.
// Usage: node tools/serve.mjs <dir> [port]; port 0 picks a free one. Prints the URL.
// Every response carries the page's Content-Security-Policy (the same policy as the <meta> in
// www/index.html, which is what a static host without custom headers relies on).
// Like a static host, it compresses text and wasm: brotli when the client accepts it (preferred),
// else gzip, else the file as it is (Accept-Encoding is honoured, q=0 included). Each file's
// compressed forms are made once per content (path, mtime and size) and kept in memory.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The extensions served compressed (text, and wasm); PNG and ICO are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg']);

/** Best compression: each form is made once per file content, as a host compresses at deploy. */
const ENCODERS = {
  br: (body, ext) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]:
          ext === '.wasm' ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * The encoding to send for an Accept-Encoding header: `br` or `gzip`, whichever has the higher
 * q-value (brotli on a tie), or `identity` when neither is acceptable (q=0, or not listed and
 * no `*`). A missing header means the client takes the file as it is.
 */
export function chooseEncoding(header) {
  if (!header) return 'identity';
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const [key, raw = ''] = param.split('=').map((s) => s.trim());
      if (key === 'q') value = raw === '' ? Number.NaN : Number(raw);
    }
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const br = q.get('br') ?? q.get('*') ?? 0;
  const gzip = q.get('gzip') ?? q.get('x-gzip') ?? q.get('*') ?? 0;
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * The page's policy: only its own files, WebAssembly compiled by the page (no JS eval), a module
 * worker from the same origin, no inline script or style elements, no plugins, no <base>, no forms.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Reads a file and its stat from one open handle (so the content and its mtime agree). */
async function readFile(file) {
  const handle = await fs.open(file);
  try {
    const stat = await handle.stat();
    return stat.isDirectory() ? { stat } : { stat, body: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/**
 * Starts serving `root`; resolves to the server once it listens. `csp: false` leaves out the
 * header (a plain static host: the page's <meta> policy alone). `delay(pathname)`, for tests, is
 * the milliseconds to hold a response back (a slow network). `server.compressions` counts the
 * compressed forms made so far (each file content is compressed at most once per encoding).
 */
export function serve(root, port = 0, { csp = true, delay = () => 0 } = {}) {
  const security = csp ? { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' } : {};
  const base = path.resolve(root);
  // path -> { mtimeMs, size, forms: { br, gzip } } with each form a promise of the bytes.
  const cache = new Map();

  const compressed = (file, stat, body, encoding) => {
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, forms: {} };
      cache.set(file, entry);
    }
    if (!entry.forms[encoding]) {
      server.compressions++;
      entry.forms[encoding] = ENCODERS[encoding](body, path.extname(file));
      // A failed compression is not kept: the next request tries again.
      entry.forms[encoding].catch(() => delete entry.forms[encoding]);
    }
    return entry.forms[encoding];
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      const wait = delay(url.pathname);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      let file = path.normalize(path.join(base, decodeURIComponent(url.pathname)));
      if (file !== base && !file.startsWith(base + path.sep)) throw new Error('outside root');
      let { stat, body } = await readFile(file);
      if (stat.isDirectory()) {
        file = path.join(file, 'index.html');
        ({ stat, body } = await readFile(file));
      }
      if (!body) throw new Error('not a file');
      const ext = path.extname(file);
      const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
      // no-cache with a validator, as static hosts send: the browser asks again each time, and an
      // unchanged file comes back as 304 and keeps what the browser made of it (its compiled wasm).
      // One tag per file content and encoding: each body sent is its own representation.
      const etag = `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}-${encoding}"`;
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ETag: etag,
        ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
        ...security,
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      if (encoding !== 'identity') {
        body = await compressed(file, stat, body, encoding);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...security });
      res.end('not found');
    }
  });
  server.compressions = 0;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'www', port = '8080'] = process.argv.slice(2);
  const server = await serve(root, Number(port));
  console.log(`seedmaze is at http://127.0.0.1:${server.address().port}/`);
}

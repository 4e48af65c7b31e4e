// Static server for www/ (or dist/) on 127.0.0.1 only, with the right MIME types.
// Usage: node tools/serve.mjs <dir> [port]; port 0 picks a free one. Prints the URL.
// Every response carries the page's Content-Security-Policy (the same policy as the <meta> in
// www/index.html, which is what a static host without custom headers relies on).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Starts serving `root`; resolves to the server once it listens. `csp: false` leaves out the
 * header (a plain static host: the page's <meta> policy alone).
 */
export function serve(root, port = 0, { csp = true } = {}) {
  const security = csp ? { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' } : {};
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let file = path.normalize(path.join(base, decodeURIComponent(url.pathname)));
      if (!file.startsWith(base)) throw new Error('outside root');
      if ((await fs.stat(file).catch(() => null))?.isDirectory()) file = path.join(file, 'index.html');
      const body = await fs.readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...security,
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...security });
      res.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'www', port = '8080'] = process.argv.slice(2);
  const server = await serve(root, Number(port));
  console.log(`seedmaze is at http://127.0.0.1:${server.address().port}/`);
}

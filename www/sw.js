// The service worker that lets seedmaze play offline after one visit.
// pkg/version.js is written by the build (tools/version.mjs: a hash of the built files), so a
// new release gets a new cache name; the old caches are deleted when the new worker activates.
// Requests go to the network first (a fresh page whenever online) and fall back to the cache.
importScripts('pkg/version.js');

const VERSION = typeof self.SEEDMAZE_VERSION === 'string' ? self.SEEDMAZE_VERSION : 'dev';
const PREFIX = 'seedmaze-';
const CACHE = `${PREFIX}${VERSION}`;
// Everything the game loads; other same-origin files are cached when first fetched.
const FILES = ['./', 'index.html', 'style.css', 'icon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest']
  .concat(['main', 'render', 'levels', 'input', 'menu', 'audio', 'worker'].map((m) => `${m}.js`))
  .concat(['panels.js'])
  .concat(['pkg/seedmaze.js', 'pkg/seedmaze_bg.wasm', 'pkg/version.js']);
const INDEX = new URL('./', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The cache key of a request: the game page for any navigation to it, whatever its query. */
function keyOf(request) {
  const url = new URL(request.url);
  if (
    request.mode === 'navigate' &&
    (url.origin + url.pathname === INDEX || url.href.startsWith(`${INDEX}index.html`))
  ) {
    return INDEX;
  }
  url.search = '';
  return url.href;
}

async function respond(request) {
  const cache = await caches.open(CACHE);
  const key = keyOf(request);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});

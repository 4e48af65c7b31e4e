// The service worker that lets seedmaze play offline after one visit: network first, then the cache, named by
// pkg/version.js (a hash of the build: tools/version.mjs); old caches are deleted.
importScripts('pkg/version.js');

const PREFIX = 'seedmaze-';
const CACHE = `${PREFIX}${typeof self.SEEDMAZE_VERSION === 'string' ? self.SEEDMAZE_VERSION : 'dev'}`;
// Everything the game loads; other same-origin files are cached when first fetched.
const PAGE = ['./', 'index.html', 'style.css', 'icon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];
const PANELS = ['draw.html', 'draw.css'];
const SCRIPTS = 'keys,boot,painter,main,build,levels,input,menu,worker,panels,editor'.split(',').map((m) => `${m}.js`);
const BUILDS = ['first', 'seedmaze', 'tools', 'inside'].flatMap((b) => [`pkg/${b}.js`, `pkg/${b}_bg.wasm`]);
const FILES = [...PAGE, ...PANELS, ...SCRIPTS, ...BUILDS, 'pkg/version.js'];

const requests = () => FILES.map((file) => new Request(file, { cache: 'no-cache' }));
const old = (key) => key.startsWith(PREFIX) && key !== CACHE;
const install = async () => (await caches.open(CACHE)).addAll(requests()).then(() => self.skipWaiting());
const activate = async () => Promise.all((await caches.keys()).filter(old).map((key) => caches.delete(key)));
self.addEventListener('install', (event) => event.waitUntil(install()));
self.addEventListener('activate', (event) => event.waitUntil(activate().then(() => self.clients.claim())));

/** The network's answer (kept under the address without its query), else the cache's. */
async function respond(request) {
  const cache = await caches.open(CACHE);
  const key = request.url.split('?')[0];
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    // Any link to the game (whatever its query) opens the cached page.
    return (await cache.match(key)) ?? Promise.reject(error);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});

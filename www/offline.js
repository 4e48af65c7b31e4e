// Offline play. Registers the service worker (sw.js), which keeps the page, its
// modules, the wasm and its glue in a cache named after the build's version. Failure is never
// fatal: the game simply needs the network then. `data-offline="ready"` on <html> says the
// worker is active (the cache is filled during its install).
export function registerOffline() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(new URL('sw.js', import.meta.url), { scope: './' })
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      document.documentElement.dataset.offline = 'ready';
    })
    .catch(() => {
      document.documentElement.dataset.offline = 'unavailable';
    });
}

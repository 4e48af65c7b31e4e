// Starting a build: its wasm compiled off the main thread, and tasks between the steps of a start, so that none is
// long on a slow phone. Apart from levels.js, whose worker code the first download (boot.js) does without.

/** Compiles a wasm build (`seedmaze`, the game's) off the main thread, for the page and its worker. */
export async function compileBuild(name) {
  const url = new URL(`pkg/${name}_bg.wasm`, import.meta.url);
  const bytes = async () => WebAssembly.compile(await (await fetch(url)).arrayBuffer()); // no application/wasm type
  return WebAssembly.compileStreaming(fetch(url)).catch(bytes);
}

// Through a message port: setTimeout(0) would add its 4 ms clamp to each task.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()();

/** Resolves in a task of its own, ahead of other waiting tasks where the browser can (`scheduler.yield`). */
export const nextTask = () =>
  globalThis.scheduler?.yield?.() ?? new Promise((resolve) => waiting.push(resolve) && channel.port2.postMessage(null));

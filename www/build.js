/** Compiles a game build's wasm (`play` or `seedmaze`) off the main thread, for the page and its worker; apart from
 * levels.js, whose worker code the first download (boot.js) does without. */
export async function compileBuild(name) {
  const url = new URL(`pkg/${name}_bg.wasm`, import.meta.url);
  const bytes = async () => WebAssembly.compile(await (await fetch(url)).arrayBuffer()); // no application/wasm type
  return WebAssembly.compileStreaming(fetch(url)).catch(bytes);
}

// The wasm packages the page is built from (www/pkg/, written by wasm-pack: see dev.sh's
// build_wasm), named once for tools/dist.mjs, tools/version.mjs and tests/e2e/dist.test.mjs.

/** The out-names of the four packages dev.sh's build_wasm builds (one per cargo feature set). */
export const PACKAGES = ['first', 'seedmaze', 'tools'];

/** Each package's files under www/ (its JS glue and its wasm), in a fixed order. */
export const PACKAGE_FILES = PACKAGES.flatMap((name) => [`pkg/${name}.js`, `pkg/${name}_bg.wasm`]);

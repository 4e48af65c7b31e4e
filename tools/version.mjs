// Writes www/pkg/version.js: a hash of the files the page is built from, so that the service
// worker (www/sw.js) names its cache after the release and a new release replaces the old
// cache. Run by dev.sh after the wasm package is built.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_FILES } from './packages.mjs';

const www = path.resolve(fileURLToPath(new URL('../www', import.meta.url)));
const hash = createHash('sha256');
const top = (await fs.readdir(www)).filter((f) => /\.(html|js|css|webmanifest|svg|png)$/.test(f)).sort();
for (const file of [...top, ...PACKAGE_FILES]) {
  hash.update(file);
  hash.update(await fs.readFile(path.join(www, file)));
}
const version = hash.digest('hex').slice(0, 16);
await fs.writeFile(
  path.join(www, 'pkg', 'version.js'),
  `// Written by tools/version.mjs: the build's version, for the service worker's cache name.\nself.SEEDMAZE_VERSION = '${version}';\n`,
);
console.log(`www/pkg/version.js: ${version}`);

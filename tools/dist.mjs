// Builds dist/: a self-contained static copy of www/ (with the wasm package) for any static
// host, e.g. GitHub Pages. Run through `./dev.sh dist`, which builds www/pkg first.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { PACKAGE_FILES } from './packages.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const www = path.join(root, 'www');
const dist = path.join(root, 'dist');
const NEEDED = [
  'index.html',
  'keys.js',
  'boot.js',
  'painter.js',
  'main.js',
  'build.js',
  'levels.js',
  'worker.js',
  'style.css',
  'icon.svg',
  ...PACKAGE_FILES,
];

for (const file of NEEDED) {
  try {
    await fs.access(path.join(www, file));
  } catch {
    console.error(`dist: www/${file} is missing; run ./dev.sh dist (it builds www/pkg first)`);
    process.exit(1);
  }
}

await fs.rm(dist, { recursive: true, force: true });
// Copy everything the page loads; leave out build litter such as pkg/.gitignore, and the
// benchmark page (www/bench/: a development tool, not part of the game).
const LEFT_OUT = ['bench'];
await fs.cp(www, dist, {
  recursive: true,
  filter: (source) =>
    !path.basename(source).startsWith('.') && !LEFT_OUT.includes(path.relative(www, source).split(path.sep)[0]),
});
// The page's own JavaScript minified as the wasm glue is (terser keeps exports and import names), and the
// stylesheet and the page without their comments and runs of spaces: what a visitor downloads before playing shrinks by
// about a twelfth (docs/size.md). www/ keeps the readable files.
for (const file of (await fs.readdir(dist)).filter((f) => f.endsWith('.js'))) {
  const code = await fs.readFile(path.join(dist, file), 'utf8');
  // sw.js and keys.js are classic scripts; the others are modules.
  const out = await minify(code, { module: !['sw.js', 'keys.js'].includes(file), compress: true, mangle: true });
  await fs.writeFile(path.join(dist, file), out.code);
}
const css = await fs.readFile(path.join(dist, 'style.css'), 'utf8');
await fs.writeFile(
  path.join(dist, 'style.css'),
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    // No string or calc() in it needs a space after these, a last semicolon or a leading zero.
    .replace(/([:,>])\s+/g, '$1')
    .replace(/\s+>/g, '>')
    .replace(/;}/g, '}')
    .replace(/([ :,(-])0\.(\d)/g, '$1.$2'),
);
// The page without its comments and indentation (it has no <pre> or <textarea>): a line break stands for each run
// of spaces it drops, so the text reads and wraps as before. It has no <form> either, so a button's type="button"
// (which keeps a button in a form from submitting it) changes nothing there.
const html = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
await fs.writeFile(
  path.join(dist, 'index.html'),
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/ type="button"/g, ''),
);
// Plain static hosting: no Jekyll processing on GitHub Pages.
await fs.writeFile(path.join(dist, '.nojekyll'), '');

let bytes = 0;
let files = 0;
for (const entry of await fs.readdir(dist, { recursive: true, withFileTypes: true })) {
  if (entry.isFile()) {
    files += 1;
    bytes += (await fs.stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
  }
}
console.log(`dist/: ${files} files, ${(bytes / 1024).toFixed(1)} KiB; serve it with: node tools/serve.mjs dist 8080`);

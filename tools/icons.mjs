// Renders www/icon.svg into the PNG icons of the web app manifest (www/icon-192.png,
// www/icon-512.png) with Debian's Chromium. Run by hand when the icon changes:
// node tools/icons.mjs
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';

const www = fileURLToPath(new URL('../www/', import.meta.url));
const svg = await fs.readFile(`${www}icon.svg`, 'utf8');
const browser = await launchChromium();
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:#1b2430}</style>${sized}`);
  await page.screenshot({ path: `${www}icon-${size}.png`, omitBackground: false });
  await page.close();
}
await browser.close();
console.log('www/icon-192.png, www/icon-512.png');

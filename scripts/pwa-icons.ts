// Draws the app's icons (public/icons/*.png) from the shield of the favicon, rendered by Chromium:
// `npx tsx scripts/pwa-icons.ts`. Run again only when the drawing changes; the PNGs are committed.
//   icon-192.png, icon-512.png   Android's launcher and splash screen ("any": the shield fills the tile)
//   maskable-512.png             Android's adaptive icon: the shield inside the safe circle (80 % of the
//                                tile), so whatever shape the launcher cuts, nothing of it is lost
//   apple-touch-icon.png (180)   iOS's home screen: opaque, square (iOS rounds the corners itself)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BRAND } from '../src/app/theme';

const OUT = join('public', 'icons');
/** The favicon's shield and check (index.html), drawn on a 32-unit grid. */
const SHIELD = 'M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.2 11.5 14.3 6.6-2.1 11.5-7 11.5-14.3V6.8L16 2.5Z';
const CHECK = 'm10.6 15.8 3.7 3.7 7.2-7.6';
const MINT = '#7fe0c9';

/**
 * The shield centred on a navy tile of 512 units, `scale` tile units per grid unit. The shield is
 * 23 × 27.3 units around (16, 16.15): at 10 its farthest corner is 177 units from the centre, inside
 * the maskable safe circle (radius 205).
 */
const svg = (scale: number) => {
  const offset = 256 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="100%" height="100%">
  <rect width="512" height="512" fill="${BRAND.navy}"/>
  <g transform="translate(${offset} ${offset - 2}) scale(${scale})">
    <path d="${SHIELD}" fill="${BRAND.blue}" stroke="#ffffff" stroke-width="0.9" stroke-linejoin="round"/>
    <path d="${CHECK}" fill="none" stroke="${MINT}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 13 },
  { file: 'icon-512.png', size: 512, scale: 13 },
  { file: 'maskable-512.png', size: 512, scale: 10 },
  { file: 'apple-touch-icon.png', size: 180, scale: 12 },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><style>html,body{margin:0;width:100%;height:100%}svg{display:block}</style>${svg(icon.scale)}`);
    writeFileSync(join(OUT, icon.file), await page.screenshot({ type: 'png', omitBackground: false }));
    await page.close();
    console.log(`${join(OUT, icon.file)} (${icon.size}×${icon.size})`);
  }
  // The drawing itself, for the manifest's scalable icon.
  writeFileSync(join(OUT, 'icon.svg'), `${svg(13).replace(' width="100%" height="100%"', '')}\n`);
} finally {
  await browser.close();
}

// Draws the app icon once and renders the PNGs Android and iOS ask for into public/:
// `npx tsx scripts/make-icons.ts`. The PNGs are committed; run this again only when the mark changes.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../tests/playwright.config';

const BLUE = '#1976d2';

/** The mark on a 100×100 grid: a warehouse with three boxes in its door, white on the theme blue. */
const MARK = `
  <path d="M12 40 50 17l38 23v45H12z" fill="#fff"/>
  <path d="M25 47h50v38H25z" fill="${BLUE}"/>
  <path d="M29 67h20v18H29zM51 67h20v18H51zM40 50h20v15H40z" fill="#fff"/>
  <path d="M39 67v6M61 67v6M50 50v5" stroke="${BLUE}" stroke-width="2.5"/>`;

/**
 * `shape`: 'rounded' for the ordinary icon (transparent corners), 'square' where the platform cuts its
 * own shape (maskable, apple-touch). `scale` shrinks the mark into the maskable safe zone (the centre
 * circle of 80% diameter).
 */
function svg(shape: 'rounded' | 'square', scale = 1): string {
  const offset = (100 - 100 * scale) / 2;
  const background = shape === 'rounded' ? `<rect width="100" height="100" rx="18" fill="${BLUE}"/>` : `<rect width="100" height="100" fill="${BLUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const outputs: { file: string; size: number; svg: string; ico?: true }[] = [
  { file: 'public/pwa-192x192.png', size: 192, svg: svg('rounded') },
  { file: 'public/pwa-512x512.png', size: 512, svg: svg('rounded') },
  { file: 'public/maskable-icon-512x512.png', size: 512, svg: svg('square', 0.7) },
  { file: 'public/apple-touch-icon-180x180.png', size: 180, svg: svg('square', 0.84) },
  { file: 'public/favicon.ico', size: 32, svg: svg('rounded'), ico: true },
];

/** An .ico holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const output of outputs) {
    await page.setViewportSize({ width: output.size, height: output.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${output.svg.replace('<svg ', `<svg width="${output.size}" height="${output.size}" `)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(output.file, output.ico ? icoFromPng(png, output.size) : png);
    console.log(`${output.file} ${output.size}×${output.size} ${png.length} bytes`);
  }
  writeFileSync('public/favicon.svg', `${svg('rounded')}\n`);
} finally {
  await browser.close();
}

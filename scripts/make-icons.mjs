#!/usr/bin/env node
// Renders the app icons in public/icons/ from the brand mark (public/brand/logo-mark.svg) with
// Chromium. Run by hand after the mark changes (`node scripts/make-icons.mjs`) and commit the PNGs;
// it is deliberately not part of install or build, which must not need a browser.
import { readFileSync, statSync } from 'node:fs'
import { chromium } from 'playwright-core'

const BRAND = '#289f8e'
const mark = readFileSync(new URL('../public/brand/logo-mark.svg', import.meta.url), 'utf8')
const viewBox = /viewBox="([^"]+)"/.exec(mark)?.[1] ?? '0 0 64 64'
const paths = [...mark.matchAll(/<path [^>]*\/>/g)].map((m) => m[0]).join('')

/**
 * One icon: `background` is 'tile' (rounded square with transparent corners, for purpose "any"),
 * 'full' (full bleed, for maskable and Apple, whose masks would otherwise show black corners);
 * `scale` is the mark's share of the icon's side.
 */
const icons = [
  { file: 'icon-192.png', size: 192, background: 'tile', scale: 0.62 },
  { file: 'icon-512.png', size: 512, background: 'tile', scale: 0.62 },
  // Maskable safe zone: a circle of 80% diameter; a square mark of 50% fits inside it with margin.
  { file: 'icon-maskable-512.png', size: 512, background: 'full', scale: 0.5 },
  { file: 'apple-touch-icon.png', size: 180, background: 'full', scale: 0.6 },
]

function svgFor({ size, background, scale }) {
  const inset = (size * (1 - scale)) / 2
  const bg =
    background === 'full'
      ? `<rect width="${size}" height="${size}" fill="${BRAND}"/>`
      : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}
<svg x="${inset}" y="${inset}" width="${size * scale}" height="${size * scale}" viewBox="${viewBox}"><g fill="#fff">${paths}</g></svg></svg>`
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 })
    await page.setContent(`<html><body style="margin:0;background:transparent">${svgFor(icon)}</body></html>`)
    const path = new URL(`../public/icons/${icon.file}`, import.meta.url)
    await page.locator('svg').first().screenshot({ path: path.pathname, omitBackground: icon.background === 'tile' })
    await page.close()
    console.log(`${icon.file} ${icon.size}px ${(statSync(path).size / 1024).toFixed(1)} KB`)
  }
} finally {
  await browser.close()
}

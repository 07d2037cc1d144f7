import { expect, test } from '@playwright/test'

/** PNG width and height from the IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

test('the web manifest makes the app installable, with loadable 192, 512 and maskable icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    lang: string
    theme_color: string
    background_color: string
    display: string
    start_url: string
    scope: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Tumbuh',
    short_name: 'Tumbuh',
    lang: 'id',
    theme_color: '#289f8e',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  })
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height })
  }
})

test('/sw.js is always revalidated and hashed assets are immutable', async ({ request, page }) => {
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toMatch(/javascript/)
  expect(sw.headers()['cache-control']).toMatch(/no-cache/)
  expect(sw.headers()['content-security-policy']).toMatch(/script-src 'self'/)

  await page.goto('/')
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  expect(script).toBeTruthy()
  const asset = await request.get(script ?? '')
  expect(asset.headers()['cache-control']).toMatch(/immutable/)
})

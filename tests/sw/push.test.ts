import { describe, expect, it } from 'vitest'
import { readPush, tapAction } from '../../sw/push-message'

// Issue 14: what the worker makes of a push (sw/push.ts shows it) and of a tap on it. A push can
// never lead off our origin; a tap focuses the page if open, else takes one of our windows there,
// else opens one. The journey in e2e/notification.spec.ts delivers a real push to the worker.

describe('a push', () => {
  it('shows what the server sent, with its page', () => {
    expect(readPush(JSON.stringify({ title: 'Pengingat: kelas Anda besok', body: 'Mulai 13.30 WIB.', url: '/learning/inclass/3', tag: 'class-tomorrow:3' }))).toEqual({
      title: 'Pengingat: kelas Anda besok',
      body: 'Mulai 13.30 WIB.',
      url: '/learning/inclass/3',
      tag: 'class-tomorrow:3',
    })
  })

  it('stays on our origin, and shows something when it cannot be read', () => {
    expect(readPush(JSON.stringify({ title: 'x', url: 'https://evil.example/' })).url).toBe('/notification')
    expect(readPush(JSON.stringify({ title: 'x', url: '//evil.example/' })).url).toBe('/notification')
    expect(readPush('bukan json')).toEqual({ title: 'Tumbuh', body: 'Ada notifikasi baru untuk Anda.', url: '/notification', tag: 'tumbuh' })
    expect(readPush(null).title).toBe('Tumbuh')
    expect(readPush(JSON.stringify({ title: 'x'.repeat(500) })).title).toHaveLength(200)
    expect(readPush('null')).toEqual({ title: 'Tumbuh', body: 'Ada notifikasi baru untuk Anda.', url: '/notification', tag: 'tumbuh' })
  })

  it('shows the usual words instead of blank ones', () => {
    expect(readPush(JSON.stringify({ title: '   ', body: '', tag: ' ', url: '/learning' }))).toEqual({
      title: 'Tumbuh',
      body: 'Ada notifikasi baru untuk Anda.',
      url: '/learning',
      tag: 'tumbuh',
    })
  })
})

describe('a tap on it', () => {
  const origin = 'https://tumbuh.example'
  const href = `${origin}/learning/inclass/3`

  it('focuses the window already on the page', () => {
    expect(tapAction([{ url: `${origin}/` }, { url: href }], href, origin)).toEqual({ action: 'focus', index: 1 })
    expect(tapAction([{ url: href }], href, origin)).toEqual({ action: 'focus', index: 0 })
  })

  it('else takes a window of ours there, else opens one', () => {
    expect(tapAction([{ url: 'https://other.example/' }, { url: `${origin}/growth-path` }], href, origin)).toEqual({ action: 'navigate', index: 1 })
    expect(tapAction([{ url: 'https://other.example/' }], href, origin)).toEqual({ action: 'open' })
    expect(tapAction([], href, origin)).toEqual({ action: 'open' })
    expect(tapAction([{ url: `${origin}/growth-path` }], href, origin)).toEqual({ action: 'navigate', index: 0 })
  })
})

import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { bannerSchema, isAppPath, isHttpsUrl } from '@/contract/home'

const banner = (link_url: string | null) => ({ id: 1, title: 'Satu', subtitle: null, image_url: '/banners/1.svg', link_url, sort_order: 1 })

const badLinks = [
  ['a protocol-relative URL', '//evil.example/x'],
  ['a backslash after the slash', '/\\evil.example'],
  ['a leading backslash', '\\\\evil.example'],
  ['a tab browsers drop', '/\t/evil.example'],
  ['a newline browsers drop', '/\n/evil.example'],
  ['a space', '/learning path'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a javascript: URL with a slash comment', 'javascript://%0aalert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['a plain http URL', 'http://partner.example/'],
  ['an https URL without a host', 'https:///path'],
  ['an https URL with a user name', 'https://tumbuh.example@evil.example/'],
  ['an https URL with a backslash', 'https://partner.example\\@evil.example/'],
  ['a relative path', 'learning'],
  ['an empty string', ''],
] as const

describe('banner link_url', () => {
  it.each([
    ['a path of this app', '/learning'],
    ['a path with query and hash', '/learning/inclass?tab=1#top'],
    ['the home page', '/'],
    ['an https URL', 'https://partner.example/promo?x=1'],
    ['no link', null],
  ])('accepts %s', (_label, link) => {
    expect(safeParse(bannerSchema, banner(link)).success).toBe(true)
  })

  it.each(badLinks)('refuses %s', (_label, link) => {
    expect(safeParse(bannerSchema, banner(link)).success).toBe(false)
    expect(isAppPath(link) || isHttpsUrl(link)).toBe(false)
  })

  it('tells paths of this app from https URLs', () => {
    expect([isAppPath('/learning'), isHttpsUrl('/learning')]).toEqual([true, false])
    expect([isAppPath('https://partner.example/'), isHttpsUrl('https://partner.example/')]).toEqual([false, true])
  })
})

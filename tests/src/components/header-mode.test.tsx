import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HEADER_HEIGHT_PX, headerMode, useHeaderMode } from '@/components/layout/header-mode'

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

describe('headerMode', () => {
  it('is transparent on / until the page is scrolled 86 px', () => {
    expect(HEADER_HEIGHT_PX).toBe(86)
    expect(headerMode({ pathname: '/', scrollY: 0 })).toBe('transparent')
    expect(headerMode({ pathname: '/', scrollY: 85 })).toBe('transparent')
    expect(headerMode({ pathname: '/', scrollY: 86 })).toBe('solid')
    expect(headerMode({ pathname: '/', scrollY: 400 })).toBe('solid')
  })

  it('is solid on every other path, even at the top', () => {
    expect(headerMode({ pathname: '/learning', scrollY: 0 })).toBe('solid')
    expect(headerMode({ pathname: '/login', scrollY: 0 })).toBe('solid')
    expect(headerMode({ pathname: '/tidak-ada', scrollY: 0 })).toBe('solid')
  })
})

describe('useHeaderMode', () => {
  afterEach(() => scrollWindowTo(0))

  it('follows the scroll position on /', () => {
    scrollWindowTo(0)
    const { result } = renderHook(() => useHeaderMode('/'))
    expect(result.current).toBe('transparent')
    act(() => scrollWindowTo(120))
    expect(result.current).toBe('solid')
    act(() => scrollWindowTo(10))
    expect(result.current).toBe('transparent')
  })

  it('turns solid when leaving /', () => {
    scrollWindowTo(0)
    const { result, rerender } = renderHook(({ path }) => useHeaderMode(path), { initialProps: { path: '/' } })
    expect(result.current).toBe('transparent')
    rerender({ path: '/mentor' })
    expect(result.current).toBe('solid')
  })
})

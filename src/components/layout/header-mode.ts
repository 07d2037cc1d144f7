import { useEffect, useState } from 'react'

/** Spec section 9: header height and the home page's transparent-scroll threshold. */
export const HEADER_HEIGHT_PX = 86

export type HeaderMode = 'transparent' | 'solid'

/** On `/` the header floats transparent over the hero until the page is scrolled 86 px. */
export function headerMode({ pathname, scrollY }: { pathname: string; scrollY: number }): HeaderMode {
  return pathname === '/' && scrollY < HEADER_HEIGHT_PX ? 'transparent' : 'solid'
}

/**
 * The header mode for the current path, following the window's scroll position. Off `/` the
 * position is not read: the header is solid whatever it is, and reading `scrollY` while the page
 * has just been replaced forces the browser to lay it out there and then (issue 12: 34 ms of the
 * video page's first commit in a trace on the dev machine, four times that in Lighthouse's phone).
 */
export function useHeaderMode(pathname: string): HeaderMode {
  const [mode, setMode] = useState<HeaderMode>(() => headerMode({ pathname, scrollY: pathname !== '/' || typeof window === 'undefined' ? 0 : window.scrollY }))

  useEffect(() => {
    if (pathname !== '/') {
      setMode('solid')
      return
    }
    const update = () => setMode(headerMode({ pathname, scrollY: window.scrollY }))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [pathname])

  return mode
}

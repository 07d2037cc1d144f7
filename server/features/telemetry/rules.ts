import { createHash } from 'node:crypto'
import { addDays, jakartaDay } from '../../../src/shared/dates'
import { appRoutePatterns } from '../../../src/shared/app-routes'
import { VIEW_MAX_AGE_DAYS } from '../../../src/contract/telemetry-limits'
import { NOT_FOUND_SCREEN } from '../../../src/shared/screen'

/** What one error report becomes before it is stored (client or server alike). */
export interface ErrorReport {
  side: 'client' | 'server'
  kind: string
  source: string
  name: string
  message: string
  stack?: string | undefined
  screen: string
  status?: number | undefined
  endpoint?: string | undefined
  release?: string | undefined
}

const knownScreens = new Set<string>([...appRoutePatterns, NOT_FOUND_SCREEN])

/** Screens are the router's patterns: anything else (a filled URL, a made-up path) is not a screen of ours. */
export function isKnownScreen(screen: string): boolean {
  return knownScreens.has(screen)
}

const MAX_STACK = 4000
const MAX_MESSAGE = 1000

/**
 * Takes out what may be personal or tell one visit from another: e-mail addresses, query strings and
 * fragments of URLs, and the origin of script URLs (only the file matters). Numbers stay in what is
 * stored; the fingerprint masks them.
 */
export function scrub(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/(https?:\/\/[^\s?#)'"]*)[?#][^\s)'":]*/g, '$1')
    .replace(/https?:\/\/[^/\s)'"]+/g, '')
    .replace(/\b(Bearer|token|password|secret)([=: ]+)\S+/gi, '$1$2[…]')
}

export function cleanReport(report: ErrorReport): ErrorReport {
  return {
    ...report,
    name: report.name.slice(0, 100) || 'Error',
    message: scrub(report.message).slice(0, MAX_MESSAGE),
    stack: report.stack === undefined ? undefined : scrub(report.stack).slice(0, MAX_STACK),
    screen: report.screen.slice(0, 200),
  }
}

/** The first line of the stack that names a place in code ("at f (file.js:1:2)", "f@file.js:1:2"). */
function topFrame(stack: string | undefined): string {
  if (!stack) return ''
  const frames = stack.split('\n').filter((line) => /:\d+:\d+\)?\s*$/.test(line.trim()))
  return frames[0]?.trim() ?? ''
}

/**
 * Two reports are the same error when side, kind, name, message (numbers masked: "id 12" and
 * "id 13" are one error), screen, status, endpoint and the top stack frame agree.
 */
export function fingerprintOf(report: ErrorReport): string {
  const parts = [
    report.side,
    report.kind,
    report.name,
    report.message.replace(/\d+/g, '#'),
    report.screen,
    String(report.status ?? ''),
    report.endpoint ?? '',
    topFrame(report.stack),
  ]
  return createHash('sha256').update(parts.join('\u0000')).digest('hex')
}

/** A day a screen view may be counted on: within the last VIEW_MAX_AGE_DAYS days, and not after today (Jakarta). */
export function isCountableDay(day: string, now: Date): boolean {
  const today = jakartaDay(now)
  return day <= today && day > addDays(today, -VIEW_MAX_AGE_DAYS)
}

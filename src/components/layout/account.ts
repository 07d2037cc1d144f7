import { initialsOf } from '@/shared/initials'
import { format, id } from '@/lib/i18n/id'

/** The activity page's tabs (spec route table: /activity?tab=…), in the spec's order. */
export const activityTabs = ['learning', 'growthpath', 'mentor', 'discovery'] as const
export type ActivityTab = (typeof activityTabs)[number]

/** What the header shows of the signed-in user (session + user info store). */
export interface Account {
  name: string
  email: string
  position: string | null
  picture: string | null
  /** The public username (preferred_username); null until the session has answered. */
  username: string | null
}

/**
 * How the avatar's menu or dialog takes over from the stand-in the header shows until its code has
 * loaded (header-account.tsx): opened at once when the stand-in was pressed, focused at once when
 * the stand-in had the focus.
 */
export interface StandInHandover {
  openAtOnce?: boolean
  focusAtOnce?: boolean
}

/**
 * The name of a control showing the user's avatar: `template` with the name, then the initials the
 * avatar shows (when it has no picture), so the visible text is part of the name and a
 * voice-control user can say what they see (WCAG 2.5.3). Not in brackets: a bracketed aside
 * does not count as the name.
 */
export function avatarControlLabel(template: string, account: Account, picture: string | null = account.picture): string {
  const label = format(template, { name: account.name || id.account.unnamed })
  const initials = picture ? '' : initialsOf(account.name)
  return initials ? `${label}, ${initials}` : label
}

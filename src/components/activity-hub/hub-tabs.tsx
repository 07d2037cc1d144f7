import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { activityTabs, type ActivityTab } from '@/components/layout/account'
import { id } from '@/lib/i18n/id'
import styles from './activity-hub.module.css'

export const tabId = (tab: ActivityTab) => `activity-tab-${tab}`
export const panelId = (tab: ActivityTab) => `activity-panel-${tab}`

/**
 * ARIA tabs whose selection is the URL's `tab` parameter: choosing one navigates (so back, reload
 * and shared links keep it). Arrow keys, Home and End move and select, as the APG tabs pattern.
 */
export function ActivityTabs({ current }: { current: ActivityTab }) {
  const navigate = useNavigate()
  const refs = useRef(new Map<ActivityTab, HTMLButtonElement>())
  // The tab chosen but not yet rendered as the route's: the roving tab stop and the selection move
  // at once, so Tab right after an arrow key leaves the list instead of landing on the old tab.
  const [chosen, setChosen] = useState<ActivityTab | null>(null)
  const selected = chosen ?? current
  useEffect(() => {
    if (chosen === current) setChosen(null)
  }, [chosen, current])
  // On a narrow screen the list scrolls sideways: the selected tab is brought into it (only the
  // list scrolls, never the page), so /activity?tab=discovery at 360 px shows which tab it is.
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = list.current
    const tab = refs.current.get(selected)
    if (!box || !tab) return
    const b = box.getBoundingClientRect()
    const r = tab.getBoundingClientRect()
    if (r.right > b.right) box.scrollLeft += r.right - b.right
    else if (r.left < b.left) box.scrollLeft -= b.left - r.left
  }, [selected])

  const select = (tab: ActivityTab, focus = false) => {
    setChosen(tab)
    void navigate({ to: '/activity', search: { tab }, replace: true })
    if (focus) refs.current.get(tab)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = activityTabs.indexOf(selected)
    const last = activityTabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(activityTabs[next]!, true)
  }

  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={id.activityHub.tabsLabel} onKeyDown={onKeyDown}>
      {activityTabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el)
            else refs.current.delete(tab)
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => select(tab)}
        >
          {id.activityTabs[tab]}
        </button>
      ))}
    </div>
  )
}

import type { ReactNode } from 'react'
import type { ActivityTab } from '@/components/layout/account'
import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ActivityTabs, panelId, tabId } from './hub-tabs'
import styles from './activity-hub.module.css'

/**
 * /activity: the signed-in user's activity, one tab per area of the product. The frame (title,
 * tabs, panel) is shared; each tab's content is its area's, composed by the route file
 * (src/routes/activity/index.tsx), since areas never import each other.
 */
export function ActivityHub({ tab, children }: { tab: ActivityTab; children: ReactNode }) {
  useDocumentTitle(id.activityHub.title)
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{id.activityHub.title}</h1>
        <p className={styles.intro}>{id.activityHub.intro}</p>
      </div>
      <ActivityTabs current={tab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

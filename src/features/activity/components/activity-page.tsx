import type { ActivityTab } from '@/components/layout/profile-dialog'
import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ActivityTabs, panelId, tabId } from './activity-tabs'
import { ComingSoonTab } from './coming-soon-tab'
import { LearningTab } from './learning-tab'
import styles from './activity.module.css'

/** /activity: the learning activity of the signed-in user, one tab per area of the product. */
export function ActivityPage({ tab }: { tab: ActivityTab }) {
  useDocumentTitle(id.activity.title)
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{id.activity.title}</h1>
        <p className={styles.intro}>{id.activity.intro}</p>
      </div>
      <ActivityTabs current={tab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className={styles.panel}>
        {tab === 'learning' ? <LearningTab /> : <ComingSoonTab tab={tab} />}
      </div>
    </div>
  )
}

import { RecordsSection } from '../records/records-section'
import { SavedSection } from './saved-section'
import records from '../records/records.module.css'

/** The discovery tab of /activity: the user's own activity records, then what they saved from Discovery. */
export function DiscoveryTab() {
  return (
    <div className={records.tab}>
      <RecordsSection />
      <SavedSection />
    </div>
  )
}

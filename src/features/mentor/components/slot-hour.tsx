import { slotHour } from './time-format'

/** A free hour: '10.00 WIB', and the device's own time in a quieter style when its clock differs. */
export function SlotHour({ iso, ownClassName }: { iso: string; ownClassName?: string }) {
  const { wib, own } = slotHour(iso)
  return (
    <>
      {wib}
      {own && <span className={ownClassName}> ({own})</span>}
    </>
  )
}

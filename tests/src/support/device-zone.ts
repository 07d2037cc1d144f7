import { afterAll, beforeAll } from 'vitest'

/**
 * Sets the device's time zone (what `Intl.DateTimeFormat().resolvedOptions()` reports) for the
 * tests of the calling file or describe block, and puts the machine's back afterwards. Node
 * re-reads `TZ` when it is assigned, so the app's own code sees the zone as a browser set to it.
 */
export function useDeviceZone(zone: string) {
  let before: string | undefined
  beforeAll(() => {
    before = process.env.TZ
    process.env.TZ = zone
  })
  afterAll(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })
}

import { rmSync } from 'node:fs'

/** Removes the throwaway database directory the config created for the server under test. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR
  if (dir) rmSync(dir, { recursive: true, force: true })
}

import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The machine is shared and the whole suite runs at once: a lazy route chunk or a fake fetch can
// take more than the library's default second to show up. Waiting longer never hides a failure.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())

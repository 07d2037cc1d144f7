import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { ActivityTabs } from '@/components/activity-hub/hub-tabs'
import { renderWithRouter } from '../support/render-with-router'

// The selection is the URL's `tab`; the page re-renders with it a moment later (the route loads the
// new tab). Here it never does (`current` is fixed), which is that moment held still.

it('moves the tab stop with the keys at once, so Tab leaves the list even before the page follows the URL', async () => {
  const user = userEvent.setup()
  renderWithRouter(() => (
    <>
      <ActivityTabs current="discovery" />
      <button type="button">Isi tab</button>
    </>
  ))
  const discovery = await screen.findByRole('tab', { name: 'Discovery' })
  discovery.focus()
  await user.keyboard('{Home}')
  const learning = screen.getByRole('tab', { name: 'Learning' })
  expect(learning).toHaveFocus()
  expect(learning).toHaveAttribute('aria-selected', 'true')
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([learning])
  await user.tab()
  expect(screen.getByRole('button', { name: 'Isi tab' })).toHaveFocus()
})

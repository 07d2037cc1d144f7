import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { forgetDrafts } from '@/lib/drafts/draft-storage'
import { useDraft } from '@/lib/drafts/use-draft'

describe('useDraft', () => {
  beforeEach(() => {
    localStorage.clear()
    writeUserId(7)
  })
  afterEach(() => removeUserId())

  it('keeps what was typed across a remount (a reload), per form, until cleared', () => {
    const first = renderHook(() => useDraft('opportunity-apply:12'))
    act(() => first.result.current[1]('Saya ingin bergabung'))
    first.unmount()

    const again = renderHook(() => useDraft('opportunity-apply:12'))
    expect(again.result.current[0]).toBe('Saya ingin bergabung')
    expect(renderHook(() => useDraft('opportunity-apply:13')).result.current[0]).toBe('')

    act(() => again.result.current[2]())
    expect(again.result.current[0]).toBe('')
    again.unmount()
    expect(renderHook(() => useDraft('opportunity-apply:12')).result.current[0]).toBe('')
  })

  it("is the signed-in user's: another user starts empty, and a change of user forgets them all", () => {
    const mine = renderHook(() => useDraft('comment:3'))
    act(() => mine.result.current[1]((old) => `${old}Komentar saya`))
    mine.unmount()
    writeUserId(8)
    expect(renderHook(() => useDraft('comment:3')).result.current[0]).toBe('')
    writeUserId(7)
    forgetDrafts()
    expect(renderHook(() => useDraft('comment:3')).result.current[0]).toBe('')
  })
})

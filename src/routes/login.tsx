import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginCallback } from '@/features/auth/components/login-callback'

/** The identity provider's callback (spec: callback → /login). Issue 3 completes the sign-in here. */
const loginSearch = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  staticData: { layout: 'empty' },
  beforeLoad: ({ search }) => {
    // Without an authorization code there is nothing to complete: go home.
    if (!search.code) throw redirect({ to: '/', replace: true })
  },
  component: LoginCallback,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginCallback } from '@/features/auth/components/login-callback'

/** The identity provider's callback (spec: callback → /login). Issue 3 completes the sign-in here. */
const loginSearch = z.object({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
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

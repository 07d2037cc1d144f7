import { createFileRoute } from '@tanstack/react-router'
import { LoginCallback } from '@/features/auth/components/login-callback'
import { guards } from '@/lib/auth/guards'

/**
 * The identity provider's callback (spec: callback → /login). With an answer the page completes
 * the sign-in; without one the loginRoute guard starts the sign-in for a visitor (opening /login
 * is asking to sign in) and sends a signed-in user to the saved route, once, or '/'.
 * The answer is read raw from the URL (oauth4webapi checks it), not through the router's parser,
 * which would turn a numeric-looking `state` into a number.
 */
export const Route = createFileRoute('/login')({
  staticData: { layout: 'empty' },
  beforeLoad: guards('loginRoute'),
  component: LoginCallback,
})

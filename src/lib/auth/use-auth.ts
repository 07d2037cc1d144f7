import { useRouter } from '@tanstack/react-router'
import type { Auth } from './auth'

/** The app's auth from router context (decision: never imported from main.tsx). */
export function useAuth(): Auth {
  return useRouter().options.context.auth
}

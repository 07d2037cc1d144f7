import { HeaderAccount } from './header-account'
import { useAccount } from './use-account'

/**
 * The header's account part for a signed-in user: the user info, the notification polling, the
 * bell and the avatar. A visitor never needs it, so it is a chunk of its own
 * (load-signed-in-account.ts), loaded before the first screen only when the user-id cookie says
 * someone is signed in.
 */
export default function SignedInAccount({ onLogout }: { onLogout: () => void }) {
  const { account, unread } = useAccount()
  return account ? <HeaderAccount account={account} unread={unread} onLogout={onLogout} /> : null
}

/** What the header shows of the signed-in user (session + user info store). */
export interface Account {
  name: string
  email: string
  position: string | null
  picture: string | null
  /** The public username (preferred_username); null until the session has answered. */
  username: string | null
}

/** The public profile, or the own profile while the username is not known yet. */
export function profilePath(account: Account): '/profile' | `/profile/${string}` {
  return account.username ? `/profile/${encodeURIComponent(account.username)}` : '/profile'
}

import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PublicProfilePage } from '@/features/profile/components/public/public-profile-page'
import { guards } from '@/lib/auth/guards'
import { paramsOrNotFound } from '@/lib/route-params'

/** A public username (the contract's usernameParam, written here so the route tree stays without the contract). */
const username = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9._-]+$/))

/** A colleague's profile (spec route table: /profile/{id}, id = the public username): signed-in employees only. */
export const Route = createFileRoute('/profile/$id')({
  params: paramsOrNotFound(z.object({ id: username })),
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  component: function PublicProfileRoute() {
    const { id } = Route.useParams()
    return <PublicProfilePage key={id} username={id} />
  },
})

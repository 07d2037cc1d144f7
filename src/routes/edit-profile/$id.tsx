import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { EditProfilePage } from '@/features/profile/components/edit/edit-profile-page'
import { guards } from '@/lib/auth/guards'
import { paramsOrNotFound } from '@/lib/route-params'

/**
 * The user id, or a public username as /profile/{id} takes it (both written here so the route tree
 * stays without the contract): digits alone are an id.
 */
const idOrUsername = z.pipe(
  z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9._-]+$/)),
  z.transform((value): number | string => (/^\d+$/.test(value) ? Number(value) : value)),
)

/** Editing one's profile (spec route table: /edit-profile/{id}): signed-in, the owner only (the page says so to anyone else). */
export const Route = createFileRoute('/edit-profile/$id')({
  params: paramsOrNotFound(z.object({ id: idOrUsername })),
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  component: function EditProfileRoute() {
    const { id } = Route.useParams()
    return <EditProfilePage key={id} id={id} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { EditProfilePage } from '@/features/profile/components/edit/edit-profile-page'
import { guards } from '@/lib/auth/guards'
import { paramsOrNotFound } from '@/lib/route-params'

/** Editing one's profile (spec route table: /edit-profile/{id}): signed-in, the owner only (the page says so to anyone else). */
export const Route = createFileRoute('/edit-profile/$id')({
  params: paramsOrNotFound(z.object({ id: z.coerce.number().check(z.int(), z.positive()) })),
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  component: function EditProfileRoute() {
    const { id } = Route.useParams()
    return <EditProfilePage key={id} id={id} />
  },
})

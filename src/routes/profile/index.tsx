import { createFileRoute } from '@tanstack/react-router'
import { OwnProfilePage } from '@/features/profile/components/own/own-profile-page'
import { guards } from '@/lib/auth/guards'

/** Own profile (spec route table): signed-in users only, with a validated token. */
export const Route = createFileRoute('/profile/')({
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  component: OwnProfilePage,
})

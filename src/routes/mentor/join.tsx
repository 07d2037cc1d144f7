import { createFileRoute } from '@tanstack/react-router'
import { MentorJoinPage } from '@/features/mentor/components/join/mentor-join-page'
import { guards } from '@/lib/auth/guards'

const guard = guards('learningAuthentication', 'validateToken')

/** Joining as a mentor, or editing one's mentor profile (spec route table: /mentor/join): signed-in users only. */
export const Route = createFileRoute('/mentor/join')({
  beforeLoad: guard,
  component: MentorJoinPage,
})

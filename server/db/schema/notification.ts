import type { Generated, Selectable } from 'kysely'

// Notifications (migration 0002).

export interface NotificationTable {
  id: Generated<number>
  employee_id: number
  title: string
  body: string
  link_url: string | null
  read_at: string | null
  created_at: string
}

export type NotificationRow = Selectable<NotificationTable>

export interface NotificationTables {
  notifications: NotificationTable
}

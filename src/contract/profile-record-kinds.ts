// The six kinds of activity records alone, without their schemas: a route's search (the
// /discovery filter) checks a kind before its page's code loads, and stays small.

export const recordKinds = ['trainings', 'mentor-and-speakers', 'work-projects', 'volunteers', 'watched-contents', 'book-reads'] as const
export type RecordKindName = (typeof recordKinds)[number]

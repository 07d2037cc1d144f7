/**
 * The progress texts, on their own: the queued progress writes are registered before the first
 * screen (register.ts), and their outbox labels must not bring every learning text with them.
 */
export const progressTexts = {
  videoAt: 'Progres video "{title}" di {time}',
  videoCompleted: 'Video selesai: "{title}"',
  materialAt: 'Progres materi "{title}" di {time}',
  materialCompleted: 'Materi selesai: "{title}"',
  resumeAt: 'Lanjutkan dari {time}',
  completed: 'Selesai ditonton',
}

/**
 * The progress texts, on their own: the queued progress writes are registered before the first
 * screen (register.ts), and their outbox labels must not bring every learning text with them.
 */
export const progressTexts = {
  videoAt: 'Video "{title}": sampai {time}',
  videoCompleted: 'Video selesai: "{title}"',
  materialAt: 'Materi "{title}": sampai {time}',
  materialCompleted: 'Materi selesai: "{title}"',
  resumeAt: 'Lanjutkan dari {time}',
  completed: 'Selesai ditonton',
}

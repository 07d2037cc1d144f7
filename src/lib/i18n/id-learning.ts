/** Texts of the learning section (part of `id`, src/lib/i18n/id.ts). */
export const learningTexts = {
  progress: {
    videoAt: 'Progres video "{title}" di {time}',
    videoCompleted: 'Video selesai: "{title}"',
    materialAt: 'Progres materi "{title}" di {time}',
    materialCompleted: 'Materi selesai: "{title}"',
    resumeAt: 'Lanjutkan dari {time}',
    completed: 'Selesai ditonton',
    percent: '{percent}% ditonton',
  },
} as const

import type { FastifyInstance } from 'fastify'

/**
 * Runs `task` when the app is ready and then every `everyMs`: runs never overlap in this process,
 * a failure is logged as `failed` and the next run tries again, and closing the app waits for the
 * run under way (the caller closes the database right after). Housekeeping and the notification
 * events use it.
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, failed: string, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const start = () => {
    running = running.then(task).catch((error: unknown) => app.log.warn({ err: error }, failed))
  }
  app.addHook('onReady', async () => {
    start()
    timer = setInterval(start, everyMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

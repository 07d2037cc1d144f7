import type { RecordingSummary } from './recording-repository'
import type { ErrorGroup, ScreenSummaryRow } from './repository'

// What `npm run errors`, `npm run views` and `npm run recordings` print (scripts/telemetry.ts): plain text an operator
// reads in a terminal, or JSON for a script.

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length))

export function errorGroupsText(groups: readonly ErrorGroup[], options: { stacks?: boolean } = {}): string {
  if (groups.length === 0) return 'Belum ada kesalahan yang tercatat.\n'
  const lines: string[] = []
  for (const g of groups) {
    const where = g.endpoint ? `${g.screen} · ${g.endpoint}` : g.screen
    lines.push(`#${g.id}  ${g.count}×  ${g.side}/${g.kind}${g.status ? ` ${g.status}` : ''}  ${where}`)
    lines.push(`    ${g.name}: ${g.message}`)
    lines.push(
      `    sumber ${g.source} · pertama ${g.first_seen} · terakhir ${g.last_seen}${g.last_user_id ? ` · pengguna ${g.last_user_id}` : ''}${g.release ? ` · versi ${g.release}` : ''}`,
    )
    if (options.stacks && g.stack) lines.push(...g.stack.split('\n').map((line) => `      ${line.trim()}`))
  }
  return `${lines.join('\n')}\n`
}

export function screenSummaryText(rows: readonly ScreenSummaryRow[], fromDay: string, toDay: string): string {
  const total = rows.reduce((sum, row) => sum + row.views, 0)
  const head = `Tampilan layar ${fromDay} s.d. ${toDay}: ${total}\n`
  if (rows.length === 0) return `${head}Belum ada tampilan layar yang tercatat.\n`
  const width = Math.max(6, ...rows.map((row) => row.screen.length))
  const lines = [
    `${pad('Layar', width)}  ${pad('Tampilan', 8)}  Hari`,
    ...rows.map((row) => `${pad(row.screen, width)}  ${pad(String(row.views), 8)}  ${row.days}`),
  ]
  return `${head}${lines.join('\n')}\n`
}

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`

export function recordingsText(list: readonly RecordingSummary[], enabled: boolean): string {
  const state = enabled ? '' : 'Perekaman sesi sedang mati (SESSION_RECORDING kosong).\n'
  if (list.length === 0) return `${state}Belum ada rekaman sesi yang tersimpan.\n`
  const lines: string[] = []
  for (const r of list) {
    lines.push(`${r.recording}  pengguna ${r.user_id}  ${r.started} → ${r.ended}`)
    lines.push(`    ${r.batches} potongan · ${r.events} peristiwa · ${kib(r.bytes)} · layar ${r.screens.join(', ')}`)
  }
  lines.push('Ekspor satu rekaman: npm run recordings -- --export <rekaman> > rekaman.json')
  return `${state}${lines.join('\n')}\n`
}

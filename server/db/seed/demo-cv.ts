// The demo applications' CVs: a one-page PDF per applicant, made from their name, position and a
// few lines, the same bytes every time (so the seed knows its size before the file is written).

/** PDF text in Helvetica's WinAnsi range: parentheses and backslashes escaped, anything else outside printable ASCII replaced. */
function pdfText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)
}

export interface DemoCv {
  name: string
  position: string | null
  unit: string | null
  lines: readonly string[]
}

/** A valid one-page PDF (catalog, pages, page, font, content stream, cross-reference table). */
export function demoCvPdf(cv: DemoCv): Buffer {
  const body = [
    'BT',
    '/F1 22 Tf 56 770 Td',
    `(${pdfText(cv.name)}) Tj`,
    '/F1 12 Tf 0 -24 Td',
    `(${pdfText([cv.position, cv.unit].filter(Boolean).join(' - ') || 'Karyawan Grup Nusantara')}) Tj`,
    '0 -36 Td',
    '(Ringkasan) Tj',
    ...cv.lines.flatMap((line) => ['0 -18 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

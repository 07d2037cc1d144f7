/** `Keselamatan & Kesehatan Kerja (K3)` → `keselamatan-kesehatan-kerja-k3`. Stable: the seed's natural key. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

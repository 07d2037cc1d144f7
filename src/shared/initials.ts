/**
 * Initials for an avatar without a picture: 'Budi Santoso' → 'BS', 'Sari' → 'S' (first letters of
 * the first and last word); empty for an empty name, where the avatar shows its icon instead.
 */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts
  return letters.map((p) => p[0]!.toLocaleUpperCase('id')).join('')
}

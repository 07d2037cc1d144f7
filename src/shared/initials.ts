/** Initials of a person's name for an avatar without a picture: first and last word, "?" when empty. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts
  return letters.map((p) => p[0]!.toLocaleUpperCase('id')).join('') || '?'
}

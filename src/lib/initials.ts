/** Avatar initials: the first letters of up to two words of the alt text. */
export function initials(alt: string): string {
  return alt
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join("")
}

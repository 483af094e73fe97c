/** Looks up a content section by id; a page whose content lacks one fails loudly instead of rendering a hole. */
export function sectionById<T extends { id: string }>(sections: readonly T[], id: string, where: string): T {
  const section = sections.find((s) => s.id === id)
  if (!section) throw new Error(`Content of "${where}" has no section with id "${id}"`)
  return section
}

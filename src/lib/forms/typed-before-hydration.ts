/**
 * What a visitor entered in a form before React took it over. The page is plain HTML until its scripts have
 * run, and its fields work: a visitor can type, tick and choose. When React hydrates a controlled field it
 * leaves the field's value as it is but starts from its own state, so without this a value typed early would
 * be on screen and yet missing from the request. The markup keeps what the server rendered (defaultValue,
 * defaultChecked, defaultSelected), so a field whose value differs from it was changed by the visitor.
 *
 * Checkboxes give "yes" or "", like the form's own change handler; hidden fields are the form's, not the
 * visitor's.
 */
export function typedBeforeHydration(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === "hidden") continue
      if (element.type === "checkbox") {
        if (element.checked !== element.defaultChecked) typed[element.name] = element.checked ? "yes" : ""
      } else if (element.type === "radio") {
        if (element.checked && !element.defaultChecked) typed[element.name] = element.value
      } else if (element.value !== element.defaultValue) typed[element.name] = element.value
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) typed[element.name] = element.value
    } else if (element instanceof HTMLSelectElement) {
      // Without a selected attribute, the markup shows the first option.
      const rendered = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0]
      if (element.name && element.selectedOptions[0] !== rendered) typed[element.name] = element.value
    }
  }
  return typed
}

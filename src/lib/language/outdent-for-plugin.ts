/**
 * What gatsby-plugin-react-i18next gets for `require("outdent")` (an alias in gatsby-node.ts, README
 * "Version-tied work-arounds"). The plugin's only use of outdent is to format the console error it prints when a
 * page has no translations; outdent's own builds cost every page 0.6 KB gzip in the plugin's chunk, and its ES
 * module build even threw (caught) on every page load in webpack's wrapper. This joins the template as written:
 * the message keeps its indentation, nothing else changes.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => text + String(values[index - 1]) + part)
}

/**
 * The stylesheet the pages load after their first paint, without the rules every page already inlines.
 *
 * When that stylesheet applies, Chrome restyles every element a rule of it could match, whether or not the
 * element's style changes: with the whole sheet, every element of the first screen once more (109 of 110 elements
 * styled before the first paint on a service page, traced at 412 × 823), in a task of its own. The rules every page
 * inlines (`:root`, `*`, `html`, `body`, most element rules, states of the header) are already in force wherever the
 * sheet arrives, so the sheet leaves them out, and the elements only they match are left alone (on that service
 * page, 66 elements restyled instead of 109).
 *
 * The cascade stays as the whole sheet makes it. A rule left out now stands only in the page's inline copy, ahead of
 * every rule of the sheet, where in the whole sheet some rules came before it; a rule that came before it would now
 * win a tie: same specificity, the same box, a property both set. So a rule is left out only when no rule before it
 * that the sheet keeps can tie with it (canTie: the same specificity and pseudo-element, no other element type) and
 * sets a property of the same family (`margin` and `margin-top`, `inset` and `top`): a check that looks at no
 * element, and so holds for every page, for what scripts draw later and for pages reached by client-side navigation
 * (each page's inline copy holds every rule left out). Most of the header's class rules stay for that reason:
 * `.visually-hidden` and `:focus-visible` come before them, and not every page inlines those.
 *
 * The sheet depends on the pages (an editor's text can take an element off a page, and with it a rule from the
 * pages' common part), so it is named by its own content: a browser that cached one never reads it for another.
 */
import { contentAddress } from "../content-model/content-address"
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from "postcss"
import selectorParser from "postcss-selector-parser"

/** (ids, classes with attributes and pseudo-classes, types with pseudo-elements) */
export type Specificity = [number, number, number]

const PSEUDO_ELEMENTS_WITH_ONE_COLON = new Set([":before", ":after", ":first-line", ":first-letter"])
const TAKES_ITS_ARGUMENTS = new Set([":is", ":not", ":has", ":matches", ":-webkit-any", ":-moz-any"])

const isPseudoElement = (node: selectorParser.Node) =>
  node.type === "pseudo" &&
  (node.value.startsWith("::") || PSEUDO_ELEMENTS_WITH_ONE_COLON.has(node.value.toLowerCase()))

const larger = (a: Specificity, b: Specificity) => (a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) >= 0

function specificityOf(selector: selectorParser.Selector): Specificity {
  const total: Specificity = [0, 0, 0]
  selector.each((node) => {
    const [a, b, c] = nodeSpecificity(node)
    total[0] += a
    total[1] += b
    total[2] += c
  })
  return total
}

function nodeSpecificity(node: selectorParser.Node): Specificity {
  if (node.type === "id") return [1, 0, 0]
  if (node.type === "class" || node.type === "attribute") return [0, 1, 0]
  if (node.type === "tag") return [0, 0, 1]
  if (node.type !== "pseudo") return [0, 0, 0] // *, combinators, comments
  const name = node.value.toLowerCase()
  if (isPseudoElement(node)) return [0, 0, 1]
  if (name === ":where") return [0, 0, 0]
  // :is(), :not(), :has() count as their most specific argument, other pseudo-classes as one class; of
  // :nth-child(An+B of S) the selector list S counts too.
  const most = (selectors: selectorParser.Selector[]) =>
    selectors.map(specificityOf).reduce<Specificity>((a, b) => (larger(a, b) ? a : b), [0, 0, 0])
  if (TAKES_ITS_ARGUMENTS.has(name)) return most(node.nodes)
  const of = /^:nth(-last)?-child$/.test(name) ? /\bof\s+([\s\S]+)\)$/.exec(node.toString()) : null
  if (!of) return [0, 1, 0]
  let inner: Specificity = [0, 0, 0]
  selectorParser((root) => {
    inner = most(root.nodes)
  }).processSync(of[1])
  return [inner[0], inner[1] + 1, inner[2]]
}

/**
 * What one selector (not a list) styles and how strongly: its specificity (`.a .b:hover` is [0, 3, 0]), and the
 * element type and pseudo-element its last compound names (`ul > li::marker`: li, ::marker), null where it names none.
 * Two selectors can style the same box only where neither names another type and both name the same pseudo-element.
 */
export type Subject = { specificity: Specificity; type: string | null; pseudoElement: string | null }

export function subject(selector: string): Subject {
  let result: Subject = { specificity: [0, 0, 0], type: null, pseudoElement: null }
  selectorParser((root) => {
    const parsed = root.first
    let type: string | null = null
    let pseudoElement: string | null = null
    parsed.each((node) => {
      if (node.type === "combinator") type = pseudoElement = null
      else if (node.type === "tag") type = node.value.toLowerCase()
      else if (isPseudoElement(node)) pseudoElement = `::${String(node.value).replace(/^::?/, "").toLowerCase()}`
    })
    result = { specificity: specificityOf(parsed), type, pseudoElement }
  }).processSync(selector)
  return result
}

/** Whether a rule of one subject can stand against a rule of the other: a tie, where order decides the cascade. */
export const canTie = (a: Subject, b: Subject): boolean =>
  a.specificity.join() === b.specificity.join() &&
  a.pseudoElement === b.pseudoElement &&
  (a.type === null || b.type === null || a.type === b.type)

/**
 * Properties that can set the same value share a family: a shorthand and its longhands (`border`, `border-top-color`),
 * a logical property and its physical twin (`inline-size`, `width`), an alias (`word-wrap`, `overflow-wrap`). Wider
 * than the exact relations on purpose: a family too wide keeps a rule in the sheet that could have gone; one too
 * narrow would change a page's look.
 */
const FAMILIES: Record<string, string> = {
  top: "inset",
  right: "inset",
  bottom: "inset",
  left: "inset",
  row: "gap",
  column: "gap",
  columns: "gap",
  place: "align",
  justify: "align",
  width: "size",
  height: "size",
  min: "size",
  max: "size",
  inline: "size",
  block: "size",
  line: "font",
  white: "text",
  word: "overflow",
}

export function propertyFamily(property: string): string {
  if (property.startsWith("--")) return property
  const first = property
    .toLowerCase()
    .replace(/^-[a-z]+-/, "")
    .split("-")[0]
  return FAMILIES[first] ?? first
}

/** Whether declarations of these families can decide the same property (`all` decides every one but custom ones). */
function familiesMeet(a: Set<string>, b: Set<string>): boolean {
  if ([...a].some((family) => b.has(family))) return true
  const standard = (families: Set<string>) => [...families].some((family) => !family.startsWith("--"))
  return (a.has("all") && standard(b)) || (b.has("all") && standard(a))
}

const inKeyframes = (node: ChildNode) => {
  const parent = node.parent
  return parent?.type === "atrule" && /keyframes$/i.test((parent as AtRule).name)
}

/** The @media/@supports around a rule, and the rule's declarations: with a selector, what the pages' copies share. */
function ruleKey(rule: Rule, selector: string): string {
  const around: string[] = []
  for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent)
    around.unshift(`@${parent.name} ${parent.params}`)
  const declarations = rule.nodes.map((node) => (node.type === "decl" ? node.toString() : "")).join(";")
  return `${around.join(" ")}|${selector}|${declarations}`
}

/** Every selector of every rule of a stylesheet, as ruleKey names it. */
function selectorKeys(root: Root): Set<string> {
  const keys = new Set<string>()
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) for (const selector of rule.selectors) keys.add(ruleKey(rule, selector))
  })
  return keys
}

/**
 * The stylesheet `css` without the selectors every one of `inlineSheets` carries with the same declarations (under
 * the same @media), where leaving one out cannot change the cascade (see the top of this file). A rule that loses
 * some of its selectors keeps the others; @keyframes and @font-face stay as they are.
 */
export function withoutRulesEveryPageInlines(css: string, inlineSheets: readonly string[]): string {
  if (!inlineSheets.length) return css
  const [first, ...others] = inlineSheets.map((sheet) => selectorKeys(postcss.parse(sheet)))
  const common = new Set([...first].filter((key) => others.every((keys) => keys.has(key))))
  const root = postcss.parse(css)
  const kept: { subject: Subject; families: Set<string> }[] = []
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return
    const families = new Set(rule.nodes.flatMap((node) => (node.type === "decl" ? [propertyFamily(node.prop)] : [])))
    const stays = rule.selectors.filter((selector) => {
      const own = subject(selector)
      const tied = kept.some((earlier) => canTie(earlier.subject, own) && familiesMeet(earlier.families, families))
      const leaves = common.has(ruleKey(rule, selector)) && !tied
      if (!leaves) kept.push({ subject: own, families })
      return !leaves
    })
    if (!stays.length) rule.remove()
    else if (stays.length < rule.selectors.length) rule.selectors = stays
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes && !atRule.nodes.length) atRule.remove()
  })
  return root.toString()
}

/** The address of a stylesheet named by its content, as Gatsby names its own: `/styles.<20 hex digits>.css`. */
export const stylesheetAddress = (css: string): string => contentAddress("styles.", css, "css")

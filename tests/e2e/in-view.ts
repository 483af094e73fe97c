/**
 * Whether a visitor sees `element` once scrolling has stopped: runs in the page, in chromium through Playwright's
 * evaluate and in WebKit and Firefox as source through their drivers, so it uses nothing from outside itself. Waits
 * until the page has not scrolled for two frames at least 100 ms apart (a smooth scroll has ended and what it laid
 * out is on screen), then returns where the element leaves the viewport below the sticky header, or null when all of
 * it is in view. An element out of view gets a second more: a smooth scroll that a busy browser has not started yet
 * (Firefox on a loaded machine, seen) looks settled too.
 */
export async function outOfViewOnceSettled(element: Element): Promise<string | null> {
  const stillFor = (ms: number) =>
    new Promise<void>((resolve) => {
      let last = NaN
      let since = 0
      const check = () => {
        if (scrollY !== last) [last, since] = [scrollY, performance.now()]
        else if (performance.now() - since >= ms) return resolve()
        setTimeout(() => requestAnimationFrame(check), 100)
      }
      requestAnimationFrame(check)
    })
  const outOfView = () => {
    const { top, bottom } = element.getBoundingClientRect()
    const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom
    if (top >= header - 1 && bottom <= innerHeight + 1 && bottom > top) return null
    return (
      `${element.id || element.tagName}: ${Math.round(top)} to ${Math.round(bottom)} px, ` +
      `visible ${Math.round(header)} to ${innerHeight} px, scrolled ${Math.round(scrollY)} px`
    )
  }
  await stillFor(100)
  if (!outOfView()) return null
  await stillFor(1000)
  return outOfView()
}

/** The error text of an invalid field: the element its aria-describedby names with "-error". */
export function errorTextOf(field: Element): Element | null {
  const id = field
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((name) => name.endsWith("-error"))
  return id ? document.getElementById(id) : null
}

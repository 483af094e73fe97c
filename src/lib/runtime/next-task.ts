/**
 * Resolves in a task of its own. Work awaited after it does not lengthen the task that is running now: the
 * browser can paint and handle input in between, and two pieces of 10 ms block nothing where one of 20 ms,
 * under a phone's slower CPU, is a long task. (A plain timeout, not `scheduler.yield`: the same in every
 * browser, and the order does not matter here.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

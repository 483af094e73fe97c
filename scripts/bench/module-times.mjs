/**
 * The per-module timing of `npm run bench:modules` (scripts/bench/modules.mjs): the patch it applies to webpack's
 * runtime, and how it names what it timed.
 */

/**
 * Wraps webpack's module call (`__webpack_modules__[moduleId](…)`) in an unminified runtime so each evaluation adds
 * its self time to `self.__moduleTimes[moduleId]`: its own duration minus that of the modules it required meanwhile.
 * Throws when the call is not there (a minified build, or a webpack that writes it differently).
 */
export function timeModuleCalls(runtime) {
  const call = /(__webpack_modules__\[moduleId\](?:\.call)?\([^;]*\);)/
  if (!call.test(runtime)) throw new Error("webpack's module call not found (is the build unminified?)")
  return runtime.replace(
    call,
    `var __times = self.__moduleTimes || (self.__moduleTimes = {}), __stack = self.__moduleStack || (self.__moduleStack = []);
var __start = performance.now(); __stack.push(0);
try { $1 } finally {
  var __took = performance.now() - __start, __inner = __stack.pop();
  __times[moduleId] = (__times[moduleId] || 0) + __took - __inner;
  if (__stack.length) __stack[__stack.length - 1] += __took;
}`,
  )
}

/** The package a module (named by its path) belongs to: "react-dom", "@iconify/react" (the innermost
 * when one is nested in another's node_modules), Gatsby's runtime or the site. */
export function packageOf(id) {
  const packages = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  if (packages.length) return packages.at(-1)[1]
  return id.startsWith("./.cache/") ? "gatsby (runtime)" : "site"
}

import { packageOf, timeModuleCalls } from "../../scripts/bench/module-times.mjs"

/** webpack 5's unminified require function, as Gatsby's webpack-runtime-*.js carries it. */
const runtime = `
function __webpack_require__(moduleId) {
  var cachedModule = __webpack_module_cache__[moduleId];
  if (cachedModule !== undefined) return cachedModule.exports;
  var module = __webpack_module_cache__[moduleId] = { exports: {} };
  __webpack_modules__[moduleId].call(module.exports, module, module.exports, __webpack_require__);
  return module.exports;
}`

/** Runs the patched runtime on modules that spend fake time (a clock they advance) and require each other. */
function evaluate(source: string, entry: string) {
  let clock = 0
  const order: string[] = []
  const spend = (ms: number) => (clock += ms)
  const modules = {
    app: (_m: unknown, _e: unknown, require: (id: string) => unknown) => {
      order.push("app")
      spend(3)
      require("react")
      spend(2)
      require("i18n")
    },
    react: (module: { exports: unknown }) => {
      order.push("react")
      spend(10)
      module.exports = "React"
    },
    i18n: (_m: unknown, _e: unknown, require: (id: string) => unknown) => {
      order.push("i18n")
      spend(4)
      order.push(`i18n got ${require("react")}`) // cached: no second evaluation
    },
  }
  const scope: { __moduleTimes?: Record<string, number> } = {}
  const run = new Function(
    "self",
    "performance",
    "__webpack_modules__",
    `var __webpack_module_cache__ = {};${source}; __webpack_require__(${JSON.stringify(entry)});`,
  )
  run(scope, { now: () => clock }, modules)
  return { times: scope.__moduleTimes, order }
}

describe("timeModuleCalls (npm run bench:modules)", () => {
  it("gives each module its own time, without the time of the modules it required", () => {
    expect(evaluate(timeModuleCalls(runtime), "app").times).toEqual({ app: 5, react: 10, i18n: 4 })
  })

  it("leaves the runtime working as before: each module runs once, in order, and its exports are cached", () => {
    const order = ["app", "react", "i18n", "i18n got React"]
    expect(evaluate(runtime, "app")).toEqual({ times: undefined, order })
    expect(evaluate(timeModuleCalls(runtime), "app").order).toEqual(order)
  })

  it("refuses a minified runtime rather than timing nothing", () => {
    expect(() => timeModuleCalls("var r=n[e]={exports:{}};t[e].call(r.exports,r,r.exports,o)")).toThrow(/unminified/)
  })
})

describe("packageOf", () => {
  it("names packages, scoped ones with their scope, Gatsby's runtime and the site's own code", () => {
    expect(packageOf("./node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("react-dom")
    expect(packageOf("./node_modules/@iconify/react/dist/iconify.mjs")).toBe("@iconify/react")
    // A copy nested in another package's node_modules is named by the package it is.
    expect(packageOf("./node_modules/gatsby/node_modules/@babel/runtime/helpers/extends.js")).toBe("@babel/runtime")
    expect(packageOf("./.cache/production-app.js + 12 modules")).toBe("gatsby (runtime)")
    expect(packageOf("./src/templates/page.tsx")).toBe("site")
  })
})

/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { blockingByKind, blockingTasks, chunkLabels, sourceLabel, taskKind } from "../../scripts/bench/blocking.mjs"

const origin = "http://127.0.0.1:9300"

describe("bench: where the blocking time came from", () => {
  it("names a long task by the page's HTML, Gatsby's chunks, the template or another chunk", () => {
    expect(taskKind(`${origin}/contact`)).toBe("document")
    expect(taskKind(`${origin}/en/`)).toBe("document")
    expect(taskKind("Unattributable")).toBe("unattributable")
    expect(taskKind(`${origin}/webpack-runtime-70dfc755f9b41ac58818.js`)).toBe("webpack-runtime")
    expect(taskKind(`${origin}/framework-e52ebd4345b5607eefb1.js`)).toBe("framework")
    expect(taskKind(`${origin}/app-0b4f11961eacdb52cbdd.js`)).toBe("app")
    expect(taskKind(`${origin}/commons-2d41d417dcef5eaccb82.js`)).toBe("commons")
    expect(taskKind(`${origin}/component---src-templates-contact-tsx-bdc204252bf2f0104a33.js`)).toBe("template")
    expect(taskKind(`${origin}/107-d117f32585fa367492f7.js`)).toBe("other chunk")
    expect(taskKind(`${origin}/fe99a80072f5fd52ee135464faa0252ed8ecf58f-6f9fb84ac946fae8dab0.js`)).toBe("other chunk")
  })

  it("names another chunk by the package or the project's folder that is most of its code", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chunks-"))
    const map = (sources: [string, number][]) =>
      JSON.stringify({ sources: sources.map(([s]) => s), sourcesContent: sources.map(([, n]) => "x".repeat(n)) })
    const prefix = "webpack://alpentransfer-website/./"
    fs.writeFileSync(
      path.join(dir, "fe99a80072f5fd52ee135464faa0252ed8ecf58f-6f9fb84ac946fae8dab0.js.map"),
      map([
        [`${prefix}node_modules/i18next/dist/esm/i18next.js`, 900],
        [`${prefix}node_modules/@babel/runtime/helpers/esm/createClass.js`, 300],
        [`${prefix}node_modules/@babel/runtime/helpers/esm/inherits.js`, 300],
      ]),
    )
    fs.writeFileSync(
      path.join(dir, "551-85f2fe9b53919bd89227.js.map"),
      map([
        [`${prefix}src/lib/consent/index.ts`, 700],
        [`${prefix}src/lib/consent/banner.ts`, 700],
        [`${prefix}node_modules/vanilla-cookieconsent/dist/cookieconsent.esm.js`, 1000],
      ]),
    )
    fs.writeFileSync(path.join(dir, "app-0b4f11961eacdb52cbdd.js.map"), map([[`${prefix}.cache/loader.js`, 10]]))
    const labels = chunkLabels(dir)
    expect([...labels].sort()).toEqual([
      ["551-85f2fe9b53919bd89227.js", "src/lib/consent"],
      ["fe99a80072f5fd52ee135464faa0252ed8ecf58f-6f9fb84ac946fae8dab0.js", "i18next"],
    ])
    expect(taskKind(`${origin}/551-85f2fe9b53919bd89227.js`, labels)).toBe("chunk: src/lib/consent")
    expect(taskKind(`${origin}/app-0b4f11961eacdb52cbdd.js`, labels)).toBe("app")
    expect(sourceLabel(`${prefix}node_modules/@iconify/react/dist/offline.js`)).toBe("@iconify/react")
    fs.rmSync(dir, { recursive: true })
  })

  it("counts what a task lasts beyond 50 ms between the first paint and time to interactive", () => {
    const tasks = blockingTasks(
      [
        { url: "Unattributable", startTime: 600, duration: 170 }, // 700-770 after FCP: 70, blocks 20
        { url: `${origin}/contact`, startTime: 800, duration: 94 }, // wholly inside: blocks 44
        { url: `${origin}/app-0b4f11961eacdb52cbdd.js`, startTime: 1950, duration: 80 }, // 50 before TTI: 0
        { url: `${origin}/framework-e52ebd4345b5607eefb1.js`, startTime: 2100, duration: 90 }, // after TTI: 0
        { url: `${origin}/commons-2d41d417dcef5eaccb82.js`, startTime: 100, duration: 300 }, // before FCP: 0
      ],
      700,
      2000,
    )
    expect(tasks.map((t) => [t.kind, t.blockingMs])).toEqual([
      ["unattributable", 20],
      ["document", 44],
      ["app", 0],
      ["framework", 0],
      ["commons", 0],
    ])
  })

  it("sums blocking time by kind over runs, counts the runs each kind blocked in, largest first", () => {
    const task = (kind: string, blockingMs: number) => ({ kind, startMs: 0, durationMs: 0, blockingMs })
    const result = blockingByKind([
      { tasks: [task("document", 30), task("webpack-runtime", 10), task("webpack-runtime", 5)] },
      { tasks: [task("webpack-runtime", 45), task("app", 0)] },
      { tasks: [] },
      {}, // saved before the bench kept tasks: not counted
    ])
    expect(result.runs).toBe(3)
    expect(result.totalMs).toBe(90)
    expect(result.kinds).toEqual([
      { kind: "webpack-runtime", ms: 60, runs: 2, share: 60 / 90 },
      { kind: "document", ms: 30, runs: 1, share: 30 / 90 },
    ])
  })
})

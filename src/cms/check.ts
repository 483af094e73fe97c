/**
 * `npm run check:content`, also the first step of every build: every content file checked without Gatsby, in
 * about a second. Each problem names the file, the entry (field path) and the rule broken:
 * - each entry against the fields the CMS edits it with (src/cms/validate.ts);
 * - both languages present for every entry, neutral facts (order, capacities, ids, images) equal in both;
 * - every page of the route table has its entry; every id resolves (a testimonial's service, a route's places);
 * - photos exist, are images and stay under the upload limit;
 * - the tariff rules: every typical route of a service priced in every class, a higher class never cheaper
 *   than a lower one on a route or by the hour (src/node/content-model/tariff-check.ts);
 * - every {{token}} in the copy is a company fact.
 */
import fs from "fs"
import path from "path"
import yaml from "yaml"
import { languages, defaultLanguage } from "../lib/language/languages"
import { pageRoutes } from "../routes"
import { checkTariff } from "../node/content-model/tariff-check"
import { classifyContentFile, readCompany, recordsOf } from "../node/content-model/content-nodes"
import { cmsCollections, maxPhotoBytes, mediaFolder, photoTypes, type CmsContext, type Collection } from "./collections"
import type { Field } from "./fields"
import { entryProblems, type Relations } from "./validate"

type Entry = { file: string; data: Record<string, unknown> }

const folderOf = { Service: "services", VehicleClass: "fleet", Page: "pages" } as const

function readYaml(root: string, file: string): { data?: Record<string, unknown>; problem?: string } {
  try {
    const doc = yaml.parseDocument(fs.readFileSync(path.join(root, file), "utf8"), { prettyErrors: true })
    if (doc.errors.length)
      return { problem: `${file}: is not valid YAML: ${doc.errors.map((e) => e.message).join("; ")}` }
    return { data: doc.toJSON() as Record<string, unknown> }
  } catch (error) {
    return { problem: `${file}: ${(error as Error).message}` }
  }
}

const yamlFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
    : []

/** Values of every "duplicate" field: the same fact in every language file. */
function neutralValues(fields: Field[], data: Record<string, unknown>) {
  return Object.fromEntries(fields.filter((f) => f.i18n === "duplicate").map((f) => [f.name, data[f.name]]))
}

export function contentProblems(root: string, context: CmsContext): string[] {
  const contentDir = path.join(root, "content")
  const problems: string[] = []
  const collections = cmsCollections(context)
  const entries = new Map<string, Entry[]>()

  // Folder collections: content/<collection>/<language>/<slug>.yaml
  for (const collection of collections.filter((c) => c.folder)) {
    const list: Entry[] = []
    // A collection the office edits in one language only (the tariff's routes) keeps its files in the folder itself.
    for (const language of collection.i18n ? languages : [null]) {
      for (const name of yamlFiles(path.join(root, collection.folder!, language ?? ""))) {
        const file = language ? `${collection.folder}/${language}/${name}` : `${collection.folder}/${name}`
        const { data, problem } = readYaml(root, file)
        if (problem) problems.push(problem)
        else list.push({ file, data: data! })
      }
    }
    entries.set(collection.name, list)
  }

  const relations: Relations = {
    services: new Set((entries.get("services") ?? []).map((e) => String(e.data.slug))),
    "places/name.de": new Set(
      (entries.get("places") ?? []).map((e) => String((e.data.name as { de?: string } | undefined)?.de)),
    ),
  }
  const settings = collections.find((c) => c.files)!
  const fileEntries = settings.files!.map((f) => ({ spec: f, ...readYaml(root, f.file) }))
  for (const { problem } of fileEntries) if (problem) problems.push(problem)

  const check = (fields: Field[], entry: Entry) =>
    problems.push(...entryProblems(fields, entry.data, relations).map((p) => `${entry.file}: ${p}`))

  for (const { spec, data } of fileEntries) if (data) check(spec.fields, { file: spec.file, data })

  for (const collection of collections.filter((c) => c.folder) as (Collection & { fields: Field[] })[]) {
    const list = entries.get(collection.name)!
    const bySlug = new Map<string, Map<string, Entry>>()
    for (const entry of list) {
      check(collection.fields, entry)
      // A place's file is named by its id, as the CMS names a new one: a renamed id needs its file renamed.
      const named = collection.slug === "{{fields.id}}" && entry.data.id !== undefined
      if (named && `${String(entry.data.id)}.yaml` !== path.basename(entry.file))
        problems.push(`${entry.file}: id: "${String(entry.data.id)}" must equal the file name`)
      if (!collection.i18n) continue
      const [, , language, name] = entry.file.split("/")
      const slug = name.replace(/\.yaml$/, "")
      if (entry.data.slug !== slug)
        problems.push(`${entry.file}: slug: "${String(entry.data.slug)}" must equal the file name "${slug}"`)
      if (!bySlug.has(slug)) bySlug.set(slug, new Map())
      bySlug.get(slug)!.set(language, entry)
    }
    for (const [slug, twins] of bySlug) {
      for (const language of languages) {
        if (!twins.has(language))
          problems.push(
            `${collection.folder}/${language}/${slug}.yaml: is missing (the ${[...twins.keys()].join(", ")} version exists)`,
          )
      }
      const german = twins.get(defaultLanguage)
      for (const [language, entry] of twins) {
        if (!german || entry === german) continue
        const [expected, actual] = [
          neutralValues(collection.fields, german.data),
          neutralValues(collection.fields, entry.data),
        ]
        for (const key of Object.keys(expected)) {
          if (JSON.stringify(expected[key]) !== JSON.stringify(actual[key])) {
            problems.push(
              `${entry.file}: ${key}: must be the same in every language (${defaultLanguage}: ${JSON.stringify(expected[key])}, ${language}: ${JSON.stringify(actual[key])})`,
            )
          }
        }
      }
    }
  }

  for (const route of pageRoutes) {
    for (const language of languages) {
      const file = `content/${folderOf[route.content.type]}/${language}/${route.content.slug}.yaml`
      if (!fs.existsSync(path.join(root, file)))
        problems.push(`${file}: is missing: the page ${route.path} (${language}) renders it`)
    }
  }

  problems.push(...photoProblems(root, [...entries.values()].flat()))
  problems.push(...checkTariff(contentDir))

  // Company tokens in the copy ({{phone}}, ...): an unknown one would reach the page as text.
  if (!problems.some((p) => p.startsWith("content/company.yaml"))) {
    const company = readCompany(contentDir)
    for (const entry of [...entries.values()].flat()) {
      const kind = classifyContentFile(entry.file.replace(/^content\//, ""))
      try {
        if (kind) recordsOf(kind, fs.readFileSync(path.join(root, entry.file), "utf8"), company)
      } catch (error) {
        problems.push((error as Error).message.replace(/ in (\S+)$/, " ") + `(${entry.file})`)
      }
    }
  }
  return problems
}

/** Uploaded photos: referenced ones exist; every file in the media folder is a photo type within the limit. */
function photoProblems(root: string, entries: Entry[]): string[] {
  const problems: string[] = []
  const dir = path.join(root, mediaFolder)
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = `${mediaFolder}/${name}`
    const extension = path.extname(name).slice(1).toLowerCase()
    if (!photoTypes.includes(extension)) problems.push(`${file}: is not a photo (allowed: ${photoTypes.join(", ")})`)
    const size = fs.statSync(path.join(dir, name)).size
    if (size > maxPhotoBytes)
      problems.push(`${file}: ${(size / 1048576).toFixed(1)} MB is over the limit of ${maxPhotoBytes / 1048576} MB`)
  }
  for (const { file, data } of entries) {
    if (typeof data.photo !== "string") continue
    const photo = data.photo.replace(/^\//, "")
    if (!photo.startsWith(`${mediaFolder}/`) || !fs.existsSync(path.join(root, photo))) {
      problems.push(`${file}: photo: "${data.photo}" is not a file in ${mediaFolder}/`)
    }
  }
  return problems
}

import type { GatsbyNode } from "gatsby"
import path from "path"
import fs from "fs"
import { createRequire } from "module"
import { defaultLanguage, languages, localizePath, type Language } from "./src/lib/language/languages"
import { pageRoutes, type Template } from "./src/routes"
import { assertLocaleFolder, classifyContentFile, readCompany, recordsOf } from "./src/node/content-model/content-nodes"
import { rasteriseArtwork } from "./src/node/content-model/artwork"
import { checkTariff, readTariff } from "./src/node/content-model/tariff-check"
import { writePlaceIndex } from "./src/node/content-model/places-index"
import { facadeFor, facadeRequests } from "./src/node/gatsby-output/plugin-facades"
import {
  checkAdaptersManifest,
  checkRegistryOnlyInstalls,
  checkWebpackTargets,
  I18NEXT_ES_BUILD,
  PLUGIN_BROWSER_FILE,
} from "./src/node/gatsby-output/dependency-workarounds"
import { errorPageFile, headerRules, notFoundFile, redirectRules, robotsTxt } from "./src/node/gatsby-output/host-rules"
import { writeBuildInfo, writeFavicons, writeVendorAssets } from "./src/node/gatsby-output/build-assets"
import { checkIconUses, writeIconSprite } from "./src/node/gatsby-output/icon-sprite"
import { checkFirstScreens } from "./src/node/gatsby-output/first-screen"
import { checkImagePlaceholders } from "./src/node/gatsby-output/image-placeholders"
import {
  deferEntryScripts,
  inlineCriticalCssOfPages,
  sharePagePathScripts,
  stripNulBytes,
} from "./src/node/gatsby-output/page-rewrites"
import { backgroundColor, isPreviewDeploy, resolveSiteUrl } from "./src/lib/site-config"
import { toasterOptions } from "./src/lib/runtime/toast-options"

export { createSchemaCustomization, createResolvers } from "./src/node/content-model/schema"

const contentDir = path.resolve("content")
const template = (name: Template | "not-found" | "server-error") => path.resolve(`src/templates/${name}.tsx`)

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // What the install-time work-arounds rely on is still there (docs/workarounds.md).
  checkRegistryOnlyInstalls()
  checkAdaptersManifest()
  // Every typical route priced in every class, classes in price order (src/node/content-model/tariff-check.ts).
  const tariffProblems = checkTariff(contentDir)
  if (tariffProblems.length) reporter.panicOnBuild(`Tariff check (content/tariff.yaml):\n${tariffProblems.join("\n")}`)
  // The booking form's places, a lazy chunk of their own (src/node/content-model/places-index.ts, src/lib/domain/places.ts).
  // With the road network and each place's join to it: a place that cannot be joined stops the build, named.
  if (!tariffProblems.length) {
    try {
      reporter.info(`places: ${writePlaceIndex(readTariff(contentDir), contentDir)} in generated/places.json`)
    } catch (error) {
      reporter.panicOnBuild((error as Error).message)
    }
  }
  const written = await rasteriseArtwork(path.join(contentDir, "artwork"), path.resolve("generated/artwork"))
  if (written.length) reporter.info(`artwork: rasterised ${written.length} illustration(s)`)
}

/**
 * Work-arounds for the browser bundle (docs/workarounds.md): sonner hard-codes its swipe-to-dismiss distance, the
 * loader sets the site's 50 px (src/node/gatsby-output/sonner-swipe-loader.cjs); gatsby-plugin-react-i18next's browser side is
 * loaded as a chunk of its own, its CommonJS files get ES module facades, and it shares the site's i18next. Each
 * checks here that what it replaces is still there (src/node/gatsby-output/workaround.ts), so an upgrade cannot undo it silently.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, plugins }) => {
  checkWebpackTargets()
  actions.setWebpackConfig({
    // The browser build takes the plugin's wrapPageElement through a loader of our own, so i18next is a chunk
    // of its own instead of a fifth of the app chunk (src/lib/language/plugin-browser.tsx). Development and the
    // server render use the plugin as it is.
    plugins:
      stage === "build-javascript"
        ? [
            plugins.normalModuleReplacement(PLUGIN_BROWSER_FILE, path.resolve("src/lib/language/plugin-browser.tsx")),
            // CommonJS plugin files require() react-i18next and gatsby whole, which keeps every name of both in
            // the chunks every page loads; facades hand them the names they use (src/node/gatsby-output/plugin-facades.ts).
            plugins.normalModuleReplacement(facadeRequests, (resource: { context: string; request: string }) => {
              const found = facadeFor(resource.request, resource.context)
              if (found) resource.request = path.resolve(found.facade)
            }),
          ]
        : [],
    resolve: {
      // One i18next in the bundle: gatsby-plugin-react-i18next require()s it (webpack picks the CommonJS build)
      // while our code imports it (the ES module build), and the browser evaluated both, 56 KB each.
      alias: { i18next$: path.resolve(I18NEXT_ES_BUILD) },
    },
    module: {
      rules: [
        {
          test: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
          use: [
            {
              loader: path.resolve("src/node/gatsby-output/sonner-swipe-loader.cjs"),
              options: { threshold: toasterOptions.swipeThreshold },
            },
          ],
        },
        {
          // react-i18next declares itself free of side effects, but its ES build has a package.json of its own
          // (`{"type":"module"}`) without that flag, and webpack reads the nearest one: every import then went
          // through its index, which kept Trans and its HTML parser in the chunk every page loads.
          test: /[\\/]node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]/,
          sideEffects: false,
        },
      ],
    },
  })
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await writeFavicons(path.join(contentDir, "brand/icon.svg"), path.resolve("public"), backgroundColor)
  writeVendorAssets(path.resolve("public"))
  writeIconSprite(path.resolve("public"))
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "File") return
  if (node.sourceInstanceName === "locale") return assertLocaleFolder(String(node.relativeDirectory), String(node.name))
  if (node.sourceInstanceName !== "content") return
  const file = classifyContentFile(String(node.relativePath))
  if (!file) return
  const records = recordsOf(file, await loadNodeContent(node), readCompany(contentDir))
  records.forEach((record, index) => {
    const child = {
      ...record,
      id: createNodeId(`${node.id} >>> ${file.type} ${index}`),
      parent: node.id,
      children: [],
      internal: { type: file.type, contentDigest: createContentDigest(record) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  })
}

/**
 * What every page's context says about its language: `language` for the page queries, and the `i18n` object
 * gatsby-plugin-react-i18next reads in wrapPageElement (and useI18next). A page created with it is left alone by
 * the plugin's own page generation; `originalPath` is the language-neutral path.
 */
const languageContext = (language: Language, neutralPath: string) => ({
  language,
  i18n: {
    language,
    languages: [...languages],
    defaultLanguage,
    generateDefaultLanguagePage: false,
    routed: language !== defaultLanguage,
    originalPath: neutralPath,
    path: localizePath(neutralPath, language),
  },
})

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  // Every route must have its content in every language: a missing file is a build error, not an empty page.
  const result = await graphql<{
    allService: { nodes: { slug: string; locale: string }[] }
    allVehicleClass: { nodes: { slug: string; locale: string }[] }
    allPage: { nodes: { slug: string; locale: string }[] }
  }>(`
    query ContentInventory {
      allService {
        nodes {
          slug
          locale
        }
      }
      allVehicleClass {
        nodes {
          slug
          locale
        }
      }
      allPage {
        nodes {
          slug
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the content nodes", result.errors)
    return
  }
  const available = new Set(
    [
      ...result.data.allService.nodes.map((n) => ({ ...n, type: "Service" })),
      ...result.data.allVehicleClass.nodes.map((n) => ({ ...n, type: "VehicleClass" })),
      ...result.data.allPage.nodes.map((n) => ({ ...n, type: "Page" })),
    ].map((n) => `${n.type}:${n.slug}:${n.locale}`),
  )

  for (const route of pageRoutes) {
    for (const language of languages) {
      const key = `${route.content.type}:${route.content.slug}:${language}`
      if (!available.has(key)) {
        reporter.panicOnBuild(`Missing content for ${localizePath(route.path, language)}: ${key}`)
        continue
      }
      actions.createPage({
        path: localizePath(route.path, language),
        component: template(route.template),
        context: {
          slug: route.content.slug,
          noindex: route.noindex ?? false,
          ...languageContext(language, route.path),
        },
      })
    }
  }

  // Not-found pages: Gatsby copies /404 to /404.html; the other languages are published at /{lang}/404.html
  // and claim their prefix, so the in-browser router also shows the right language for unknown paths.
  for (const language of languages) {
    const isDefault = language === defaultLanguage
    actions.createPage({
      path: isDefault ? "/404" : notFoundFile(language),
      matchPath: isDefault ? undefined : `/${language}/*`,
      component: template("not-found"),
      context: { slug: "not-found", noindex: true, ...languageContext(language, "/404") },
    })
    // The generic error page; Gatsby copies /500 to /500.html.
    actions.createPage({
      path: isDefault ? "/500" : errorPageFile(language),
      component: template("server-error"),
      context: { slug: "server-error", noindex: true, ...languageContext(language, "/500") },
    })
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const repaired = stripNulBytes(path.resolve("public"))
  if (repaired) reporter.info(`html: removed React's stray NUL bytes from ${repaired} page(s)`)
  reporter.info(`html: ${await inlineCriticalCssOfPages(path.resolve("public"))} page(s) inline only the CSS they use`)
  // After the critical CSS (the loader adds the stylesheet it deferred); before the headers (the CSP hashes the
  // inline scripts this leaves: the loader and Gatsby's data move into a file of their own, /after-paint-….js).
  reporter.info(`html: ${deferEntryScripts(path.resolve("public"))} page(s) start their scripts after the first paint`)
  // Last of the rewrites of the pages' scripts: the CSP hashes what they are after it.
  reporter.info(`html: ${sharePagePathScripts(path.resolve("public"))} page(s) share one page-path script`)
  try {
    reporter.info(`icons: ${checkIconUses(path.resolve("public"))} page(s) draw only icons of the sprite`)
    const placeholders = checkImagePlaceholders(path.resolve("public"))
    reporter.info(
      `images: all ${placeholders.images} image(s) of ${placeholders.pages} page(s) have their blurred placeholder`,
    )
    const { pages, heaviest } = checkFirstScreens(path.resolve("public"))
    reporter.info(`first screen: ${pages} page(s) in the first round trip; heaviest ${heaviest}`)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
  fs.writeFileSync(path.resolve("public/_redirects"), redirectRules())
  fs.writeFileSync(path.resolve("public/_headers"), headerRules(path.resolve("public"), { noindex: isPreviewDeploy() }))
  fs.writeFileSync(path.resolve("public/robots.txt"), robotsTxt(resolveSiteUrl(), { noindex: isPreviewDeploy() }))
  writeBuildInfo(path.resolve("public"), process.env.COMMIT_REF)
}

/**
 * `npm run cms` writes the CMS into generated/admin (scripts/cms/local.mjs); the development server serves it
 * at /admin/ like the production build does from public/admin.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const adminDir = path.resolve("generated/admin")
  if (!fs.existsSync(adminDir)) return
  // express is Gatsby's own dependency (its development server); it ships no types of its own.
  const express = createRequire(__filename)("express") as { static: (dir: string) => unknown }
  app.use("/admin", express.static(adminDir))
}

/**
 * Bundles the CMS's previews (src/cms/preview/) into /admin/preview.js and preview.css with esbuild: the site's
 * templates, components and styles with the site's React, loaded by the admin page after Decap. Gatsby and
 * gatsby-plugin-react-i18next become the preview's stand-ins (src/cms/preview/gatsby.tsx), the fonts are copied
 * beside the CSS, `virtual:cms-preview` is the data read from content/ now (src/node/content-model/cms-preview-data.ts), and no
 * third-party key reaches the bundle (`process.env` is empty: no maps service, no tag manager).
 */
import path from "path"
import { build, type Plugin } from "esbuild"
import { cmsPreviewData } from "../../src/node/content-model/cms-preview-data"

const root = path.resolve(__dirname, "../..")
const standIn = path.join(root, "src/cms/preview/gatsby.tsx")

const previewPlugin = (contentDir: string): Plugin => ({
  name: "preview",
  setup(bundle) {
    bundle.onResolve({ filter: /^(gatsby|gatsby-plugin-react-i18next)$/ }, () => ({ path: standIn }))
    // Webpack's "~package/file" in the site's CSS (the self-hosted font).
    bundle.onResolve({ filter: /^~/ }, (args) => ({
      path: require.resolve(args.path.slice(1), { paths: [root] }),
    }))
    bundle.onResolve({ filter: /^virtual:cms-preview$/ }, () => ({ path: "cms-preview", namespace: "virtual" }))
    bundle.onLoad({ filter: /.*/, namespace: "virtual" }, () => ({
      contents: JSON.stringify(cmsPreviewData(contentDir)),
      loader: "json",
    }))
  },
})

/** Writes preview.js and preview.css (and the fonts they use) into `out`. */
export async function buildPreview(out: string, contentDir: string): Promise<void> {
  await build({
    entryPoints: { preview: path.join(root, "src/cms/preview/index.tsx") },
    bundle: true,
    outdir: out,
    // A module with lazy chunks: what the contact page loads on demand (the place index, phone numbers) stays lazy.
    format: "esm",
    splitting: true,
    chunkNames: "preview-[hash]",
    target: "es2020",
    minify: true,
    legalComments: "linked",
    jsx: "automatic",
    loader: { ".woff2": "file", ".woff": "file", ".svg": "file" },
    assetNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
    plugins: [previewPlugin(contentDir)],
    logLevel: "warning",
    absWorkingDir: root,
  })
}

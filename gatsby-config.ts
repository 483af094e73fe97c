import type { GatsbyConfig } from "gatsby"
import path from "path"
import { defaultLanguage, languages } from "./src/lib/language/languages"
import { i18nextOptions } from "./src/lib/language/i18n-options"
import { gtmPluginOptions } from "./src/lib/consent/tag-manager"
import { backgroundColor, resolveSiteUrl, themeColor } from "./src/lib/site-config"
import { imageDefaults } from "./src/node/content-model/image-defaults"
import { sitemapEntry, sitemapOptions } from "./src/node/gatsby-output/sitemap"
import { readCompany } from "./src/node/content-model/content-nodes"

const siteUrl = resolveSiteUrl()
// The brand is the company's name in content/company.yaml, like everywhere on the site.
const brand = readCompany(path.resolve("content")).name
const tagManager = gtmPluginOptions(process.env.GATSBY_GTM_ID)

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: brand,
  },
  // Spec paths have no trailing slash (/agb, /en/agb).
  trailingSlash: "never",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve("content") },
    },
    {
      // Illustrations rasterised from content/artwork/*.svg by gatsby-node (onPreBootstrap).
      resolve: "gatsby-source-filesystem",
      options: { name: "artwork", path: path.resolve("generated/artwork") },
    },
    {
      // Interface strings, one JSON file per language and namespace -> Locale nodes (gatsby-node).
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.resolve("locales") },
    },
    {
      // Translations: the plugin turns locales/{lang}/{ns}.json into Locale nodes and gives the pages an i18next
      // instance, one per language (src/lib/language/reuse-instances.ts), for react-i18next's useTranslation/Trans and
      // the plugin's useI18next. Pages come from our route table with the plugin's `i18n` context (gatsby-node), so
      // its own page generation, its localStorage redirect and its default-language copies stay off
      // (docs/decisions/0003-own-language-detection.md).
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...languages],
        defaultLanguage,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl,
        trailingSlash: "never",
        verbose: false,
        i18nextOptions,
      },
    },
    // Tag manager only with a container id; its snippet waits for analytics consent (gatsby-ssr, docs/consent.md).
    tagManager && { resolve: "gatsby-plugin-google-tagmanager", options: tagManager },
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: imageDefaults },
    },
    "gatsby-plugin-image",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        ...sitemapOptions,
        resolveSiteUrl: () => siteUrl,
        serialize: (page: { path: string }) => sitemapEntry(page, siteUrl),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: brand,
        short_name: "Alpina",
        description: "Chauffeur- und Transferservice in der ganzen Schweiz",
        lang: defaultLanguage,
        start_url: "/",
        display: "minimal-ui",
        theme_color: themeColor,
        background_color: backgroundColor,
        icon: "content/brand/icon.svg",
        icons: [192, 512].map((size) => ({
          src: `/icons/icon-${size}x${size}.png`,
          sizes: `${size}x${size}`,
          type: "image/png",
        })),
        include_favicon: false,
        // The pages name their own favicons and 180 px apple-touch-icon (src/components/seo.tsx); the plugin's
        // apple-touch-icon links (192 and 512 px, for iOS before 11.3) would be two more on every page. It still
        // writes the page's one theme-color meta (theme_color_in_head).
        legacy: false,
        cache_busting_mode: "none",
      },
    },
  ].filter(Boolean) as GatsbyConfig["plugins"],
}

export default config

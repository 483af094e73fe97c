/**
 * Stands in for Gatsby's internal partytown plugin's browser file in the production bundle (gatsby-node.ts,
 * README "Version-tied work-arounds"). Gatsby 5.16 adds that plugin to every site; its gatsby-browser.js exports one
 * function that returns at once outside `gatsby develop`, but it is CommonJS and require()s gatsby-script and
 * the Partytown integration at the top, so webpack kept both in the app chunk every page loads. The site
 * renders no `<Script strategy="off-main-thread">` (nor any gatsby-script), so nothing here is missed: with no
 * export, Gatsby's API runner finds no onInitialClientRender and skips the plugin.
 */
export {}

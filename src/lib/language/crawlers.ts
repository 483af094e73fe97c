/**
 * User agents of search engines and link-preview bots. They get the static page as built: no language
 * redirect, and a rendering error is only logged for them.
 *
 * Every page inlines this pattern (the language redirect), so it names each agent once: "bot" already matches
 * Googlebot, bingbot, Applebot, DuckDuckBot, YandexBot, PetalBot and the link previews of Facebook (facebot),
 * LinkedIn, Twitter/X, Slack, Discord and Telegram; "spider" Baiduspider; "lighthouse" Chrome-Lighthouse.
 */
export const CRAWLER_PATTERN =
  "bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|" +
  "pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|yandex|google-inspectiontool|lighthouse"

const crawlerRegExp = new RegExp(CRAWLER_PATTERN, "i")

export const isCrawler = (userAgent: string | undefined | null): boolean =>
  typeof userAgent === "string" && crawlerRegExp.test(userAgent)

/**
 * User agents of search engines and link-preview bots. They get the static page as built: no language
 * redirect, and a rendering error is only logged for them.
 */
export const CRAWLER_PATTERN =
  "bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|facebot|embedly|quora link preview|" +
  "outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|slackbot|discordbot|" +
  "linkedinbot|twitterbot|applebot|yandex|baiduspider|duckduckbot|petalbot|google-inspectiontool|lighthouse|chrome-lighthouse"

const crawlerRegExp = new RegExp(CRAWLER_PATTERN, "i")

export const isCrawler = (userAgent: string | undefined | null): boolean =>
  typeof userAgent === "string" && crawlerRegExp.test(userAgent)

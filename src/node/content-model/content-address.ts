/** Files the build names by their content, so a browser that cached one never reads it for another. */
import crypto from "crypto"

/** `/<prefix><the first 20 hex digits of the content's sha256>.<extension>`. */
export const contentAddress = (prefix: string, content: string, extension: string): string =>
  `/${prefix}${crypto.createHash("sha256").update(content).digest("hex").slice(0, 20)}.${extension}`

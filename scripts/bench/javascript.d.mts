/** Types of javascript.mjs for the unit tests (the bench itself is plain JavaScript). */
export const QUIET_MS: number
export function gzipKb(root: string, paths: string[]): number
export function javascriptWithoutInteraction(
  origin: string,
  root: string,
  pages: string[],
): Promise<Record<string, { idleKb: number; scripts: number; firstLoadKb?: number | null }>>

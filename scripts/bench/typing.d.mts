/** Types of typing.mjs for the unit tests (the bench itself is plain JavaScript). */
export const CPU_SLOWDOWN: number
export function placesChunkKb(publicDir: string): number | null
export const LONGEST_TRIP: [string, string]
export const WAY_ENTRY: string
export function typingLatencies(origin: string): Promise<{ keystrokes: number[]; routeMs: number }>
export function slowestKeystrokeMs(runs: number[][]): number | null

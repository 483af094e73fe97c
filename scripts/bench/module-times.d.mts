/** Types of module-times.mjs for the unit tests (the bench itself is plain JavaScript). */
export function timeModuleCalls(runtime: string): string
export function packageOf(id: string): string

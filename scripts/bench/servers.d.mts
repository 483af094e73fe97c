/** Types of servers.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { ChildProcess } from "node:child_process"

export function serve(dir: string, port: number): ChildProcess
export function answering(url: string): Promise<Response>
export function servedFiles(dir: string): string[]
export function warm(origin: string, dir: string): Promise<void>

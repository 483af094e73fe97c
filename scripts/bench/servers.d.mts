/** Types of servers.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { ChildProcess } from "node:child_process"

export function certificate(dir: string): string
export function serve(dir: string, port: number, tls?: string | null): ChildProcess
export function get(
  url: string,
  options?: { method?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: ArrayBuffer | Buffer }>
export function answering(url: string): Promise<{ status: number; body: ArrayBuffer | Buffer }>
export function servedFiles(dir: string): string[]
export function warm(origin: string, dir: string): Promise<void>

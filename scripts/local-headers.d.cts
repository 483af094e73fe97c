export declare function withoutUpgradeInsecureRequests(policy: string): string
export declare function forPlainHttp<T extends Record<string, string | number>>(headers: T): T

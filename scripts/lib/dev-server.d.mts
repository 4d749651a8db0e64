export function freePort(): Promise<number>;
export function startDevServer(opts?: { name?: string; vars?: Record<string, string> }): Promise<{ url: string; port: number; stop: () => void }>;

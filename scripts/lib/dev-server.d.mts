export function freePort(): Promise<number>;
export function startDevServer(opts?: {
  name?: string;
  vars?: Record<string, string>;
  auth?: boolean;
  beforeStart?: (persistTo: string) => unknown;
}): Promise<{ url: string; port: number; stop: () => void; authEmulatorUrl: string | null }>;
export function waitForHealthy(
  url: string,
  child: import('node:child_process').ChildProcess,
  stderr?: () => string,
): Promise<void>;

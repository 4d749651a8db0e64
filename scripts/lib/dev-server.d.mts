export function freePort(): Promise<number>;
export function startDevServer(opts?: {
  name?: string;
  vars?: Record<string, string>;
  auth?: boolean;
  beforeStart?: (persistTo: string) => unknown;
  /** a migrated and seeded server's state directory, copied and served as it is */
  copyOf?: string;
}): Promise<{
  url: string;
  port: number;
  stop: () => void;
  /**
   * kills wrangler and starts it again on the same port and state (the Auth emulator keeps running); `whileStopped`
   * runs in between, when no runtime holds the state open
   */
  restart: (whileStopped?: () => void) => Promise<void>;
  persistTo: string;
  authEmulatorUrl: string | null;
}>;
export function waitForHealthy(
  url: string,
  child: import('node:child_process').ChildProcess,
  stderr?: () => string,
): Promise<void>;

import type { Bindings } from '../env';
import { isLoopbackHost } from '../domain/dev-access';

type EmulatorEnv = Pick<Bindings, 'ENVIRONMENT' | 'FIREBASE_AUTH_EMULATOR_HOST'>;

/** Environments where the Auth emulator (unsigned ID tokens) may be used. */
const EMULATOR_ENVIRONMENTS = new Set(['development', 'test']);
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/** The emulator's host:port when one is configured, else null. */
function emulatorHost(env: EmulatorEnv): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  return host ? host : null;
}

/**
 * Why this Worker must refuse to serve, or null. The emulator issues unsigned tokens, so it is only
 * allowed in development, and only on a loopback address: anywhere else it would let anyone sign in as anyone.
 */
export function emulatorMisconfiguration(env: EmulatorEnv): string | null {
  const host = emulatorHost(env);
  if (!host) return null;
  if (!EMULATOR_ENVIRONMENTS.has(env.ENVIRONMENT)) {
    return `FIREBASE_AUTH_EMULATOR_HOST is set while ENVIRONMENT is "${env.ENVIRONMENT}": the Auth emulator is for development only`;
  }
  if (!LOOPBACK_HOST.test(host)) return `FIREBASE_AUTH_EMULATOR_HOST "${host}" is not a loopback host:port`;
  return null;
}

/**
 * True when ID tokens are the emulator's (unsigned) ones: a well-configured emulator, and a request to a loopback
 * host. Reached by a public name, even a development Worker verifies tokens against Google's keys.
 */
export function usesEmulator(env: EmulatorEnv, requestUrl: string): boolean {
  return (
    emulatorHost(env) !== null && emulatorMisconfiguration(env) === null && isLoopbackHost(new URL(requestUrl).hostname)
  );
}

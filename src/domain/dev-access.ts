/**
 * Where the development conveniences (demo keys `dev_operator` and `dev_owner_{storeId}`, the Auth emulator's
 * unsigned tokens) are honoured: only a Worker configured as development, and only for a request to a loopback
 * host. A development build reached by any public name treats them as unknown keys and untrusted tokens.
 */

/** localhost, 127.0.0.1, [::1] and every `*.localhost` name (RFC 6761: they never leave the machine). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h === '127.0.0.1' || h === '[::1]' || h === '::1' || h.endsWith('.localhost');
}

/** True when demo keys may open the APIs for a request to `hostname`. */
export function demoKeysAllowed(environment: string | undefined, hostname: string): boolean {
  return environment === 'development' && isLoopbackHost(hostname);
}

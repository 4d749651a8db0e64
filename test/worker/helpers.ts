import { SELF } from 'cloudflare:test';

export const BASE = 'http://localhost';

/** A request to the Worker as a browser on the given host would send it. */
export function get(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const url = new URL(path, init.host ? `http://${init.host}` : BASE);
  return SELF.fetch(url.toString(), { redirect: 'manual', ...init });
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, host?: string): Promise<Response> {
  const url = new URL(path, host ? `http://${host}` : BASE);
  return SELF.fetch(url.toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The visible text of an HTML document, tags stripped, for "the shopper sees" assertions. */
export function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

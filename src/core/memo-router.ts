import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths longer than this are matched every time and never kept (a request's path is the visitor's to choose). */
const LONGEST_KEPT_PATH = 512;

/**
 * A router that keeps its recent answers. The Worker's routes (a few hundred, across the shop pages, the APIs and
 * the console) are fixed once the app is built, so a method and path always match the same handlers with the same
 * parameters; Hono only reads a match. Hono's fast RegExpRouter cannot take some of our route shapes, so the
 * default router falls back to its trie, whose search of every route was a tenth of a fresh page's CPU. The most
 * recent `limit` answers are kept (the oldest go first); adding a route forgets them all.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name: string;
  readonly #answers = new Map<string, Result<T>>();

  constructor(
    private readonly inner: Router<T>,
    private readonly limit = 2_000,
  ) {
    this.name = `MemoRouter over ${inner.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > LONGEST_KEPT_PATH) return this.inner.match(method, path);
    const key = `${method} ${path}`;
    const kept = this.#answers.get(key);
    if (kept) return kept;
    const answer = this.inner.match(method, path);
    if (this.#answers.size >= this.limit) this.#answers.delete(this.#answers.keys().next().value!);
    this.#answers.set(key, answer);
    return answer;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#answers.size;
  }
}

/** Hono's default router (RegExpRouter, else TrieRouter) with its answers kept. */
export const memoisedDefaultRouter = <T>(): MemoRouter<T> =>
  new MemoRouter<T>(new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] }));

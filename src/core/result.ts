/**
 * The one result type of the house: work that can refuse answers `Result<T, P>` instead of throwing. A refusal is a
 * Problem: the readable sentence (`rsn`, the same words the wire's `{ status: 0, rsn }` carries) and, where a caller
 * needs them, a machine code and an HTTP status. Thrown errors are kept for faults.
 *
 * The value's fields sit beside `ok` (`{ ok: true, host }`, not `{ ok: true, value: { host } }`) so a narrowed result
 * reads like the value itself; T is therefore an object. This module imports nothing, so every layer (the pure
 * domain and the browser bundle included) may use it.
 */
export type Problem<Code extends string = string> = { rsn: string; code?: Code; status?: number };

export type Ok<T extends object = object> = { ok: true } & T;
export type Fail<P extends Problem = Problem> = { ok: false } & P;
export type Result<T extends object = object, P extends Problem = Problem> = Ok<T> | Fail<P>;

/** The problem a result refused with, typed from the result (for functions that pass a refusal on). */
export type ProblemOf<R> = R extends { ok: false } ? Omit<R, 'ok'> : never;

export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok<T extends object>(value?: T): Ok<T> {
  return { ...(value as T), ok: true };
}

export function fail<P extends Problem>(problem: P): Fail<P> {
  return { ...problem, ok: false };
}

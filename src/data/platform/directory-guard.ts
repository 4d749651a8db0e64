import { Unavailable } from '../../core/errors';

/** SQL errors the code above handles itself (a constraint, a missing row's effect): never an outage. */
const SQL_ERROR = /SQLITE_|constraint|syntax error|no such (table|column)/i;

const unavailable = (err: unknown): never => {
  if (SQL_ERROR.test(String(err))) throw err;
  throw new Unavailable('directory', err);
};

/** The real statement behind each guarded one: D1's batch is handed the real statements. */
const realOf = new WeakMap<object, D1PreparedStatement>();

function guardStatement(stmt: D1PreparedStatement): D1PreparedStatement {
  const guarded = new Proxy(stmt, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'bind') return (...args: unknown[]) => guardStatement(value.apply(target, args));
      return (...args: unknown[]) => {
        const out = value.apply(target, args);
        return out instanceof Promise ? out.catch(unavailable) : out;
      };
    },
  });
  realOf.set(guarded, stmt);
  return guarded;
}

/**
 * The directory (D1) as the Worker uses it, with an outage (a call that fails for any reason but the SQL itself)
 * thrown as `Unavailable`, so the surfaces answer 503 with Retry-After rather than 500.
 */
export function guardDirectory(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'prepare') return (sql: string) => guardStatement(target.prepare(sql));
      if (prop === 'batch')
        return (stmts: D1PreparedStatement[]) => target.batch(stmts.map((s) => realOf.get(s) ?? s)).catch(unavailable);
      return (...args: unknown[]) => {
        const out = value.apply(target, args);
        return out instanceof Promise ? out.catch(unavailable) : out;
      };
    },
  });
}

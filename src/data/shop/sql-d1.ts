/**
 * The D1 statement API over a Durable Object's synchronous SQLite storage, so the repositories in
 * src/data (written against D1Database) run inside a shop's object unchanged, and on the Worker over RPC. `batch` is one
 * `transactionSync`: a statement that fails rolls every earlier one back, as a D1 batch does.
 */

type SqlParam = string | number | null | ArrayBuffer;
export interface SqlStep {
  sql: string;
  params: SqlParam[];
}

/** A statement that cannot write (a plain SELECT: no WITH, whose tail may be an INSERT). */
export function onlyReads(step: SqlStep): boolean {
  return /^\s*SELECT\b/i.test(step.sql);
}
export interface StepResult {
  results: Record<string, SqlStorageValue>[];
  changes: number;
  lastRowId: number;
  rowsRead: number;
  rowsWritten: number;
}

/** D1 accepts booleans (as 1/0) and refuses undefined; so do we. */
function toSqlParam(value: unknown): SqlParam {
  if (value === null || typeof value === 'string' || typeof value === 'number' || value instanceof ArrayBuffer)
    return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}'`);
}

export function runStep(sql: SqlStorage, step: SqlStep): StepResult {
  const cursor = sql.exec(step.sql, ...step.params);
  const results = cursor.toArray();
  let changes = 0;
  let lastRowId = 0;
  if (cursor.rowsWritten > 0) {
    const row = sql.exec('SELECT changes() AS c, last_insert_rowid() AS r').one();
    changes = Number(row.c);
    lastRowId = Number(row.r);
  }
  return { results, changes, lastRowId, rowsRead: cursor.rowsRead, rowsWritten: cursor.rowsWritten };
}

export function runSteps(storage: DurableObjectStorage, steps: SqlStep[]): StepResult[] {
  return storage.transactionSync(() => steps.map((s) => runStep(storage.sql, s)));
}

/** A StepResult in D1's reply shape. */
function asD1Result<T>(r: StepResult): D1Result<T> {
  return {
    success: true,
    results: r.results as T[],
    meta: {
      changes: r.changes,
      last_row_id: r.lastRowId,
      rows_read: r.rowsRead,
      rows_written: r.rowsWritten,
      duration: 0,
      size_after: 0,
      changed_db: r.rowsWritten > 0,
    },
  } as D1Result<T>;
}

type Executor = { one(step: SqlStep): Promise<StepResult>; many(steps: SqlStep[]): Promise<StepResult[]> };

/** A prepared statement that hands its SQL and parameters to an executor (local or over RPC). */
export class StepStatement implements D1PreparedStatement {
  constructor(
    private readonly executor: Executor,
    readonly step: SqlStep,
  ) {}

  bind(...values: unknown[]): StepStatement {
    return new StepStatement(this.executor, { sql: this.step.sql, params: values.map(toSqlParam) });
  }

  first<T = unknown>(column: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  async first<T>(column?: string): Promise<T | null> {
    const row = (await this.executor.one(this.step)).results[0];
    if (!row) return null;
    if (column === undefined) return row as T;
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T;
  }

  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return asD1Result<T>(await this.executor.one(this.step));
  }

  async run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.all<T>();
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  async raw<T>(options?: { columnNames?: boolean }): Promise<[string[], ...T[]] | T[]> {
    const rows = (await this.executor.one(this.step)).results;
    const values = rows.map((r) => Object.values(r) as T);
    return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
  }
}

/** D1's statement API (prepare and batch) over an executor; what the repositories take as a shop's `db`. */
export class StepDatabase implements D1Database {
  constructor(private readonly executor: Executor) {}

  prepare(query: string): StepStatement {
    return new StepStatement(this.executor, { sql: query, params: [] });
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const steps = statements.map((s) => {
      if (!(s instanceof StepStatement)) throw new TypeError('a shop database batches only its own statements');
      return s.step;
    });
    return (await this.executor.many(steps)).map((r) => asD1Result<T>(r));
  }

  /** D1Database's other calls; the repositories never use them. */
  exec(): never {
    throw new Error('exec is not available on a shop database; use prepare().run()');
  }
  dump(): never {
    throw new Error('dump is not available on a shop database');
  }
  withSession(): never {
    throw new Error('withSession is not available on a shop database');
  }
}

/** The shop object's own storage as a D1Database (every call runs synchronously underneath). */
export function localDatabase(storage: DurableObjectStorage): D1Database {
  return new StepDatabase({
    one: async (step) => runStep(storage.sql, step),
    many: async (steps) => runSteps(storage, steps),
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SHOP_MIGRATIONS } from '../../../src/durable/shop/migrations';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shop's own database: its repositories, its object and its schema. Every SQL text in them is the shop's. */
const SHOP_ROOM = ['src/data/shop/', 'src/durable/shop/', 'src/durable/shop-store.ts'];
/**
 * Versions already deployed (a version is never edited): the files of versions 1 to 18, the statements listed in
 * migrations.ts and the bags' version 2; and v19, which takes store_id out of the keys.
 */
const DEPLOYED_FILE = /^src\/durable\/shop\/schema-v(\d+)[\w-]*\.ts$/;
const DEPLOYED_LIST = /SCHEMA|MIGRATIONS/;
const TAKES_IT_OUT = 'src/durable/shop/schema-v19.ts';
/** The object's own record of which shop it is (shop_meta's key 'store_id') is not a column of a table. */
const IDENTITY = /\bshop_meta\b/;
/** Outside the room, a statement is the shop's when it is prepared on a shop handle (`shop.db`, `shopOf(…).db`). */
const SHOP_HANDLE = /\b(shop|shopOf|openShop)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The name of the variable a node's value is part of (`const SHOP_SCHEMA_V5 = [...]`), if any. */
function declaredIn(node: ts.Node, file: ts.SourceFile): string | null {
  for (let n: ts.Node | undefined = node; n; n = n.parent) if (ts.isVariableDeclaration(n)) return n.name.getText(file);
  return null;
}

/** A statement prepared outside the room: whether its `.prepare(` is called on a shop handle. */
function preparedOnShop(node: ts.Node, file: ts.SourceFile): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const method = n.expression.name.getText(file);
      if (method === 'prepare' || method === 'exec') return SHOP_HANDLE.test(n.expression.expression.getText(file));
    }
    if (ts.isFunctionLike(n)) return false;
  }
  return false;
}

/** `path:line` of every SQL text of the shop's database that names store_id. */
export function shopSqlNamingStoreId(path: string, text: string): string[] {
  const deployed = DEPLOYED_FILE.exec(path);
  if (path === TAKES_IT_OUT || (deployed && Number(deployed[1]) < 19) || !text.includes('store_id')) return [];
  const inRoom = SHOP_ROOM.some((p) => path.startsWith(p));
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isText(node) && /\bstore_id\b/.test(node.getText(file))) {
      const history = DEPLOYED_LIST.test(declaredIn(node, file) ?? '') || IDENTITY.test(node.getText(file));
      if (!history && (inRoom || preparedOnShop(node, file))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${path}:${line + 1}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The tables that have a store_id column once `statements` have run in order, read from their DDL: a CREATE TABLE
 * (virtual tables too) names its columns, RENAME moves them, DROP TABLE and DROP COLUMN take them away. The worker
 * test (shop-migrations.suite.ts) checks the same on a migrated object with PRAGMA table_info.
 */
export function tablesWithStoreId(statements: readonly string[]): string[] {
  const withIt = new Map<string, boolean>();
  for (const statement of statements) {
    const sql = statement.replace(/\s+/g, ' ').trim();
    const created = /^CREATE (?:VIRTUAL )?TABLE (?:IF NOT EXISTS )?(\w+)\b(.*)$/i.exec(sql);
    const renamed = /^ALTER TABLE (\w+) RENAME TO (\w+)$/i.exec(sql);
    const added = /^ALTER TABLE (\w+) ADD COLUMN (\w+)/i.exec(sql);
    const dropped = /^ALTER TABLE (\w+) DROP COLUMN (\w+)$/i.exec(sql);
    const gone = /^DROP TABLE (?:IF EXISTS )?(\w+)$/i.exec(sql);
    if (created) withIt.set(created[1], /\bstore_id\b/.test(created[2]));
    else if (renamed) {
      withIt.set(renamed[2], withIt.get(renamed[1]) ?? false);
      withIt.delete(renamed[1]);
    } else if (added?.[2] === 'store_id') withIt.set(added[1], true);
    else if (dropped?.[2] === 'store_id') withIt.set(dropped[1], false);
    else if (gone) withIt.delete(gone[1]);
  }
  return [...withIt].filter(([, has]) => has).map(([table]) => table);
}

const statementsUpTo = (version: number) =>
  SHOP_MIGRATIONS.filter((m) => m.version <= version).flatMap((m) =>
    typeof m.statements === 'function' ? m.statements('a-shop') : m.statements,
  );

describe("the shop's database names no store_id (issue 41 item 1)", () => {
  it('no table has a store_id column at the latest schema version: its DDL, version by version', () => {
    const latest = SHOP_MIGRATIONS.at(-1)!.version;
    expect(tablesWithStoreId(statementsUpTo(latest))).toEqual([]);
    // the replay sees the column where it was: every table v19 made again still had it
    expect(tablesWithStoreId(statementsUpTo(19))).toEqual(expect.arrayContaining(['items', 'orders', 'bags']));
    expect(tablesWithStoreId(statementsUpTo(19))).toHaveLength(40);
  });

  it('reads a planted column in a new table, a rename and an added column', () => {
    const base = ['CREATE TABLE items (store_id TEXT, id TEXT)', 'ALTER TABLE items DROP COLUMN store_id'];
    expect(tablesWithStoreId(base)).toEqual([]);
    expect(tablesWithStoreId([...base, 'CREATE TABLE notes (\n store_id TEXT NOT NULL,\n id TEXT\n)'])).toEqual([
      'notes',
    ]);
    expect(tablesWithStoreId([...base, 'ALTER TABLE items ADD COLUMN store_id TEXT'])).toEqual(['items']);
    expect(
      tablesWithStoreId(['CREATE TABLE a (store_id TEXT)', 'ALTER TABLE a RENAME TO b', 'CREATE TABLE a (id TEXT)']),
    ).toEqual(['b']);
  });

  it("no statement of a shop's database in src names store_id: each shop has a database of its own", () => {
    const found = sourceFiles(join(root, 'src')).flatMap((path) => {
      const rel = relative(root, path).split('\\').join('/');
      return shopSqlNamingStoreId(rel, readFileSync(path, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it("finds a planted statement in the room and on a shop handle, not the platform's or a deployed version's", () => {
    const room = `export async function saved(shop: ShopData, uid: string) {
      const { db } = shop;
      return db.prepare('SELECT item_id FROM wishlist WHERE store_id = ? AND uid = ?').bind(shop.id, uid).all();
    }`;
    expect(shopSqlNamingStoreId('src/data/shop/account-wishlist.ts', room)).toEqual([
      'src/data/shop/account-wishlist.ts:3',
    ]);
    const handle = `export const views = (c: Ctx, id: string) =>
      shopOf(c, id).db.prepare(\`UPDATE shared_views SET views = views + 1 WHERE store_id = ?\`).bind(id).run();`;
    expect(shopSqlNamingStoreId('src/api/plugins.ts', handle)).toEqual(['src/api/plugins.ts:2']);
    const platform = `export const hosts = (env: Env, id: string) =>
      env.DB.prepare('SELECT host FROM domains WHERE store_id = ?').bind(id).all();`;
    expect(shopSqlNamingStoreId('src/data/platform/directory.ts', platform)).toEqual([]);
    const deployed = `export const SHOP_SCHEMA_V9: readonly string[] = ['CREATE TABLE credit_notes (store_id TEXT NOT NULL)'];`;
    expect(shopSqlNamingStoreId('src/durable/shop/schema-v9.ts', deployed)).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../src/core/result';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const home = 'src/core/result.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Type literals that declare their own `ok: true` or `ok: false` member: a result written by hand. */
function adHocUnions(path: string, text: string): string[] {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertySignature(node) &&
      node.name.getText(file) === 'ok' &&
      node.type &&
      ts.isLiteralTypeNode(node.type)
    ) {
      const kind = node.type.literal.kind;
      if (kind === ts.SyntaxKind.TrueKeyword || kind === ts.SyntaxKind.FalseKeyword) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${relative(root, path)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('one result type', () => {
  const found = sourceFiles(join(root, 'src'))
    .filter((path) => relative(root, path) !== home)
    .flatMap((path) => adHocUnions(path, readFileSync(path, 'utf8')));

  // issue 41 item 3 converted the last of them: every result in src is a Result of src/core/result.ts
  it('src writes no result union by hand: each uses Result from src/core/result.ts', () => {
    expect(found).toEqual([]);
  });

  it('the scan finds a union written by hand, and not a Result or a value', () => {
    const planted = [
      'type HostCheck = { ok: true; host: string } | { ok: false; reason: string };',
      'function f(): { ok: true } | { ok: false; rsn: string } { return { ok: true }; }',
      'type Fine = Result<{ host: string }>;',
      "const value = { ok: false, rsn: 'no' };",
    ].join('\n');
    expect(adHocUnions(join(root, 'src/planted.ts'), planted)).toEqual([
      'src/planted.ts:1',
      'src/planted.ts:1',
      'src/planted.ts:2',
      'src/planted.ts:2',
    ]);
  });

  it('ok and fail build the two sides with the fields beside ok', () => {
    const check = (host: string): Result<{ host: string }> =>
      host.includes('.') ? ok({ host }) : fail({ rsn: 'A web address has a dot.', code: 'BAD_HOST', status: 400 });
    expect(check('shop.example')).toEqual({ ok: true, host: 'shop.example' });
    expect(check('shop')).toEqual({ ok: false, rsn: 'A web address has a dot.', code: 'BAD_HOST', status: 400 });
    expect(ok()).toEqual({ ok: true });
  });
});

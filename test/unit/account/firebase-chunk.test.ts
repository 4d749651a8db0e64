import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const manifestPath = `${root}static/assets/manifest.json`;
const read = (publicPath: string) => readFileSync(`${root}static${publicPath}`, 'utf8');
const FIREBASE = /identitytoolkit|securetoken\.googleapis/;

/** DESIGN 9: Firebase is loaded on the login screen only (checks the client build `npm test` makes first). */
describe.skipIf(!existsSync(manifestPath))('the client build', () => {
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { main: string; islands: Record<string, string[]> }) : { main: '', islands: {} };

  it('keeps Firebase out of the entry and out of every island except login, which imports it lazily', () => {
    expect(read(manifest.main)).not.toMatch(FIREBASE);
    for (const [name, files] of Object.entries(manifest.islands)) {
      for (const file of files) expect(read(file), `${name}: ${file}`).not.toMatch(FIREBASE);
    }
    const login = read(manifest.islands.login[0]);
    expect(login).toMatch(/import\(["']\.\/firebase-[A-Z0-9]+\.js["']\)/);
  });
});

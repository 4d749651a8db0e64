import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const manifestPath = `${root}static/assets/manifest.json`;
const read = (publicPath: string) => readFileSync(`${root}static${publicPath}`, 'utf8');
const FIREBASE = /identitytoolkit|securetoken\.googleapis/;

/** DESIGN 9: Firebase is loaded on the login screen only (checks the client build `npm test` makes first). */
describe.skipIf(!existsSync(manifestPath))('the client build', () => {
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        main: string;
        plugins: string;
        islands: Record<string, string[]>;
      })
    : { main: '', plugins: '', islands: {} };

  it('keeps Firebase out of the entry and out of every island except login, which imports it lazily', () => {
    expect(read(manifest.main)).not.toMatch(FIREBASE);
    expect(read(manifest.plugins)).not.toMatch(FIREBASE);
    for (const [name, files] of Object.entries(manifest.islands)) {
      for (const file of files) expect(read(file), `${name}: ${file}`).not.toMatch(FIREBASE);
    }
    const login = read(manifest.islands.login[0]);
    expect(login).toMatch(/import\(["']\.\/firebase-[A-Z0-9]+\.js["']\)/);
  });

  it('sends a first visit two whole files: main and, once the page is idle, every plugin together', () => {
    const main = read(manifest.main);
    const plugins = read(manifest.plugins);
    // no static imports: nothing else is fetched before main runs
    expect(main).not.toMatch(/^import\b|[;}]import\s*[{*\w]/m);
    expect(main).toContain(`import("${manifest.plugins}")`);
    expect(plugins).not.toMatch(/\bimport\s*[({*\w"']/);
    // islands load from the split build by their hashed address, never bundled into main: every file in
    // client/islands/ is one, known to main by its name
    const files = readdirSync(`${root}client/islands`)
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect(Object.keys(manifest.islands).sort()).toEqual(files);
    for (const [name, [file]] of Object.entries(manifest.islands))
      expect(main, name).toMatch(new RegExp(`"?${name}"?:"${file.replaceAll('.', '\\.')}"`));
  });
});

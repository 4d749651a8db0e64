/** Owner custom scripts (spec 3, 5; DESIGN 8). */
export interface CustomScriptRecord {
  id: string;
  STATUS: boolean;
  POS: string;
}

/** Screens where owner scripts never run: sign-in and everything personal. */
function isScriptFreeScreen(pathAfterStore: string): boolean {
  return /^\/(login|account)(\/|$)/.test(pathAfterStore);
}

/** Scripts to load, split by position: only with the plugin on, only those whose STATUS is true. */
export function scriptsToLoad(
  pluginEnabled: boolean,
  scripts: CustomScriptRecord[],
  pathAfterStore: string,
): { head: string[]; body: string[] } {
  const none = { head: [], body: [] };
  if (!pluginEnabled || isScriptFreeScreen(pathAfterStore)) return none;
  const on = scripts.filter((s) => s.STATUS === true);
  return {
    head: on.filter((s) => s.POS === 'Header').map((s) => s.id),
    body: on.filter((s) => s.POS !== 'Header').map((s) => s.id),
  };
}

export function readScriptPath(storeId: string, scriptId: string): string {
  return `/api/v2/plugins/customJS/readScript/${encodeURIComponent(storeId)}/${encodeURIComponent(scriptId)}`;
}

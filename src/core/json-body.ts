/** Reads a JSON object body; an empty body is `{}`; anything else (bad JSON, an array, a number) is null. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A request's JSON object body (see parseJsonObject): the one reader every JSON API uses. */
export async function readJsonObject(req: { text(): Promise<string> }): Promise<Record<string, unknown> | null> {
  return parseJsonObject(await req.text());
}

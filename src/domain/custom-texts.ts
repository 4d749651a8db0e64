export type CustomTexts = Record<string, Record<string, string>>;

/** A label the owner may override through CUSTOM_TEXTS (by section then key). */
export function customText(texts: CustomTexts | undefined, section: string, key: string, fallback: string): string {
  const value = texts?.[section]?.[key];
  return typeof value === 'string' && value.trim() ? value : fallback;
}

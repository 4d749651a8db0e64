import { z } from 'zod';

/**
 * Owner bodies refuse unknown fields at every depth. The shared schemas (src/schemas) strip unknown keys,
 * so the owner API uses strict copies of them: same checks, same defaults, but `additionalProperties: false`.
 */
type Def = Record<string, unknown> & { type: string };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const cloneWith = <T extends z.ZodType>(s: T, def: Def): T => (s as unknown as { clone(d: Def): T }).clone(def);

export function deepStrict<T extends z.ZodType>(schema: T): T {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const strictShape = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, deepStrict(v)]));
      return cloneWith(schema, { ...def, shape: strictShape, catchall: z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return cloneWith(schema, { ...def, innerType: deepStrict(def.innerType as z.ZodType) });
    case 'array':
      return cloneWith(schema, { ...def, element: deepStrict(def.element as z.ZodType) });
    case 'record':
      return cloneWith(schema, { ...def, valueType: deepStrict(def.valueType as z.ZodType) });
    case 'union':
      return cloneWith(schema, { ...def, options: (def.options as z.ZodType[]).map((o) => deepStrict(o)) });
    default:
      return schema;
  }
}

/**
 * The body of a PATCH over `fields` of an object schema: every field optional, no defaults filled in
 * (an absent field is left alone), optional fields also take null (= remove the setting), unknown fields refused.
 */
export function patchSchemaOf<S extends z.ZodRawShape, K extends keyof S & string>(
  schema: z.ZodObject<S>,
  fields: readonly K[],
): z.ZodObject<Record<K, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const key of fields) {
    let field = schema.shape[key] as unknown as z.ZodType;
    const def = defOf(field);
    if (def.type === 'default') field = def.innerType as z.ZodType;
    else if (def.type === 'optional') field = (def.innerType as z.ZodType).nullable();
    shape[key] = deepStrict(field).optional();
  }
  return z
    .strictObject(shape)
    .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change.' }) as unknown as z.ZodObject<Record<K, z.ZodType>>;
}

/** Applies a validated patch: a field set to null is removed when the target field is optional. */
export function applyPatch<T extends Record<string, unknown>>(current: T, patch: Record<string, unknown>, nullable: ReadonlySet<string> = new Set()): T {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null && !nullable.has(key)) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

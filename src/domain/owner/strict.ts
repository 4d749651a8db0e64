import { z } from 'zod';

/**
 * Owner bodies refuse unknown fields at every depth. The shared schemas (src/domain/tables) strip unknown keys,
 * so the owner API uses strict copies of them: same checks, same defaults, but `additionalProperties: false`.
 */
export function deepStrict<T extends z.core.$ZodType>(schema: T): T {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, deepStrict(v)]));
    return schema.clone({ ...schema.def, shape, catchall: z.never() });
  }
  if (schema instanceof z.ZodOptional)
    return schema.clone({ ...schema.def, innerType: deepStrict(schema.def.innerType) });
  if (schema instanceof z.ZodNullable)
    return schema.clone({ ...schema.def, innerType: deepStrict(schema.def.innerType) });
  if (schema instanceof z.ZodDefault)
    return schema.clone({ ...schema.def, innerType: deepStrict(schema.def.innerType) });
  if (schema instanceof z.ZodPrefault)
    return schema.clone({ ...schema.def, innerType: deepStrict(schema.def.innerType) });
  if (schema instanceof z.ZodReadonly)
    return schema.clone({ ...schema.def, innerType: deepStrict(schema.def.innerType) });
  if (schema instanceof z.ZodArray) return schema.clone({ ...schema.def, element: deepStrict(schema.def.element) });
  if (schema instanceof z.ZodRecord)
    return schema.clone({ ...schema.def, valueType: deepStrict(schema.def.valueType) });
  if (schema instanceof z.ZodUnion)
    return schema.clone({ ...schema.def, options: schema.def.options.map((o) => deepStrict(o)) });
  return schema;
}

/**
 * The body of a PATCH over `fields` of an object schema: every field optional, no defaults filled in
 * (an absent field is left alone), optional fields also take null (= remove the setting), unknown fields refused.
 */
export function patchSchemaOf<S extends z.ZodRawShape, K extends keyof S & string>(
  schema: z.ZodObject<S>,
  fields: readonly K[],
) {
  const shape: Partial<Record<K, z.ZodOptional>> = {};
  for (const key of fields) {
    let field: z.core.$ZodType = schema.shape[key];
    if (field instanceof z.ZodDefault) field = field.def.innerType;
    else if (field instanceof z.ZodOptional) field = z.nullable(field.def.innerType);
    shape[key] = z.optional(deepStrict(field));
  }
  return z
    .strictObject(shape)
    .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change.' });
}

/** Applies a validated patch: a field set to null is removed when the target field is optional. */
export function applyPatch<T extends Record<string, unknown>>(
  current: T,
  patch: Record<string, unknown>,
  nullable: ReadonlySet<string> = new Set(),
): T {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null && !nullable.has(key)) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

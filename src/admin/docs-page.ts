import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * The readable reference at /admin/api/docs: plain server-rendered HTML built from the OpenAPI document.
 * No script at all and no inline style (the stylesheet is /admin/api/docs.css), so the page passes the CSP.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  additionalProperties?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxItems?: number;
  format?: string;
  default?: unknown;
};
/** A `$ref` to one of the document's components (parameters, bodies and replies may be one). */
type Ref = { $ref: string };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type RequestBody = { content: Record<string, { schema?: Schema }> };
type Reply = { description: string };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: (Parameter | Ref)[];
  requestBody?: RequestBody | Ref;
  responses: Record<string, Reply | Ref>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** The part of an OpenAPI 3 document the page reads: a structural subset that the library's document type satisfies. */
export type OpenApiDoc = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter | Ref>;
    requestBodies?: Record<string, RequestBody | Ref>;
    responses?: Record<string, Reply | Ref>;
  };
};

const isRef = (x: object): x is Ref => '$ref' in x && typeof x.$ref === 'string';

/** The component a `$ref` names (following a few chained refs), or the thing itself. */
function deref<T extends object>(
  x: T | Ref | undefined,
  section: Record<string, T | Ref> | undefined,
  depth = 0,
): T | undefined {
  if (!x || !isRef(x)) return x;
  return depth < 8 ? deref(section?.[x.$ref.split('/').pop()!], section, depth + 1) : undefined;
}

function resolve(s: Schema | undefined, doc: OpenApiDoc): Schema {
  if (!s) return {};
  if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!], doc);
  return s;
}

function typeOf(raw: Schema | undefined, doc: OpenApiDoc): string {
  const s = resolve(raw, doc);
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.map((a) => typeOf(a, doc)).join(' | ');
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' | ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  if (t === 'array') return `${typeOf(s.items, doc)}[]`;
  if (t === 'object' && s.properties) return `{ ${Object.keys(s.properties).join(', ')} }`;
  return (s.nullable ? `${t} | null` : t) + (s.format ? ` (${s.format})` : '');
}

function rules(raw: Schema | undefined, doc: OpenApiDoc): string {
  const s = resolve(raw, doc);
  const out: string[] = [];
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) out.push(`≤ ${s.maximum}`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems}`);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return [s.description, out.join(', ')].filter(Boolean).join(' — ');
}

function fieldsTable(raw: Schema, doc: OpenApiDoc): HtmlEscapedString | Promise<HtmlEscapedString> | string {
  const s = resolve(raw, doc);
  if (!s.properties) return html`<p>JSON: <code>${typeOf(raw, doc)}</code></p>`;
  const required = new Set(s.required ?? []);
  return html`<table><thead><tr><th>field</th><th>type</th><th>required</th><th>rules</th></tr></thead><tbody>${Object.entries(
    s.properties,
  ).map(
    ([name, p]) =>
      html`<tr><td><code>${name}</code></td><td><code>${typeOf(p, doc)}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${rules(p, doc)}</td></tr>`,
  )}</tbody></table>`;
}

function operation(path: string, method: string, op: Operation, doc: OpenApiDoc) {
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
  const params = (op.parameters ?? []).flatMap((p) => deref(p, doc.components?.parameters) ?? []);
  const body = deref(op.requestBody, doc.components?.requestBodies)?.content['application/json']?.schema;
  return html`<section class="op" id="${id}">
<h3><span class="method m-${method}">${method.toUpperCase()}</span> <code>${path}</code></h3>
<p class="summary">${op.summary ?? ''}</p>${op.description ? html`<p>${op.description}</p>` : ''}
${params.length ? html`<h4>Parameters</h4><ul>${params.map((p) => html`<li><code>${p.name}</code> (${p.in}${p.required ? ', required' : ''}): <code>${typeOf(p.schema, doc)}</code> ${rules(p.schema, doc)}</li>`)}</ul>` : ''}
${body ? html`<h4>Body</h4>${fieldsTable(body, doc)}<p class="note">Unknown fields are refused.</p>` : ''}
<h4>Replies</h4><ul>${Object.entries(op.responses).map(([code, r]) => html`<li><code>${code}</code> ${deref(r, doc.components?.responses)?.description ?? ''}</li>`)}</ul>
</section>`;
}

export function renderDocsPage(doc: OpenApiDoc) {
  const byTag = new Map<string, { path: string; method: Method; op: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'General';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }]);
    }
  }
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${doc.info.title}</title><link rel="stylesheet" href="/admin/api/docs.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><main>
<h1>${doc.info.title} <small>v${doc.info.version}</small></h1>
<p>${doc.info.description ?? ''}</p>
<p>Machine-readable: <a href="/admin/api/openapi.json">/admin/api/openapi.json</a> (OpenAPI 3). Paths below are relative to <code>/admin/api</code>.</p>
<nav aria-label="Sections"><ul>${[...byTag.keys()].map((t) => html`<li><a href="#tag-${t.replace(/\W+/g, '-')}">${t}</a></li>`)}</ul></nav>
${[...byTag.entries()].map(([tag, ops]) => html`<h2 id="tag-${tag.replace(/\W+/g, '-')}">${tag}</h2>${ops.map((o) => operation(o.path, o.method, o.op, doc))}`)}
</main></body></html>`;
}

export const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1 small{font-size:.5em;color:#6b7280}h2{border-bottom:2px solid #e5e7eb;margin-top:2.5rem}
.op{border:1px solid #e5e7eb;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;margin:.5rem 0}.summary{font-weight:600}.note{color:#6b7280;font-size:.9em}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;padding:0 .25rem}
.m-get{background:#1d4ed8}.m-post{background:#047857}.m-put{background:#b45309}.m-patch{background:#7c3aed}.m-delete{background:#b91c1c}
table{border-collapse:collapse;width:100%;font-size:.9em}th,td{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:left;vertical-align:top}
code{font-family:ui-monospace,monospace;font-size:.9em;word-break:break-word}
@media (prefers-color-scheme:dark){body{background:#111827;color:#e5e7eb}.op,th,td{border-color:#374151}}`;

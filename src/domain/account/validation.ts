import type { z } from 'zod';

/** The first message for each field of a failed parse: what a form shows next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The first problem as a reply's `rsn` and `field`. */
export function firstError(error: z.ZodError): { rsn: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return {
    rsn: issue?.message ?? 'Please check the details and try again.',
    ...(field !== undefined ? { field: String(field) } : {}),
  };
}

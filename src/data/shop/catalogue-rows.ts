import { z } from 'zod';

/** Rows of the content, question and review tables (migrations/0003), parsed at the D1 boundary. */

const text = (max: number) => z.string().max(max);

export const blogCollectionSchema = z.object({
  id: z.string(),
  name: text(120),
  position: z.number().int().default(0),
});
export type BlogCollection = z.infer<typeof blogCollectionSchema>;

export const blogSchema = z.object({
  id: z.string(),
  collection_id: z.string(),
  title: text(200),
  body: text(100_000).default(''),
  image: text(500).default(''),
  published_at: z.string(),
  updated_at: z.number().default(0),
});
export type Blog = z.infer<typeof blogSchema>;
export type BlogSummary = Omit<Blog, 'body'> & { excerpt: string };

export const customPageSchema = z.object({
  id: z.string(),
  title: text(200),
  body: text(100_000).default(''),
  updated_at: z.number().default(0),
});
export type CustomPage = z.infer<typeof customPageSchema>;

export const branchSchema = z.object({ id: z.string(), name: text(120) });
export type Branch = z.infer<typeof branchSchema>;

export const questionSchema = z.object({
  id: z.string(),
  author_name: text(120).default(''),
  question: text(2000),
  answer: text(4000),
  answered_at: z.number().nullable().default(null),
  created_at: z.number(),
});
export type AnsweredQuestion = z.infer<typeof questionSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  author_name: text(120).default(''),
  rating: z.number().int().min(1).max(5),
  title: text(200).default(''),
  body: text(4000).default(''),
  created_at: z.number(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Parses rows, skipping (not failing on) any row that does not fit: one bad row never breaks a page. */
export function parseRows<T>(schema: z.ZodType<T>, rows: unknown[]): T[] {
  const out: T[] = [];
  for (const r of rows) {
    const p = schema.safeParse(r);
    if (p.success) out.push(p.data);
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { BLOG_COLLECTIONS, BLOGS, BRANCHES, CUSTOM_PAGES } from '../../../src/domain/tables/content';
import { cellOf, type TableSpec } from '../../../src/domain/tables/table';
import { cellsOfRow, readOnlyFields, storefrontSelect, writableShape } from '../../../src/domain/tables/records';
import { RESOURCES } from '../../../src/app/owner/content-specs';

/** The content tables' descriptors: the owner's records, their bodies and the storefront's selects come from them. */

const resource = (path: string) => RESOURCES.find((r) => r.path === path)!;
/** What these tests read of a descriptor, whichever table it is. */
type Descriptor = { readonly columns: TableSpec; readonly patchable: readonly string[] };

describe('the content descriptors', () => {
  it.each([
    ['blog collections', BLOG_COLLECTIONS.select(), 'id, name, position'],
    ['blog collections, storefront', BLOG_COLLECTIONS.select('', 'storefront'), 'id, name, position'],
    ['blogs', BLOGS.select(), 'id, collection_id, title, body, image, published_at, is_published, updated_at'],
    [
      'a blog post page, joined',
      BLOGS.select('b', 'storefront'),
      'b.id, b.collection_id, b.title, b.body, b.image, b.published_at, b.updated_at',
    ],
    [
      "blog lists (the body's start only)",
      storefrontSelect(BLOGS, '', { body: 'substr(body, 1, 600) AS body' }),
      'id, collection_id, title, substr(body, 1, 600) AS body, image, published_at, updated_at',
    ],
    ['custom pages', CUSTOM_PAGES.select(), 'id, title, body, is_published, updated_at'],
    ['a custom page, storefront', CUSTOM_PAGES.select('', 'storefront'), 'id, title, body, updated_at'],
    ['branches', BRANCHES.select(), 'id, name, position'],
    ['branches, storefront', BRANCHES.select('', 'storefront'), 'id, name'],
  ])('selects the columns of %s', (_, select, expected) => expect(select).toBe(expected));

  it.each<[string, Descriptor, string[], string[], string[]]>([
    ['blog collections', BLOG_COLLECTIONS, ['id', 'name', 'position'], [], ['name', 'position']],
    [
      'blogs',
      BLOGS,
      ['id', 'collectionId', 'title', 'body', 'image', 'publishedAt', 'isPublished'],
      ['updatedAt'],
      ['collectionId', 'title', 'body', 'image', 'publishedAt', 'isPublished'],
    ],
    [
      'custom pages',
      CUSTOM_PAGES,
      ['id', 'title', 'body', 'isPublished'],
      ['updatedAt'],
      ['title', 'body', 'isPublished'],
    ],
    ['branches', BRANCHES, ['id', 'NAME', 'position'], [], ['NAME', 'position']],
  ])('%s: a create writes %j, never %j; a patch changes %j', (_, table, writable, readOnly, patchable) => {
    expect(Object.keys(writableShape(table))).toEqual(writable);
    expect(readOnlyFields(table)).toEqual(readOnly);
    expect(table.patchable).toEqual(patchable);
  });

  it.each<[string, Descriptor, Record<string, unknown>, Record<string, unknown>]>([
    ['blog-collections', BLOG_COLLECTIONS, { id: 'recipes', name: 'Ghar ka khana' }, {}],
    [
      'blogs',
      BLOGS,
      {
        id: 'diwali',
        collectionId: 'recipes',
        title: 'Ladoo',
        body: '## You need',
        image: '/media/s/p1',
        publishedAt: '2026-10-20',
        isPublished: false,
      },
      { updatedAt: 1700000000000 },
    ],
    ['pages', CUSTOM_PAGES, { id: 'shipping', title: 'Shipping', body: 'Within 5 km' }, { updatedAt: 0 }],
    ['branches', BRANCHES, { id: 'lajpat', NAME: 'Lajpat Nagar II', position: 2 }, {}],
  ])('%s: reads back what the owner stored', (path, table, body, readOnly) => {
    const rec = resource(path).create.parse(body);
    const row: Record<string, unknown> = {};
    for (const [api, c] of Object.entries(table.columns)) row[c.column] = cellOf({ ...rec, ...readOnly }[api]);
    expect(cellsOfRow(table, row)).toEqual({ ...rec, ...readOnly });
  });

  it('reads is_published 0 as an unpublished post', () => {
    expect(
      cellsOfRow(BLOGS, {
        id: 'a',
        collection_id: 'c',
        title: 'T',
        body: '',
        image: '',
        published_at: '2026-01-01',
        is_published: 0,
        updated_at: 5,
      }).isPublished,
    ).toBe(false);
  });
});

describe("the owner API's content bodies, built from the descriptors", () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'blogs',
      { id: 'a', collectionId: 'c', title: 'T', publishedAt: '2026-10-20', updatedAt: 5 },
      'the read-only timestamp',
    ],
    ['blogs', { id: 'a', collectionId: 'c', title: 'T', publishedAt: '20 Oct' }, 'a date that is not ISO'],
    [
      'blogs',
      { id: 'a', collectionId: 'c', title: 'T', publishedAt: '2026-10-20', image: 'https://localhost/x.png' },
      'an image on localhost',
    ],
    ['pages', { id: 'a b', title: 'T' }, 'an id with a space'],
    ['pages', { id: 'a', title: '   ' }, 'a blank title'],
    ['branches', { id: 'a', name: 'lower-case name' }, 'a field under another name'],
    ['blog-collections', { id: 'a', name: 'x'.repeat(121) }, 'a name over 120 characters'],
  ])('%s refuses %j (%s)', (path, body) => expect(resource(path).create.safeParse(body).success).toBe(false));

  it.each([
    [
      'blogs',
      { id: 'a', collectionId: 'c', title: ' T ', publishedAt: '2026-10-20T10:00:00Z' },
      {
        id: 'a',
        collectionId: 'c',
        title: 'T',
        body: '',
        image: '',
        publishedAt: '2026-10-20T10:00:00Z',
        isPublished: true,
      },
    ],
    ['pages', { id: 'a', title: 'T' }, { id: 'a', title: 'T', body: '', isPublished: true }],
    ['branches', { id: 'a', NAME: 'Saket' }, { id: 'a', NAME: 'Saket', position: 0 }],
  ])('%s fills the defaults of %j', (path, body, expected) =>
    expect(resource(path).create.parse(body)).toEqual(expected),
  );

  it.each([
    ['blogs', { title: 'New' }, true],
    ['blogs', { id: 'renamed' }, false],
    ['pages', { updatedAt: 1 }, false],
    ['branches', { position: 4 }, true],
  ])('%s takes the patch %j: %s', (path, body, ok) => expect(resource(path).patch.safeParse(body).success).toBe(ok));

  it.each([
    ['blogs', 'blog_collections', 'id', undefined],
    ['blog-collections', undefined, undefined, 'blogs.collection_id'],
  ])('%s: reference %s.%s, dependents %s', (path, refTable, refColumn, dependents) => {
    const { spec } = resource(path);
    expect(spec.reference && `${spec.reference.table}.${spec.reference.column}`).toBe(
      refTable && `${refTable}.${refColumn}`,
    );
    expect(spec.dependents && `${spec.dependents.table}.${spec.dependents.column}`).toBe(dependents);
  });
});

import { said, type Said } from '../i18n/said';

/**
 * The owner API's refusals as message ids (messages/{en,hi,ta}/owner-api.ts): each with its `code`, its English
 * `rsn` (what the API always said) and the `say` an owner who asks for Hindi or Tamil hears
 * (src/admin/owner-language.ts).
 */
export interface OwnerRefusal {
  code: string;
  rsn: string;
  say: Said;
  field?: string;
}

export const NO_SUCH_THING: OwnerRefusal = {
  code: 'NOT_FOUND',
  rsn: 'There is no such thing in this shop.',
  say: said('problem.owner.noSuchThing'),
};
export const NO_SUCH_ITEM: OwnerRefusal = {
  code: 'NOT_FOUND',
  rsn: 'There is no such item.',
  say: said('problem.owner.noSuchItem'),
  field: 'itemId',
};
export const NO_SUCH_CATEGORY: OwnerRefusal = {
  code: 'NOT_FOUND',
  rsn: 'There is no such category.',
  say: said('problem.owner.noSuchCategory'),
  field: 'catId',
};
export const EDIT_CONFLICT: OwnerRefusal = {
  code: 'EDIT_CONFLICT',
  say: said('problem.owner.editConflict'),
  rsn: 'Someone else saved this item after you opened it, so your change was not saved. Open the item again to see their change, then make yours.',
};
export const BAD_IF_MATCH: OwnerRefusal = {
  code: 'BAD_IF_MATCH',
  field: 'If-Match',
  say: said('problem.owner.badIfMatch'),
  rsn: 'If-Match must be the ETag of the item as you read it, like "v1764153600000".',
};
export const itemExists = (id: string): OwnerRefusal => ({
  code: 'ITEM_EXISTS',
  field: 'ID',
  rsn: `There is already an item ${id}.`,
  say: said('problem.owner.itemExists', { id }),
});
export const categoryExists = (id: string): OwnerRefusal => ({
  code: 'CATEGORY_EXISTS',
  field: 'CAT_ID',
  rsn: `There is already a category ${id}.`,
  say: said('problem.owner.categoryExists', { id }),
});
export const unknownCategory = (id: string): OwnerRefusal => ({
  code: 'UNKNOWN_CATEGORY',
  field: 'CAT_ID',
  rsn: `CAT_ID: there is no category ${id} in this shop.`,
  say: said('problem.owner.unknownCategory', { id }),
});

/** DELETE of a category that still holds items (archived ones count: their orders still name the category). */
export const categoryNotEmpty = (count: number): OwnerRefusal => ({
  code: 'CATEGORY_NOT_EMPTY',
  field: 'catId',
  say: said('problem.owner.categoryNotEmpty', { count }),
  rsn: `This category still holds ${count} ${count === 1 ? 'item' : 'items'}. Move them to another category first, or delete them.`,
});
export const MOVE_TO_SAME: OwnerRefusal = {
  code: 'BAD_MOVE_TO',
  field: 'move_to',
  say: said('problem.owner.moveToSame'),
  rsn: 'Choose another category to move the items to.',
};
export const unknownMoveTo = (id: string): OwnerRefusal => ({
  code: 'UNKNOWN_CATEGORY',
  field: 'move_to',
  rsn: `move_to: there is no category ${id} in this shop.`,
  say: said('problem.owner.unknownMoveTo', { id }),
});
export const NOT_ARCHIVED: OwnerRefusal = {
  code: 'NOT_ARCHIVED',
  field: 'itemId',
  say: said('problem.owner.notArchived'),
  rsn: 'This item is not archived: it is already on sale.',
};

/**
 * The owner API's refusals (domain/owner/refusals.ts, domain/owner/issues.ts). English replies keep the API's own
 * detailed sentence (`rsn`); an owner asking for Hindi or Tamil hears these.
 */
export const ownerApi = {
  'problem.owner.required': '{field} is required.',
  'problem.owner.invalid': '{field} is not valid.',
  'problem.owner.unknownField': 'Unknown field "{field}". Remove it and send only the documented fields.',
  'problem.owner.movedField': '{field} cannot be set here; it is changed through its own endpoint.',
  'problem.owner.noSuchThing': 'There is no such thing in this shop.',
  'problem.owner.noSuchItem': 'There is no such item.',
  'problem.owner.noSuchCategory': 'There is no such category.',
  'problem.owner.itemExists': 'There is already an item {id}.',
  'problem.owner.categoryExists': 'There is already a category {id}.',
  'problem.owner.unknownCategory': 'CAT_ID: there is no category {id} in this shop.',
  'problem.owner.editConflict':
    'Someone else saved this item after you opened it, so your change was not saved. Open the item again to see their change, then make yours.',
  'problem.owner.categoryNotEmpty':
    'This category still holds {count, plural, one {# item} other {# items}}. Move them to another category first, or delete them.',
  'problem.owner.unknownMoveTo': 'move_to: there is no category {id} in this shop.',
  'problem.owner.moveToSame': 'Choose another category to move the items to.',
  'problem.owner.notArchived': 'This item is not archived: it is already on sale.',
  'problem.owner.badIfMatch': 'If-Match must be the ETag of the item as you read it, like "v1764153600000".',
  'problem.report.noGst':
    'This shop has no GST registration, so it has no GST documents to report. Add its GSTIN first.',
  'problem.report.noShop': 'We could not find this shop.',
  'problem.report.badMonth': 'Choose a month as YYYY-MM, for example 2026-05.',
  'problem.report.badDays': 'Choose the first and the last day as YYYY-MM-DD, the last day not before the first.',
  'problem.report.tooLong':
    'A report covers at most {days, plural, one {# day} other {# days}}: choose a shorter range.',
};

/**
 * The catalogue import's per-row problems (`failed[].rsn`, domain/catalogue/import-rows.ts and admin/import-plan.ts).
 * English replies keep the import's own sentence, which these say word for word; an owner asking for Hindi or
 * Tamil hears these.
 */
export const ownerImport = {
  'problem.import.cellCount':
    'The row has {cells, plural, one {# cell} other {# cells}}; the header has {columns, plural, one {# column} other {# columns}}.',
  'problem.import.rupees': '{column}: write rupees like 45 or 45.50 (at most 2 decimals).',
  'problem.import.wholeNumber': '{column}: write a whole number, or leave it empty when {column} is not tracked.',
  'problem.import.gstPercent': '{column}: write the GST percent, like 5 or 18.',
  'problem.import.categoryEmpty': "{column}: write the category's name or id.",
  'problem.import.categoryRouteWord': '{column}: {id} is a word the storefront uses for its own pages; choose another.',
  'problem.import.categoryTooLong': '{column}: a category name has at most {max} characters.',
  'problem.import.categoryNoId':
    '{column}: no id can be made from "{name}"; write a name with letters or digits, or the category\'s id.',
  'problem.import.notUtf8':
    '{column}: has characters that are not UTF-8; save the sheet as "CSV UTF-8" and import it again.',
  'problem.import.badText': '{field}: contains a control character or a broken Unicode character; remove it.',
  'problem.import.repeated': '{id} appears twice in this import (first at row {first}).',
  'problem.import.unknownCategory': '{field}: there is no category {id} in this shop or in this import.',
};

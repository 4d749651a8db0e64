/** The console's item photos (arranging, removing, the new item's photos) and removing categories. */
export const consolePhotos = {
  'console.photos.name': 'Photo {n}',
  'console.photos.main': 'Main photo',
  'console.photos.makeMain': 'Make main',
  'console.photos.moveUp': 'Move up',
  'console.photos.moveDown': 'Move down',
  'console.photos.remove': 'Remove',
  'console.photos.removeTitle': 'Remove this photo?',
  'console.photos.removeWhat':
    'The photo leaves the item and its stored copies are deleted. Shoppers see the next photo instead.',
  'console.photos.removeYes': 'Yes, remove it',
  'console.newPhotos.label': 'Photos (pick one or several)',
  'console.newPhotos.hint':
    'From the camera or the gallery. The first is the main photo; you can reorder them after saving.',
  'console.newPhotos.preparing': 'Making the photos smaller…',
  'console.newPhotos.ready': '{count, plural, one {# photo ready to send} other {# photos ready to send}}',
  'console.newPhotos.unreadable': 'Photo {n} could not be read on this phone; it will be sent as it is.',
  'console.newPhotos.again': 'Your photos were not kept: pick them again before saving.',
  'console.newPhotos.refused': 'Photo {n} ({name}) was not added: {reason}',
  'console.newPhotos.tooMuch':
    'That is more than {mb} MB of photos at once. Save with fewer, then add the rest on the item page.',
  'console.catalogue.archived': 'Archived',
  'console.categories.delete': 'Delete',
  'console.categories.deleteTitle': 'Delete this category?',
  'console.categories.deleteEmpty': "It holds no items. Deleting it takes it off the shop's menu.",
  'console.categories.deleteMove':
    '{count, plural, one {It holds # item (archived ones count). Choose where it goes; then the category is deleted.} other {It holds # items (archived ones count). Choose where they go; then the category is deleted.}}',
  'console.categories.moveTo': 'Move the items to',
  'console.categories.noOther': 'Make another category first: the items need one to go to.',
  'console.categories.deleteYes': 'Yes, delete it',
  'console.categories.moveAndDelete': 'Move the items and delete',
} as const;

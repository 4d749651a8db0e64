import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translatorOf } from '../../../src/isomorphic/i18n';
import { messagesUnder, translatorFor } from '../../../src/render/i18n';
import { CATALOGUES, type MessageId } from '../../../src/domain/i18n/messages';
import { en } from '../../../src/domain/i18n/messages/en';
import type { Lang } from '../../../src/domain/i18n/languages';

/**
 * Every count a shopper or owner reads is an ICU plural, and reads right at 0, 1, 2 and 5 in English, Hindi and
 * Tamil, said alike by the server's translator and an island's. CLDR's rule: English and Tamil say the singular
 * for 1 only; Hindi for 0 and 1.
 */
const SINGULAR: Record<Lang, number[]> = { en: [1], hi: [0, 1], ta: [1] };
const COUNTS = [0, 1, 2, 5];
const LANGS: Lang[] = ['en', 'hi', 'ta'];

/** What the reader should see around the count: [singular, plural] per language, `#` for the number. */
type Forms = Record<Lang, [string, string]>;
/** The message, the argument that counts, and how it reads. */
const COUNTED: [MessageId, string, Forms][] = [
  [
    'layout.offersCount',
    'count',
    { en: ['# coupon', '# coupons'], hi: ['# कूपन', '# कूपन'], ta: ['# கூப்பன்', '# கூப்பன்கள்'] },
  ],
  [
    'item.reviewsCount',
    'count',
    { en: ['# review', '# reviews'], hi: ['# समीक्षा', '# समीक्षाएँ'], ta: ['# மதிப்புரை', '# மதிப்புரைகள்'] },
  ],
  [
    'searchbox.count',
    'count',
    { en: ['# suggestion,', '# suggestions,'], hi: ['# सुझाव,', '# सुझाव,'], ta: ['# பரிந்துரை,', '# பரிந்துரைகள்,'] },
  ],
  [
    'problem.owner.categoryNotEmpty',
    'count',
    { en: ['# item.', '# items.'], hi: ['# सामान', '# सामान'], ta: ['# பொருள் ', '# பொருட்கள் '] },
  ],
  [
    'account.orders.items',
    'count',
    { en: ['# item', '# items'], hi: ['# सामान', '# सामान'], ta: ['# பொருள்', '# பொருட்கள்'] },
  ],
  [
    'account.requests.count',
    'count',
    { en: ['# request', '# requests'], hi: ['# अनुरोध', '# अनुरोध'], ta: ['# கோரிக்கை', '# கோரிக்கைகள்'] },
  ],
  [
    'account.reviews.summary',
    'count',
    { en: ['# review', '# reviews'], hi: ['# समीक्षा', '# समीक्षाएँ'], ta: ['# மதிப்புரை', '# மதிப்புரைகள்'] },
  ],
  [
    'account.reviews.starLevel',
    'stars',
    { en: ['# star:', '# stars:'], hi: ['# स्टार:', '# स्टार:'], ta: ['# நட்சத்திரம்:', '# நட்சத்திரங்கள்:'] },
  ],
  [
    'rights.refused.orderInProgress',
    'count',
    {
      en: ['You have an order in progress.', 'You have # orders in progress.'],
      hi: ['आपका एक ऑर्डर अभी चल रहा है।', 'आपके # ऑर्डर'],
      ta: ['உங்கள் ஒரு ஆர்டர்', '#'],
    },
  ],
  [
    'bag.view.count',
    'count',
    { en: ['(# item)', '(# items)'], hi: ['(# सामान)', '(# सामान)'], ta: ['(# பொருள்)', '(# பொருட்கள்)'] },
  ],
  [
    'order.page.itemsTotal',
    'count',
    { en: ['# item ·', '# items ·'], hi: ['# सामान ·', '# सामान ·'], ta: ['# பொருள் ·', '# பொருட்கள் ·'] },
  ],
  [
    'problem.owner.importInvalid',
    'count',
    {
      en: ['# problem found', '# problems found'],
      hi: ['# समस्या मिली', '# समस्याएँ मिलीं'],
      ta: ['# பிழை கண்டறியப்பட்டது', '# பிழைகள் கண்டறியப்பட்டன'],
    },
  ],
  [
    'console.catalogue.count',
    'count',
    { en: ['# item', '# items'], hi: ['# सामान', '# सामान'], ta: ['# பொருள்', '# பொருட்கள்'] },
  ],
  [
    'console.categories.items',
    'count',
    { en: ['# item', '# items'], hi: ['# सामान', '# सामान'], ta: ['# பொருள்', '# பொருட்கள்'] },
  ],
  [
    'console.offers.used',
    'count',
    { en: ['Used once', 'Used # times'], hi: ['# बार इस्तेमाल हुआ', '# बार इस्तेमाल हुआ'], ta: ['ஒரு முறை', '# முறை'] },
  ],
  [
    'problem.checkout.fewerLeft',
    'count',
    {
      en: ['Only # of Atta is left.', 'Only # of Atta are left.'],
      hi: ['Atta का केवल # ही बचा है।', 'Atta के केवल # ही बचे हैं।'],
      ta: ['# மட்டுமே உள்ளது.', '# மட்டுமே உள்ளன.'],
    },
  ],
  ['console.newPhotos.ready', 'count', { en: ['# photo ready', '# photos ready'], hi: ['#', '#'], ta: ['#', '#'] }],
  [
    'problem.import.cellCount',
    'cells',
    { en: ['has # cell;', 'has # cells;'], hi: ['# खाना है;', '# खाने हैं;'], ta: ['# கட்டம் உள்ளது;', '# கட்டங்கள் உள்ளன;'] },
  ],
  [
    'problem.import.cellCount',
    'columns',
    {
      en: ['# column.', '# columns.'],
      hi: ['# कॉलम है।', '# कॉलम हैं।'],
      ta: ['# நெடுவரிசை உள்ளது.', '# நெடுவரிசைகள் உள்ளன.'],
    },
  ],
  [
    'problem.report.tooLong',
    'days',
    { en: ['at most # day:', 'at most # days:'], hi: ['# दिन आता है:', '# दिन आते हैं:'], ta: ['# நாளை', '# நாட்களை'] },
  ],
  [
    'console.reports.ordersHint',
    'days',
    { en: ['at most # day.', 'at most # days.'], hi: ['# दिन।', '# दिन।'], ta: ['# நாள்.', '# நாட்கள்.'] },
  ],
  [
    'checkout.rewards.use',
    'points',
    {
      en: ['Use # reward point (', 'Use # reward points ('],
      hi: ['# रिवॉर्ड पॉइंट इस्तेमाल', '# रिवॉर्ड पॉइंट इस्तेमाल'],
      ta: ['# வெகுமதிப் புள்ளியைப்', '# வெகுமதிப் புள்ளிகளைப்'],
    },
  ],
  [
    'problem.owner.tooManyKeys',
    'max',
    { en: ['has # key.', 'has # keys.'], hi: ['# कुंजी है।', '# कुंजियाँ हैं।'], ta: ['# சாவி உள்ளது.', '# சாவிகள் உள்ளன.'] },
  ],
  [
    'problem.owner.tooManyScripts',
    'max',
    {
      en: ['# script.', '# scripts.'],
      hi: ['# स्क्रिप्ट हो सकती है।', '# स्क्रिप्ट हो सकती हैं।'],
      ta: ['# ஸ்கிரிப்ட் ', '# ஸ்கிரிப்டுகள் '],
    },
  ],
  [
    'problem.owner.tooManyDomains',
    'max',
    { en: ['# domain.', '# domains.'], hi: ['# डोमेन हो सकता है।', '# डोमेन हो सकते हैं।'], ta: ['# டொமைன் ', '# டொமைன்கள் '] },
  ],
  [
    'problem.owner.tooManyPhotos',
    'max',
    {
      en: ['has # picture;', 'has # pictures;'],
      hi: ['# तस्वीर है;', '# तस्वीरें हैं;'],
      ta: ['# படம் உள்ளது;', '# படங்கள் உள்ளன;'],
    },
  ],
  [
    'problem.owner.photoShape',
    'times',
    { en: ['# time its', '# times its'], hi: ['# गुना', '# गुना'], ta: ['# மடங்கு', '# மடங்கு'] },
  ],
  [
    'problem.bag.full',
    'max',
    {
      en: ['hold # item.', 'hold # different items.'],
      hi: ['# सामान ही आ सकता है।', '# अलग-अलग सामान ही आ सकते हैं।'],
      ta: ['# பொருள் ', '# வெவ்வேறு பொருட்கள் '],
    },
  ],
  [
    'problem.bag.manualFull',
    'max',
    {
      en: ['# manual item.', '# manual items.'],
      hi: ['# हाथ से लिखा सामान ही आ सकता है।', '# हाथ से लिखे सामान ही आ सकते हैं।'],
      ta: ['# பொருள் ', '# பொருட்கள் '],
    },
  ],
  [
    'problem.rewards.short',
    'balance',
    {
      en: ['have # point,', 'have # points,'],
      hi: ['# पॉइंट है,', '# पॉइंट हैं,'],
      ta: ['# புள்ளி உள்ளது,', '# புள்ளிகள் உள்ளன,'],
    },
  ],
  [
    'problem.rewards.overLimit',
    'max',
    { en: ['# point (', '# points ('], hi: ['# पॉइंट (', '# पॉइंट ('], ta: ['# புள்ளி (', '# புள்ளிகள் ('] },
  ],
];

/** The other values a message asks for, so only the count changes. */
const OTHERS = {
  item: 'Atta',
  amount: '₹5',
  value: '₹5',
  total: '₹90',
  average: 4.5,
  stars: 4,
  count: 3,
  cells: 3,
  columns: 3,
  points: 3,
  row: 2,
  field: 'price',
};

describe('counts read right in every language', () => {
  for (const [id, arg, forms] of COUNTED) {
    for (const lang of LANGS) {
      it.each(COUNTS)(`${lang} ${id} (${arg}): %i`, (n) => {
        const [one, other] = forms[lang];
        const expected = (SINGULAR[lang].includes(n) ? one : other).replace('#', String(n));
        const values = { ...OTHERS, [arg]: n };
        const server = translatorFor(lang).t(id, values);
        expect(server).toContain(expected);
        expect(translatorOf(lang, messagesUnder(lang, [id])).t(id, values)).toBe(server);
      });
    }
  }
});

/** The arguments a compiled message says as plurals, and those it says as plain `{name}`. */
function argumentUses(compiled: unknown, into = { plural: new Set<string>(), plain: new Set<string>() }) {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled) {
    if (Array.isArray(part) && typeof part[0] === 'string' && part.length === 1) into.plain.add(part[0]);
    else if (Array.isArray(part) && typeof part[0] === 'string' && part[1] === 'plural') {
      into.plural.add(part[0]);
      for (const branch of Object.values(part[2] as object)) argumentUses(branch, into);
    } else argumentUses(part, into);
  }
  return into;
}

/** A number said before a noun that changes with it ("3 keys"): the noun, maybe after one more word. */
const COUNTED_NOUN =
  /\{(\w+)\} (?:[a-z-]+ )?(?:items|points|days|cells|columns|keys|scripts|domains|pictures|photos|times|reviews|questions|orders|coupons|suggestions|problems|requests|entries|results|products|categories|customers|stars)\b/g;
/** `{count}` said on its own where no noun follows ("Items (3)", "See all 3", "and 3 more", "3 left"). */
const BARE_COUNT = /\(\{count\}\)|\{count\}$|\{count\} (?:more|left)\b/;
/** Said over the console's cap of items, always many, the count given with its digits grouped (a text). */
const ALWAYS_MANY: string[] = ['console.catalogue.countOver'];

describe('no count without its plural', () => {
  const ids = Object.keys(en) as MessageId[];

  it('English: {count} and every number before a counted noun is a plural', () => {
    const bare = ids.filter((id) => {
      if (ALWAYS_MANY.includes(id)) return false;
      const text = en[id];
      const uses = argumentUses(compileMessage(text));
      const counted = [...text.matchAll(COUNTED_NOUN)].map((m) => m[1]);
      if (uses.plain.has('count') && !BARE_COUNT.test(text)) counted.push('count');
      return counted.some((arg) => uses.plain.has(arg) && !uses.plural.has(arg));
    });
    expect(bare).toEqual([]);
  });

  it.each(['hi', 'ta'] as const)('%s says as a plural every count English does', (lang) => {
    const missing = ids.filter((id) => {
      const english = argumentUses(compileMessage(en[id])).plural;
      const translated = argumentUses(compileMessage(CATALOGUES[lang][id] ?? en[id])).plural;
      return [...english].some((arg) => !translated.has(arg));
    });
    expect(missing).toEqual([]);
  });
});

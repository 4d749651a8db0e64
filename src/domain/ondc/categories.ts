/**
 * The network's item categories (retail 1.2.5 taxonomy) as the node guesses them from a shop's own category ids, and
 * which of them ask for more than their domain's fields: RET10's prepackaged foods (the validator's
 * groceryCategoryMappingWithStatutory: dairy, snacks, sweets ...) need the prepackaged-food declarations.
 */

// RET10's names are the network's grocery categories (retail 1.2.5 taxonomy), each with its statutory block
const CATEGORY_WORDS: readonly [RegExp, string][] = [
  [/rice/i, 'Rice and Rice Products'],
  [/atta|flour|sooji|besan/i, 'Atta, Flours and Sooji'],
  [/dal|pulse/i, 'Dals and Pulses'],
  [/poha|cereal|breakfast/i, 'Cereals and Breakfast'],
  [/oil|ghee/i, 'Oil & Ghee'],
  [/masal|spice/i, 'Masala & Seasoning'],
  [/salt|sugar|jaggery/i, 'Salt, Sugar and Jaggery'],
  [/tea|coffee/i, 'Tea and Coffee'],
  [/biscuit|chocolate/i, 'Chocolates and Biscuits'],
  [/dry.?fruit|nut/i, 'Snacks, Dry Fruits, Nuts'],
  [/snack|namkeen/i, 'Snacks and Namkeen'],
  [/pickle|chutney/i, 'Pickles and Chutney'],
  [/fruit|vegetable|sabzi/i, 'Fruits and Vegetables'],
  [/dairy|milk|paneer|cheese/i, 'Dairy and Cheese'],
  [/sweet|hamper|mithai/i, 'Indian Sweets'],
  [/kurta|saree|sari/i, 'Kurtas & Kurtis'],
  [/shirt|top|tee/i, 'Tops'],
  [/dress/i, 'Dresses'],
];
const DOMAIN_DEFAULT_CATEGORY: Record<string, string> = {
  'ONDC:RET10': 'Cooking and Baking Needs',
  'ONDC:RET11': 'Main Course',
  'ONDC:RET12': 'Tops',
  'ONDC:RET13': 'Skin Care',
  'ONDC:RET14': 'Accessories',
  'ONDC:RET16': 'Home Decor',
  'ONDC:RET18': 'Health & Wellness',
};

/** The network's category for a shop's category, by the words in its id (else the domain's general one). */
export function networkCategory(domain: string, catId: string): string {
  return (
    CATEGORY_WORDS.find(([words]) => words.test(catId))?.[1] ??
    DOMAIN_DEFAULT_CATEGORY[domain] ??
    'Cooking and Baking Needs'
  );
}

/** RET10 categories whose items are prepackaged food (`@ondc/org/statutory_reqs_prepackaged_food` required). */
export const PREPACKAGED_FOOD_CATEGORIES: ReadonlySet<string> = new Set([
  'Bakery, Cakes & Dairy',
  'Dairy and Cheese',
  'Snacks, Dry Fruits, Nuts',
  'Cereals and Breakfast',
  'Sauces, Spreads and Dips',
  'Chocolates and Biscuits',
  'Tinned and Processed Food',
  'Energy and Soft Drinks',
  'Fruit Juices and Fruit Drinks',
  'Snacks and Namkeen',
  'Ready to Cook and Eat',
  'Pickles and Chutney',
  'Indian Sweets',
  'Frozen Snacks',
]);

/** Noir Threads' item names in Tamil (its second language), by item id. */
export const TAMIL_NAMES: Record<string, string> = {
  'mul-kurta-black': 'மல் காட்டன் குட்டை குர்தா',
  'handloom-long-kurta': 'கைத்தறி நீண்ட குர்தா',
  'chikan-kurta': 'லக்னோ சிக்கன் குர்தா',
  'ikat-kurta': 'இக்கத் பேனல் குர்தா',
  'linen-kurta': 'தூய லினன் குர்தா',
  'festive-silk-kurta': 'பட்டு கலப்பு பண்டிகை குர்தா',
  'khadi-kurta': 'காதி தினசரி குர்தா',
  'linen-shirt': 'லினன் சட்டை',
  'oxford-shirt': 'ஆக்ஸ்போர்டு பட்டன்-டவுன் சட்டை',
  'mandarin-shirt': 'மாண்டரின் காலர் சட்டை',
  'denim-shirt': 'டெனிம் சட்டை',
  'check-flannel': 'கட்டம் ஃபிளானல் சட்டை',
  'kala-cotton-shirt': 'கலா காட்டன் சட்டை',
  'half-sleeve-shirt': 'அரைக்கை கியூபன் சட்டை',
  'heavy-tee-black': 'தடிமனான டீ-ஷர்ட்',
  'pocket-tee': 'பாக்கெட் டீ-ஷர்ட்',
  'henley-tee': 'வாஃபிள் ஹென்லி',
  'oversized-tee': 'ஓவர்சைஸ் கிராஃபிக் டீ-ஷர்ட்',
  'polo-tee': 'போலோ டீ-ஷர்ட்',
  'long-sleeve-tee': 'முழுக்கை டீ-ஷர்ட்',
  'v-neck-tee': 'வி-நெக் டீ-ஷர்ட்',
  'selvedge-straight': 'செல்வெட்ஜ் நேரான ஜீன்ஸ்',
  'slim-stretch-jeans': 'ஸ்லிம் ஸ்ட்ரெட்ச் ஜீன்ஸ்',
  'relaxed-taper-jeans': 'தளர்வான ஜீன்ஸ்',
  'black-skinny': 'கருப்பு ஸ்கின்னி ஜீன்ஸ்',
  'wide-leg-jeans': 'அகலக்கால் ஜீன்ஸ்',
  'denim-shorts': 'டெனிம் ஷார்ட்ஸ்',
  'tiered-maxi': 'அடுக்கு காட்டன் மேக்ஸி',
  'shirt-dress': 'லினன் சட்டை உடை',
  'slip-dress': 'சாடின் ஸ்லிப் உடை',
  'wrap-dress': 'பூ வடிவ ரேப் உடை',
  'kaftan-dress': 'அச்சிட்ட கஃப்தான்',
  'a-line-midi': 'ஏ-லைன் மிடி உடை',
  'anarkali-dress': 'அனார்கலி உடை',
};

/** Noir Threads' categories in Tamil: name and description, by category id. */
export const TAMIL_CATEGORIES: Record<string, { CAT_NAME: string; CAT_DESC: string }> = {
  kurtas: { CAT_NAME: 'குர்தாக்கள்', CAT_DESC: 'கைத்தறி மற்றும் மல் பருத்தி குர்தாக்கள், மெல்லிய வெட்டு.' },
  shirts: { CAT_NAME: 'சட்டைகள்', CAT_DESC: 'வேலைக்கும் வார இறுதிக்கும் லினன் மற்றும் ஆக்ஸ்ஃபோர்ட் சட்டைகள்.' },
  't-shirts': { CAT_NAME: 'டி-சட்டைகள்', CAT_DESC: 'கனமான 220 GSM பருத்தி டி-சட்டைகள்.' },
  denims: { CAT_NAME: 'டெனிம்கள்', CAT_DESC: 'செல்வேஜ் மற்றும் ஸ்ட்ரெட்ச் டெனிம்கள், எங்களிடமே துவைக்கப்பட்டவை.' },
  dresses: { CAT_NAME: 'உடைகள்', CAT_DESC: 'இந்திய வெயிலுக்கு ஏற்ற எளிய பருத்தி மற்றும் ரேயான் உடைகள்.' },
};

/** Noir Threads' own texts in Tamil. */
export const TAMIL_STORE = {
  STORE_DESC:
    'இந்தியாவில் சிறு தொகுதிகளாகத் தயாரிக்கப்படும் ஆடைகள். கைத்தறி குர்தாக்கள், லினன் சட்டைகள், கனமான டி-சட்டைகள் மற்றும் டெனிம்கள், எங்கள் பாந்த்ரா ஸ்டுடியோவில் வெட்டப்பட்டவை.',
  HELLO_BAR: '₹999 க்கு மேல் இலவச டெலிவரி · 7 நாள் அளவு மாற்றம்',
};

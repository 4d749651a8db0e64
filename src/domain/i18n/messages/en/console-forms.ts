/** The console's form problems found before the owner API's schema judges the body (domain/console/*-form.ts). */
export const consoleForms = {
  'console.form.discountRupees': 'Enter the discount in rupees, like 50.',
  'console.form.discountPercent': 'Enter the discount as a percentage, like 10.',
  'console.form.smallestBag': 'Enter the smallest bag in rupees, or leave it empty.',
  'console.form.largestDiscount': 'Enter the largest discount in rupees, or leave it empty.',
  'console.form.wholeOrNoLimit': 'Enter a whole number, or leave it empty for no limit.',
  'console.form.chooseDate': 'Choose a date.',
  'console.form.packs':
    'Write each pack as "label = price", like "1 kg = 90" or "1 kg = 90 / 110" with the MRP (line "{line}").',
  'console.form.colors': 'Write each colour as its name and its code, like "Maroon #800000" (line "{line}").',
  'console.form.price': 'Enter the price in rupees, like 45 or 45.50.',
  'console.form.mrp': 'Enter the MRP in rupees, like 50, or leave it empty.',
  'console.form.stock': 'Enter how many you have as a whole number, or leave it empty when you do not count.',
  'console.form.gst': 'Choose the GST rate.',
};

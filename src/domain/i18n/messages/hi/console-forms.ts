/** The console's form problems in Hindi. */
export const consoleForms = () => ({
  'console.form.discountRupees': 'छूट रुपये में लिखें, जैसे 50।',
  'console.form.discountPercent': 'छूट प्रतिशत में लिखें, जैसे 10।',
  'console.form.smallestBag': 'सबसे छोटा थैला रुपये में लिखें, या खाली छोड़ दें।',
  'console.form.largestDiscount': 'सबसे बड़ी छूट रुपये में लिखें, या खाली छोड़ दें।',
  'console.form.wholeOrNoLimit': 'पूरी संख्या लिखें, या बिना सीमा के लिए खाली छोड़ दें।',
  'console.form.chooseDate': 'तारीख़ चुनें।',
  'console.form.packs': 'हर पैक को "नाम = दाम" लिखें, जैसे "1 kg = 90", या MRP के साथ "1 kg = 90 / 110" (पंक्ति "{line}")।',
  'console.form.colors': 'हर रंग को उसके नाम और कोड के साथ लिखें, जैसे "मैरून #800000" (पंक्ति "{line}")।',
  'console.form.price': 'दाम रुपये में लिखें, जैसे 45 या 45.50।',
  'console.form.mrp': 'MRP रुपये में लिखें, जैसे 50, या खाली छोड़ दें।',
  'console.form.stock': 'आपके पास कितने हैं, पूरी संख्या में लिखें, या गिनती न रखते हों तो खाली छोड़ दें।',
  'console.form.gst': 'GST की दर चुनें।',
});

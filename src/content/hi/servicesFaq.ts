import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { allIndiaRate, householdMinimumEarns } from '../../config/oilRates';
import type { FaqEntry } from '../../types/content';

const business = allIndiaRate('business');
const household = allIndiaRate('household');
const homeMinimum = householdMinimumEarns();

/** When and how we pay (site.payment): said by this answer and by the rate cards of the collection and household pages. */
export const paymentTerms = `भुगतान UPI या बैंक ट्रांसफ़र से होता है: बिज़नेस को हर पिकअप के ${site.payment.perPickupWithinWorkingDays} कामकाजी दिनों के अंदर, या महीने में एक बार, महीना ख़त्म होने के ${site.payment.monthlyWithinDays} दिनों के अंदर; घरों को उसी दिन।`;

export const minimumPickup: FaqEntry = {
  question: 'एक पिकअप के लिए कम से कम कितना तेल होना चाहिए?',
  answer: `फ़ूड बिज़नेस के लिए हर पिकअप में कम से कम ${site.figures.minimumPickupKg} किलो इस्तेमाल किया तेल होना चाहिए। घरों के लिए यह ${site.figures.householdMinimumLitres} लीटर है। अगर आपके किचन में इससे कम तेल निकलता है, तो उसे हमारे दिए ड्रम में तब तक जमा करते रहें जब तक इतना न हो जाए। या फिर आस-पास की दुकानों या अपनी हाउसिंग सोसाइटी के साथ मिलकर तेल इकट्ठा करें।`,
};

export const pricingAndPayment: FaqEntry = {
  question: 'आप प्रति किलो कितना देते हैं, और भुगतान कैसे मिलता है?',
  answer: `फ़ूड बिज़नेस को ₹${business.min} से ₹${business.max} प्रति किलो और घरों को ₹${household.min} से ₹${household.max}, इलाक़े और तेल के हिसाब से: पानी, तलछट और फ़्री फ़ैटी एसिड रेट घटाते हैं। घर के ${homeMinimum.litres} लीटर (${homeMinimum.kg} किलो) तेल के ₹${homeMinimum.min} से ₹${homeMinimum.max} मिलते हैं। आपका रेट रजिस्ट्रेशन के समय तय होता है। ${paymentTerms}`,
};

export const citiesServed: FaqEntry = {
  question: 'आप किन शहरों में काम करते हैं?',
  answer: `हम अपने डिपो से ${site.figures.cities} शहरों में कलेक्शन रूट चलाते हैं, और जिन शहरों में हमारा डिपो नहीं है, वहाँ हमारे फ़्रैंचाइज़ी पार्टनर कलेक्शन करते हैं। बुकिंग फ़ॉर्म में अपना पता डालें या टोल-फ़्री नंबर ${site.tollFreeDisplay} पर कॉल करें, हम बता देंगे कि आपके पिनकोड पर हमारी सेवा है या नहीं। जहाँ हम अभी नहीं पहुँचे हैं, वहाँ आपके शहर से फ़्रैंचाइज़ी की पूछताछ आने से हम वहाँ जल्दी पहुँच पाते हैं।`,
  link: { label: 'सभी शहर और उनके डिपो यहाँ देखें', to: paths.serviceAreas },
};

/** The three questions the home page asks too (its own module, so the home page loads only these). */
export const servicesFaqTeaser: FaqEntry[] = [minimumPickup, pricingAndPayment, citiesServed];

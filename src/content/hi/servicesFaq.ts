import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { FaqEntry } from '../../types/content';

export const minimumPickup: FaqEntry = {
  question: 'एक पिकअप के लिए कम से कम कितना तेल होना चाहिए?',
  answer: `फ़ूड बिज़नेस के लिए हर पिकअप में कम से कम ${site.figures.minimumPickupKg} किलो इस्तेमाल किया तेल होना चाहिए। घरों के लिए यह ${site.figures.householdMinimumLitres} लीटर है। अगर आपके किचन में इससे कम तेल निकलता है, तो उसे हमारे दिए ड्रम में तब तक जमा करते रहें जब तक इतना न हो जाए। या फिर आस-पास की दुकानों या अपनी हाउसिंग सोसाइटी के साथ मिलकर तेल इकट्ठा करें।`,
};

export const pricingAndPayment: FaqEntry = {
  question: 'आप प्रति किलो कितना देते हैं, और भुगतान कैसे मिलता है?',
  answer:
    'हम प्रति किलो के हिसाब से भुगतान करते हैं। रेट दो बातों पर टिका है: तेल की क्वालिटी (खासकर उसमें कितना पानी, कितनी तलछट और कितना फ़्री फ़ैटी एसिड है) और बायोडीज़ल के कच्चे माल का बाज़ार भाव। रेट रजिस्ट्रेशन के समय तय होता है। रजिस्ट्रेशन फ़ॉर्म में आपसे पूछा जाता है कि आप प्रति किलो कितने रुपये का रेट चाहते हैं। तेल आपके सामने तौला जाता है और वज़न और रकम रसीद पर लिखी होती है। भुगतान आपके रजिस्टर्ड बैंक खाते या UPI ID में आता है, रजिस्ट्रेशन के समय जैसा तय हुआ हो: हर पिकअप पर या महीने में एक बार।',
};

export const citiesServed: FaqEntry = {
  question: 'आप किन शहरों में काम करते हैं?',
  answer: `हम अपने डिपो और अपने फ़्रैंचाइज़ी पार्टनर के ज़रिए ${site.figures.cities} शहरों में कलेक्शन रूट चलाते हैं। बुकिंग फ़ॉर्म में अपना पता डालें या टोल-फ़्री नंबर ${site.tollFreeDisplay} पर कॉल करें, हम बता देंगे कि आपके पिनकोड पर हमारी सेवा है या नहीं। जहाँ हम अभी नहीं पहुँचे हैं, वहाँ आपके शहर से फ़्रैंचाइज़ी की पूछताछ आने से हम वहाँ जल्दी पहुँच पाते हैं।`,
  link: { label: 'सभी शहर और उनके डिपो यहाँ देखें', to: paths.serviceAreas },
};

/** The three questions the home page asks too (its own module, so the home page loads only these). */
export const servicesFaqTeaser: FaqEntry[] = [minimumPickup, pricingAndPayment, citiesServed];

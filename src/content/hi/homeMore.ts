import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { HomeMoreContent } from '../../types/content';
import { servicesFaqTeaser } from './servicesFaq';

/**
 * Hindi copy of the home page below its first screens (how a collection works down to the FAQ).
 * Its own chunk: those sections hydrate when the visitor comes near them (views/HomeView.tsx), so
 * the page's first load carries none of it.
 */
export const homeMore: HomeMoreContent = {
  howItWorks: {
    heading: 'कलेक्शन कैसे होता है',
    steps: [
      { title: 'बुक करें', text: 'नीचे दिया बुकिंग फ़ॉर्म भरें, GreenDrop ऐप से बुक करें या हमारे टोल-फ़्री नंबर पर कॉल करें।' },
      { title: 'रेट और समय तय', text: 'हम आपको कॉल करके प्रति किलो रेट और पिकअप का समय तय करते हैं। ज़रूरत हो, तो ड्रम भी लाते हैं।' },
      { title: 'तेल का कलेक्शन', text: 'हमारा कलेक्टर आपके सामने तेल तौलता है, ड्रम सील करता है और SMS से रसीद भेजता है।' },
      {
        title: 'भुगतान पाएँ, पॉइंट्स कमाएँ',
        text: `भुगतान आपके खाते में आता है, और हर किलो पर आपको ${site.figures.greenPointsPerKg} ग्रीन पॉइंट्स मिलते हैं।`,
      },
    ],
  },
  greenPoints: {
    heading: 'हर किलो पर ग्रीन पॉइंट्स कमाएँ',
    text: `रजिस्टर्ड वेंडर को तेल के भुगतान के ऊपर से, हमें दिए हर किलो पुराने तेल पर ${site.figures.greenPointsPerKg} ग्रीन पॉइंट्स मिलते हैं। ये पॉइंट्स रिडीम करके वेंडर कार्ट से रसोई का सामान ले सकते हैं।`,
    link: { label: 'ग्रीन पॉइंट्स कैसे काम करते हैं', to: paths.greenPoints },
  },
  calculator: {
    heading: 'आपके पुराने तेल की क़ीमत कितनी है?',
    text: 'आपकी रसोई में जितना तेल अलग रखा जाता है, वह भरें और देखें कि महीने का भुगतान कितना होगा, कितने ग्रीन पॉइंट्स मिलेंगे और कितना ग्रीनहाउस गैस उत्सर्जन टलेगा। उतने तेल के लिए एक बटन दबाकर बुक करें: हम उसे नीचे के फ़ॉर्म में भर देते हैं।',
    link: { label: 'पूरा कैलकुलेटर, FSSAI के नियम और पूरे हिसाब के साथ', to: paths.calculator },
  },
  booking: {
    heading: 'तेल के कलेक्शन की रिक्वेस्ट भेजें',
    text: 'अपना मोबाइल नंबर OTP से वेरिफ़ाई करें, और हमें अपने बिज़नेस और तेल की मात्रा के बारे में बताएँ। हमारी टीम आपको कॉल करके पहला पिकअप तय करेगी।',
  },
  news: { heading: 'ताज़ा न्यूज़' },
  cta: {
    heading: 'इस्तेमाल किया तेल बेचना है?',
    text: 'एक बार रजिस्टर करें: हम नियमित पिकअप तय करेंगे, हर किलो का भुगतान करेंगे और आपके FSSAI रिकॉर्ड ठीक रखेंगे।',
    label: 'वेंडर के रूप में रजिस्टर करें',
  },
  app: {
    heading: 'GreenDrop ऐप डाउनलोड करें',
    text: `पिकअप बुक करें, अपने कलेक्शन देखें और अपने ग्रीन पॉइंट्स चेक करें, सब अपने फ़ोन से। यह ${site.apps.map((app) => app.store).join(' और ')} पर मिलता है।`,
  },
  faq: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    entries: servicesFaqTeaser,
    link: { label: 'सभी सवाल देखें', to: paths.services },
  },
};

export default homeMore;

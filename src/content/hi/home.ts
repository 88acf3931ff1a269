import { paths, serviceLinks } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import type { HomeContent } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { servicesFaqTeaser } from './servicesFaq';

/** Hindi labels of the Our Services menu, keyed by link target. */
const serviceLabels: Record<(typeof serviceLinks)[number]['to'], string> = {
  [paths.collection]: 'इस्तेमाल किए तेल का कलेक्शन',
  [paths.biodiesel]: 'ग्रीन फ़्यूल और बायोडीज़ल सप्लाई',
  [paths.compliance]: 'फ़ूड बिज़नेस कंप्लायंस सॉल्यूशन',
  [paths.esg]: 'ESG और CSR गतिविधियाँ',
  [paths.household]: 'घरों से कलेक्शन',
  [paths.franchise]: 'फ़्रैंचाइज़ी',
  [paths.calculator]: 'पुराने तेल की क़ीमत का कैलकुलेटर',
};

const [collection, biodiesel, compliance, esg, household, franchise] = serviceLinks.map((link) => ({
  label: serviceLabels[link.to],
  to: link.to,
}));

/** Hindi copy of the home page. */
export const home: HomeContent = {
  title: 'शुद्ध और प्राकृतिक तेल, रीसाइक्लिंग से बनता ग्रीन फ़्यूल',
  description:
    'GreenDrop शुद्ध और प्राकृतिक तेल सप्लाई करता है, और पूरे भारत की रसोइयों से इस्तेमाल किया हुआ खाना पकाने का तेल लेकर उससे बायोडीज़ल और ग्रीन फ़्यूल बनवाता है।',
  hero: {
    eyebrow: 'पुराने तेल को नई ज़िंदगी',
    h1: 'आपकी रसोई के इस्तेमाल किए तेल से साफ़ बायोडीज़ल',
    lead: `हम ${site.figures.cities} शहरों में फ़ूड बिज़नेस और घरों से इस्तेमाल किया हुआ खाना पकाने का तेल (UCO) इकट्ठा करते हैं। इसके बदले आपको पैसे देते हैं, FSSAI जो रिकॉर्ड माँगता है वे आपको देते हैं, और तेल को दोबारा खाने में जाने के बजाय बायोडीज़ल बनने भेजते हैं।`,
    illustration: {
      src: '/illustrations/hero.svg',
      alt: 'एक रेस्टोरेंट का इस्तेमाल किया तेल GreenDrop की वैन से एक पार्टनर प्लांट तक जाता है, जहाँ उससे बायोडीज़ल बनता है',
      width: 640,
      height: 480,
    },
  },
  services: {
    heading: 'हमारी सेवाएँ',
    intro: 'कड़ाही से निकलने के बाद खाने के तेल का जो भी काम हो, सबके लिए एक ही साथी।',
    cards: [
      {
        title: collection.label,
        text: `${site.figures.minimumPickupKg} किलो से तय समय पर पिकअप। तेल आपके सामने तौला जाता है और प्रति किलो के हिसाब से भुगतान होता है।`,
        to: collection.to,
      },
      {
        title: biodiesel.label,
        text: 'IS 15607 मानक वाला B100, ऑयल मार्केटिंग कंपनियों के लिए, और उन थोक ख़रीदारों के लिए जो इसे अपने डीज़ल में ख़ुद मिलाते हैं।',
        to: biodiesel.to,
      },
      {
        title: compliance.label,
        text: 'TPC टेस्टिंग, तेल की लॉगबुक और निपटान के रिकॉर्ड, सब FSSAI के नियमों के मुताबिक़।',
        to: compliance.to,
      },
      {
        title: esg.label,
        text: 'BRSR और Scope 3 के लिए कचरे का डेटा, टला हुआ उत्सर्जन अलग से, और धारा 135 के तहत CSR कार्यक्रम।',
        to: esg.to,
      },
      {
        title: household.label,
        text: `घरों और हाउसिंग सोसाइटी के लिए दरवाज़े से पिकअप, जब आपके पास ${site.figures.householdMinimumLitres} लीटर तेल जमा हो जाए।`,
        to: household.to,
      },
      {
        title: franchise.label,
        text: `₹${site.figures.franchiseInvestmentLakh.min} से ${site.figures.franchiseInvestmentLakh.max} लाख के निवेश से अपने शहर में GreenDrop का कलेक्शन चलाएँ।`,
        to: franchise.to,
      },
    ],
  },
  impact: {
    heading: 'अब तक का असर',
    figures: [
      { value: `${formatIndian(site.figures.tonnesCollectedToDate)} टन`, label: 'इस्तेमाल किया तेल इकट्ठा हुआ' },
      { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} टन`, label: 'CO2e (CO2 के बराबर) उत्सर्जन बायोडीज़ल बनकर रुका' },
      { value: formatIndian(site.figures.foodBusinesses), label: 'फ़ूड बिज़नेस को हमारी सेवा' },
      { value: `${site.figures.cities} शहर`, label: 'जहाँ नियमित कलेक्शन रूट चलते हैं' },
    ],
  },
  howItWorks: {
    heading: 'कलेक्शन कैसे होता है',
    steps: [
      { title: 'बुक करें', text: 'नीचे दिया बुकिंग फ़ॉर्म भरें, GreenDrop app से बुक करें या हमारे टोल-फ़्री नंबर पर कॉल करें।' },
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
    text: `रजिस्टर्ड वेंडर को तेल के भुगतान के ऊपर से, इस्तेमाल किए हर किलो तेल पर ${site.figures.greenPointsPerKg} ग्रीन पॉइंट्स मिलते हैं। ये पॉइंट्स रिडीम करके वेंडर कार्ट से रसोई का सामान ले सकते हैं।`,
    link: { label: 'ग्रीन पॉइंट्स कैसे काम करते हैं', to: paths.greenPoints },
  },
  calculator: {
    heading: 'आपके पुराने तेल की क़ीमत कितनी है?',
    text: 'आपकी रसोई में जितना तेल अलग रखा जाता है, वह भरें और देखें कि महीने का भुगतान कितना होगा, कितने ग्रीन पॉइंट्स मिलेंगे और कितनी ग्रीनहाउस गैस बचेगी। उतने तेल के लिए एक बटन दबाकर बुक करें: हम उसे नीचे के फ़ॉर्म में भर देते हैं।',
    link: { label: 'पूरा कैलकुलेटर, FSSAI के नियम और पूरे हिसाब के साथ', to: paths.calculator },
  },
  booking: {
    heading: 'तेल के कलेक्शन की रिक्वेस्ट भेजें',
    text: 'अपना मोबाइल नंबर OTP से वेरिफ़ाई करें, और हमें अपने बिज़नेस और तेल की मात्रा के बारे में बताएँ। हमारी टीम आपको कॉल करके पहला पिकअप तय करेगी।',
  },
  app: {
    heading: 'GreenDrop app डाउनलोड करें',
    text: `पिकअप बुक करें, अपने कलेक्शन देखें और अपने ग्रीन पॉइंट्स चेक करें, सब अपने फ़ोन से। यह ${site.apps.map((app) => app.store).join(' और ')} पर मिलता है।`,
  },
  faq: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    entries: servicesFaqTeaser,
    link: { label: 'सभी सवाल देखें', to: paths.services },
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default home;

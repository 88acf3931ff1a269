import { paths } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import type { HomeContent } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { figuresAsOf } from './asOf';

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
        text: `${site.figures.minimumPickupKg} किलो से तय समय पर पिकअप। तेल आपके सामने तौला जाता है और प्रति किलो के हिसाब से भुगतान होता है।`,
        to: paths.collection,
      },
      {
        text: 'IS 15607 मानक वाला B100, ऑयल मार्केटिंग कंपनियों के लिए, और उन थोक ख़रीदारों के लिए जो इसे अपने डीज़ल में ख़ुद मिलाते हैं।',
        to: paths.biodiesel,
      },
      {
        text: 'TPC की जाँच, तेल की लॉगबुक और निपटान के रिकॉर्ड, सब FSSAI के नियमों के मुताबिक़।',
        to: paths.compliance,
      },
      {
        text: 'BRSR और स्कोप 3 के लिए कचरे का डेटा, टला हुआ उत्सर्जन अलग से, और धारा 135 के तहत CSR कार्यक्रम।',
        to: paths.esg,
      },
      {
        text: `घरों और हाउसिंग सोसाइटी के लिए दरवाज़े से पिकअप, जब आपके पास ${site.figures.householdMinimumLitres} लीटर तेल जमा हो जाए।`,
        to: paths.household,
      },
      {
        text: `₹${site.figures.franchiseInvestmentLakh.min} से ${site.figures.franchiseInvestmentLakh.max} लाख के निवेश से अपने शहर में GreenDrop का कलेक्शन चलाएँ।`,
        to: paths.franchise,
      },
    ],
  },
  impact: {
    heading: 'अब तक का असर',
    note: figuresAsOf,
    figures: [
      { value: `${formatIndian(site.figures.tonnesCollectedToDate)} टन`, label: 'इस्तेमाल किया तेल इकट्ठा हुआ' },
      { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} टन`, label: 'CO2e (CO2 के बराबर) उत्सर्जन टला, क्योंकि तेल से बायोडीज़ल बना' },
      { value: formatIndian(site.figures.foodBusinesses), label: 'फ़ूड बिज़नेस को हमारी सेवा' },
      { value: `${site.figures.cities} शहर`, label: 'जहाँ नियमित कलेक्शन रूट चलते हैं' },
    ],
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default home;

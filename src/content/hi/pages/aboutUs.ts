import { paths } from '../../../config/paths';
import { companyFigures, site } from '../../../config/site';
import type { ContentPage } from '../../../types/content';
import { formatIndian } from '../../../config/indianNumbers';
import { dateInWords } from '../../../config/dateInWords';
import { figuresAsOf } from '../asOf';
import { companyFacts, registerHost } from '../../../config/companyFacts';

const longDate = (iso: string) => dateInWords(iso, 'hi-IN');

/** Each registration with its issuer, validity and public register (config/companyFacts.ts). */
const { cin, gstin, fssai, iscc } = companyFacts.registration;

/** The states and union territories we collect in, as Hindi writes them. */
const stateNames: Record<string, string> = {
  Haryana: 'हरियाणा',
  Delhi: 'दिल्ली',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Chandigarh: 'चंडीगढ़',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Uttarakhand: 'उत्तराखंड',
  Gujarat: 'गुजरात',
  Maharashtra: 'महाराष्ट्र',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Karnataka: 'कर्नाटक',
  Telangana: 'तेलंगाना',
  'Tamil Nadu': 'तमिलनाडु',
  'West Bengal': 'पश्चिम बंगाल',
};

/** What each of companyFacts.b100Seller covers, in the same order. */
const b100SellerWhat = [
  'पेट्रोलियम और प्राकृतिक गैस मंत्रालय के 30 अप्रैल 2019 के दिशा-निर्देशों के तहत बायोडीज़ल (B100) विक्रेता का रजिस्ट्रेशन',
  'पेट्रोलियम नियम, 2002 के तहत मानेसर डिपो पर बायोडीज़ल रखने का लाइसेंस',
];

/** Opening hours in Hindi, from the same times as site.hours (09:00 to 18:00). */
const hoursHi = `सोमवार से शनिवार, सुबह ${Number(site.hours.opens.slice(0, 2))} बजे से शाम ${Number(site.hours.closes.slice(0, 2)) - 12} बजे तक`;

/** Where the oil goes: the one story of site.destinations, as this page tells it (the English says the same). */
const whereOilGoes = `हमारा अपना कोई बायोडीज़ल प्लांट नहीं है। हमारे डिपो तेल तौलते हैं, उसे बैठने देते हैं और उसके बैच बनाते हैं, और पार्टनर प्लांट कॉन्ट्रैक्ट पर उससे IS 15607 मानक वाला बायोडीज़ल बनाते हैं। हम जितना तेल इकट्ठा करते हैं, उसका लगभग ${Math.round(site.destinations['Biodiesel plant'] * 100)} प्रतिशत वहीं जाता है। जो लॉट बायोडीज़ल के लिए बहुत गीले या ख़राब हों, वे साबुन बनाने वालों के पास जाते हैं, जो खाने के अलावा एक और इस्तेमाल है जिसकी FSSAI की RUCO पहल इजाज़त देती है। इसमें से कुछ भी वापस खाने में नहीं जाता, और वेंडर के रिकॉर्ड में दिखता है कि हर पिकअप का तेल कहाँ गया।`;

export const aboutUs: ContentPage = {
  path: paths.aboutUs,
  title: 'हमारे बारे में',
  description: `GreenDrop भारत के ${site.figures.cities} शहरों के किचन से इस्तेमाल किया हुआ खाना पकाने का तेल इकट्ठा करके बायोडीज़ल बनवाता है। पढ़ें हमारी कहानी, टीम और काम का तरीक़ा।`,
  eyebrow: 'हमारे बारे में',
  h1: 'कड़ाही के पुराने तेल से कल का ईंधन',
  lead: `${companyFigures.yearsOperating} साल से ${site.shortName} रेस्टोरेंट, होटल, कैटरर, फ़ूड फ़ैक्ट्रियों और घरों से इस्तेमाल किया हुआ खाना पकाने का तेल (UCO) इकट्ठा कर रहा है। यह तेल दोबारा खाने में या नाली में जाने के बजाय बायोडीज़ल बनाने के लिए भेजा जाता है।`,
  illustration: {
    src: '/illustrations/about-us.svg',
    alt: 'GreenDrop की टीम कंपनी के दफ़्तर की इमारत के सामने खड़ी है',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'हमने यह काम क्यों शुरू किया',
      paragraphs: [
        'भारत में तला हुआ खाना बहुत बनता है, नुक्कड़ की दुकान के समोसे से लेकर मॉल के फ़ूड कोर्ट के फ़्रेंच फ़्राइज़ तक। सालों तक दिन के आख़िर में बचा ज़्यादातर तेल दो में से एक रास्ते जाता था। कुछ तेल नालियों में बहा दिया जाता था, जहाँ वह जमकर चर्बी बन जाता है और सीवर बंद कर देता है। बाक़ी तेल कुछ रुपयों में असंगठित व्यापारियों को बेच दिया जाता था। वे उसे छानते, नए पैक में भरते और सस्ते खुले तेल के नाम पर सड़क किनारे के ठेलों को वापस बेच देते थे। जो तेल बार-बार गरम होता है, उसमें पोलर कंपाउंड और टूट-फूट से बने दूसरे तत्व जमा होते जाते हैं। इनका संबंध हाई ब्लड प्रेशर, दिल की बीमारी और लंबे समय में होने वाले दूसरे नुक़सान से है।',
        'साल 2018 में FSSAI ने यह सिलसिला तोड़ने के लिए RUCO (Repurpose Used Cooking Oil) शुरू किया। इसके तहत इस्तेमाल किया तेल अधिकृत एग्रीगेटर इकट्ठा करें, और उससे बायोडीज़ल, साबुन या ऐसी दूसरी चीज़ें बनें जो खाने में नहीं जातीं। GreenDrop इसी कड़ी को भरोसेमंद बनाने के लिए शुरू हुआ: एक ऐसी कलेक्शन सेवा जो समय पर पहुँचे, ईमानदारी से तौले, सही दाम दे और ऐसा लिखित रिकॉर्ड छोड़े जिसे खाद्य सुरक्षा अधिकारी आसानी से जाँच सके। हम तेल इकट्ठा करते हैं; बायोडीज़ल हमारे पार्टनर प्लांट बनाते हैं।',
      ],
    },
    {
      heading: 'GreenDrop आँकड़ों में',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${site.figures.cities} शहर`, label: 'जहाँ आज हमारी वैन पुराना तेल इकट्ठा करती हैं' },
        { value: formatIndian(site.figures.foodBusinesses), label: 'रेस्टोरेंट, होटल, कैटरर और फ़ूड फ़ैक्ट्रियाँ, जो हमारे ग्राहक हैं' },
        { value: formatIndian(site.figures.households), label: 'घर, जो अपना पुराना तेल हमें देते हैं' },
        { value: `${formatIndian(site.figures.tonnesCollectedToDate)} टन`, label: 'पुराना तेल, जो हमने शुरुआत से अब तक इकट्ठा किया है' },
        { value: `${site.figures.collectionVans} वैन`, label: 'हमारे और हमारे पार्टनरों के कलेक्शन बेड़े में' },
        { value: `${site.figures.franchisePartners} पार्टनर`, label: 'जो अपने-अपने इलाक़े में GreenDrop की फ़्रैंचाइज़ी चलाते हैं' },
      ],
    },
    {
      heading: 'हम कैसे काम करते हैं',
      paragraphs: [
        'फ़ाइव-स्टार होटल हो या फ़्लैट में रहने वाला परिवार, हर ग्राहक से हमारा बुनियादी वादा एक ही है। हमारी कलेक्शन टीमें और फ़्रैंचाइज़ी पार्टनर हर पिकअप पर ये नियम मानते हैं।',
      ],
      list: [
        'हम तेल आपके सामने कैलिब्रेटेड तौल मशीन पर तौलते हैं, और गाड़ी में लादने से पहले आपको वज़न बता देते हैं।',
        'हम रजिस्ट्रेशन के समय तय हुए रेट पर प्रति किलो भुगतान करते हैं, और कोई छिपा हुआ हैंडलिंग चार्ज नहीं काटते।',
        'हर पिकअप की रसीद बनती है, जिसमें तारीख़, वज़न, ड्रमों की गिनती और कलेक्टर का नाम होता है।',
        'तेल आपके यहाँ से सील किए हुए, नंबर लगे ड्रमों में हमारे डिपो जाता है, फिर पार्टनर बायोडीज़ल प्लांट के पास, या जो लॉट बायोडीज़ल के लायक़ न हो वह साबुन बनाने वालों के पास; किसी फ़ूड बिज़नेस के पास कभी वापस नहीं।',
        'हमारा स्टाफ़ दस्ताने और एप्रन पहनता है, तेल फैलने पर सफ़ाई का सामान (स्पिल किट) साथ रखता है और जाने से पहले जगह साफ़ कर देता है।',
        'आपका रिकॉर्ड हम सँभालकर रखते हैं, ताकि आप कभी भी FSSAI अधिकारी को दिखा सकें कि आपका पुराना तेल कहाँ गया।',
      ],
    },
    {
      heading: 'हम किनके साथ काम करते हैं',
      paragraphs: [
        'कलेक्शन की तरफ़ हमारे ग्राहक हैं: फ़ास्ट-फ़ूड रेस्टोरेंट चेन, बिना चेन वाले रेस्टोरेंट और ढाबे, होटल और बैंक्वेट हॉल, क्लाउड किचन, मिठाई और नमकीन बनाने वाले, स्नैक और फ़ूड प्रोसेसिंग फ़ैक्ट्रियाँ, अस्पताल, कॉलेज और दफ़्तरों की कैंटीन, कैटरर, हाउसिंग सोसाइटी और आम घर।',
        'ईंधन की तरफ़ हम पार्टनर प्लांट में हमारे तेल से बना B100 बायोडीज़ल बेचते हैं: ऑयल मार्केटिंग कंपनियों को, और ट्रांसपोर्ट कंपनियों, फ़ैक्ट्रियों, अस्पतालों, मॉल और जनरेटर चलाने वाले दूसरे ग्राहकों को, जो इसे अपने इस्तेमाल के लिए अपने डीज़ल में ख़ुद मिलाते हैं। कंपनियाँ ESG रिपोर्टिंग और CSR प्रोग्राम में भी हमारे साथ काम करती हैं। और जिन शहरों में हमारा अपना डिपो नहीं है, वहाँ स्थानीय कारोबारी अपने डिपो से GreenDrop की फ़्रैंचाइज़ी चलाते हैं।',
      ],
    },
    {
      heading: 'रजिस्ट्रेशन और सर्टिफ़िकेशन',
      paragraphs: [`${site.legalName} हरियाणा में रजिस्टर्ड है। जाँचने या लिखने के लिए हमारे नंबर ये हैं:`],
      list: [
        `कंपनी पहचान संख्या (CIN): ${cin.number}, जारी करने वाला: ${cin.issuer}; ${registerHost(cin.register!)} पर जाँचें`,
        `GSTIN: ${gstin.number}, जारी करने वाला: ${gstin.issuer}; ${registerHost(gstin.register!)} पर जाँचें`,
        `पुराने तेल के एग्रीगेटर के तौर पर FSSAI लाइसेंस: ${fssai.number}, जारी करने वाला: ${fssai.issuer}, ${longDate(fssai.validUntil!)} तक मान्य; ${registerHost(fssai.register!)} पर जाँचें`,
        `पुराने तेल के कलेक्शन पॉइंट के तौर पर ISCC EU सर्टिफ़िकेट: ${iscc.number}, जारी करने वाला: ${iscc.issuer}, ${longDate(iscc.validUntil!)} तक मान्य; ${registerHost(iscc.register!)} पर ISCC के सर्टिफ़िकेट डेटाबेस में जाँचें`,
      ],
    },
    {
      heading: 'जिस भी राज्य में हम कलेक्शन करते हैं, वहाँ पुराने तेल के कलेक्शन की मंज़ूरी',
      paragraphs: [
        `FSSAI के जनवरी 2019 के निर्देश के तहत फ़ूड बिज़नेस अपना पुराना तेल सिर्फ़ FSSAI या राज्य के खाद्य सुरक्षा आयुक्त की अधिकृत एजेंसी को दे सकता है। जिन ${companyFacts.collectionAuthorisations.length} राज्यों और केंद्र शासित प्रदेशों में हम कलेक्शन करते हैं, हर एक में हमारे पास यह मंज़ूरी है:`,
      ],
      list: companyFacts.collectionAuthorisations.map(
        (entry) => `${stateNames[entry.state] ?? entry.state}: ${entry.number}, ${stateNames[entry.state] ?? entry.state} के खाद्य सुरक्षा आयुक्त से${entry.validUntil ? `, ${longDate(entry.validUntil)} तक मान्य` : ''}`,
      ),
    },
    {
      heading: 'बायोडीज़ल बेचने के लिए हमारे पास क्या है',
      paragraphs: ['हम सिर्फ़ B100 बेचते हैं, पेट्रोलियम और प्राकृतिक गैस मंत्रालय के अप्रैल 2019 के दिशा-निर्देशों के तहत, जिनमें विक्रेता को राज्य में रजिस्ट्रेशन कराना और ईंधन लाइसेंस के साथ रखना होता है:'],
      list: companyFacts.b100Seller.map((entry, index) => `${b100SellerWhat[index] ?? entry.what}: ${entry.number}, जारी करने वाला: ${entry.issuer}${entry.validUntil ? `, ${longDate(entry.validUntil)} तक मान्य` : ''}`),
    },
    {
      heading: 'हम कहाँ मिलेंगे',
      paragraphs: [
        `${site.legalName} का दफ़्तर ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode} में है। हमारी कस्टमर केयर टीम ${hoursHi} टोल-फ़्री नंबर ${site.tollFreeDisplay} पर और ${site.email} पर आपकी मदद के लिए मौजूद है। जिस भी शहर में हम काम करते हैं, वहाँ हमारी कलेक्शन टीमें स्थानीय डिपो से काम करती हैं।`,
      ],
    },
  ],
  faq: [
    {
      question: 'क्या GreenDrop पुराने तेल के कलेक्शन की अधिकृत एजेंसी है?',
      answer: `हाँ। जिन ${companyFacts.collectionAuthorisations.length} राज्यों और केंद्र शासित प्रदेशों में हम कलेक्शन करते हैं, हर एक के खाद्य सुरक्षा आयुक्त ने हमें FSSAI की RUCO व्यवस्था के तहत पुराने तेल का अधिकृत एग्रीगेटर बनाया है (हरियाणा का नंबर ${site.registration.ucoAggregator} है; हर राज्य का नंबर ऊपर दिया है), और हमारे पास FSSAI लाइसेंस ${site.registration.fssai} है। आपके राज्य के नंबर हर कलेक्शन रसीद पर छपे होते हैं, ताकि आपके खाद्य सुरक्षा अधिकारी उन्हें जाँच सकें। हमारे फ़्रैंचाइज़ी पार्टनर भी इसी सिस्टम और इन्हीं काग़ज़ों के साथ काम करते हैं, अपने स्थानीय रजिस्ट्रेशन के साथ।`,
    },
    {
      question: 'तेल इकट्ठा करने के बाद उसका क्या होता है?',
      answer: `तेल हमारे किसी डिपो ले जाया जाता है। वहाँ उसमें पानी और गंदगी की जाँच होती है और उसे बैच में बाँटा जाता है। ${whereOilGoes}`,
    },
  ],
  cta: {
    heading: 'हमारी टीम से बात करें',
    text: 'आपका एक किचन हो या सौ, हमें बताइए कि आपको क्या चाहिए। सही व्यक्ति आपको वापस फ़ोन करेगा।',
    label: 'संपर्क करें',
    to: paths.contact,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default aboutUs;

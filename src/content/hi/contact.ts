import { site } from '../../config/site';
import type { ContactContent } from '../../types/content';
import { hoursText } from './hours';

/** Hindi copy of the contact page. */
export const contact: ContactContent = {
  title: 'संपर्क करें',
  description: `टोल-फ़्री ${site.tollFreeDisplay} पर कॉल करें (${hoursText}), ${site.email} पर ई-मेल करें या संदेश भेजकर तेल का पिकअप बुक करें।`,
  eyebrow: 'संपर्क',
  h1: 'हमारी कलेक्शन टीम से बात करें',
  lead: 'पिकअप बुक करें, या प्रति किलो रेट, FSSAI के काग़ज़ात, बायोडीज़ल सप्लाई या फ़्रैंचाइज़ी के बारे में पूछें। जवाब हमारी टीम का कोई साथी ही देता है, हिंदी या अंग्रेज़ी में।',
  reasons: [
    'रेस्टोरेंट, होटल, कैंटीन या क्लाउड किचन के लिए पहला पिकअप',
    'प्रति किलो रेट और भुगतान कब-कब होता है',
    'FSSAI के रिकॉर्ड, TPC की जाँच और निपटान के सर्टिफ़िकेट',
    'ऑयल मार्केटिंग कंपनियों, फ़्लीट और जनरेटर चलाने वालों के लिए बायोडीज़ल (B100)',
    'घरों और हाउसिंग सोसाइटी से कलेक्शन',
    'अपने शहर में फ़्रैंचाइज़ी के बारे में पूछताछ',
  ],
  responseTime: 'संदेशों का जवाब हम एक कामकाजी दिन के अंदर देते हैं। अगले 24 घंटे में पिकअप चाहिए, तो हमें कॉल करें।',
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default contact;

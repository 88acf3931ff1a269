import { site } from '../../config/site';
import type { ContactContent } from '../contact';

type Weekday = (typeof site.hours.days)[number];

const weekdays: Record<Weekday, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
};

/** "09:00" -> "सुबह 9", "18:00" -> "शाम 6". */
function clock(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  if (hour < 12) return `सुबह ${hour}`;
  if (hour < 16) return `दोपहर ${hour === 12 ? 12 : hour - 12}`;
  return `शाम ${hour - 12}`;
}

/** site.hours.text in Hindi: "सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक". */
const hours = `${weekdays[site.hours.days[0]]} से ${weekdays[site.hours.days[site.hours.days.length - 1]]}, ${clock(site.hours.opens)} से ${clock(site.hours.closes)} बजे तक`;

/** Hindi copy of the contact page. */
export const contact: ContactContent = {
  title: 'संपर्क करें',
  description: `टोल-फ़्री ${site.tollFreeDisplay} पर कॉल करें (${hours}), ${site.email} पर ई-मेल करें या संदेश भेजकर तेल का पिकअप बुक करें।`,
  eyebrow: 'संपर्क',
  h1: 'हमारी कलेक्शन टीम से बात करें',
  lead: 'पिकअप बुक करें, या प्रति किलो रेट, FSSAI के कागज़ात, बायोडीज़ल सप्लाई या फ़्रैंचाइज़ी के बारे में पूछें। जवाब हमारी टीम का कोई साथी ही देता है, हिंदी या अंग्रेज़ी में।',
  reasons: [
    'रेस्टोरेंट, होटल, कैंटीन या क्लाउड किचन के लिए पहला पिकअप',
    'प्रति किलो रेट और भुगतान कब-कब होता है',
    'FSSAI के रिकॉर्ड, TPC टेस्टिंग और निपटान के सर्टिफ़िकेट',
    'बायोडीज़ल (B100), और फ़्लीट व जनरेटर के लिए ब्लेंड',
    'घरों और हाउसिंग सोसाइटी से कलेक्शन',
    'अपने शहर में फ़्रैंचाइज़ी के बारे में पूछताछ',
  ],
  responseTime: 'संदेशों का जवाब हम एक कामकाजी दिन के अंदर देते हैं। अगले 24 घंटे में पिकअप चाहिए, तो हमें कॉल करें।',
};

import { companyFacts } from '../config/companyFacts';
import { dateInWords } from '../config/dateInWords';
import { site } from '../config/site';
import type { PrivacyPolicyContent } from '../types/content';

/** When the policy last changed, ISO; in words on the page ("28 November 2026"). */
const updated = '2026-11-28';
const updatedText = dateInWords(updated, 'en-IN');
const postalAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, India`;
/**
 * Named, with their post and e-mail: the DPDP Act, 2023, s.8(9) (and the DPDP Rules, 2025, r.9) ask
 * for the business contact of a person who answers questions about personal data, and the IT
 * (Reasonable Security Practices ...) Rules, 2011, r.5(9) for the Grievance Officer's name and
 * contact details on the website. From the company facts (config/companyFacts.ts), which only the
 * pages listing them load.
 */
const officer = companyFacts.grievanceOfficer;

export const privacyPolicy: PrivacyPolicyContent = {
  title: 'Privacy Policy',
  description:
    'What personal data the GreenDrop website collects, why, the cookies it sets, how long data is kept, who it is shared with and your rights under the DPDP Act.',
  h1: 'Privacy policy',
  updated,
  updatedText,
  eyebrow: 'Privacy',
  lastUpdated: `Last updated on ${updatedText}.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This policy explains how ${site.legalName} (“GreenDrop”, “we”, “us”), of ${postalAddress}, handles personal data collected through this website and the vendor area. We are the Data Fiduciary for that data under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the rules made under it.`,
        'We collect only what we need to collect used cooking oil, serve our customers and run the site, and we do not sell personal data to anyone.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['Depending on how you use the site, we collect the following:'],
      list: [
        'Registration and collection booking: your 10-digit mobile number, which we verify with a one-time code (OTP), and then your firm name, your name, e-mail address, expected oil quantity in kg, expected rate per kg, expected start date, address, city, state, postal code and any remarks you add.',
        'Contact form: your name, e-mail address, phone number and the message you write.',
        'Vendor area: when you sign in, the details of your account (name, firm, mobile number, e-mail, addresses), your collection requests, the oil you have sold and your green points, orders placed in the cart and the delivery addresses you save.',
        'Campaign information: if you arrive through a link that carries utm_source, utm_medium or utm_campaign values (for example from an advertisement or a newsletter), we keep those values and send them with a registration, so we know which campaign brought it.',
        'Performance measurements: anonymous page-speed figures, described below.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To verify your phone number, create and manage your registration, and call you to schedule collections.',
        'To collect, weigh and pay for your used cooking oil, issue receipts, statements and disposal certificates, and credit green points.',
        'To deliver products you order with green points to the address you choose.',
        'To answer messages sent through the contact form.',
        'To understand which campaigns bring registrations, so we spend our marketing budget sensibly.',
        'To keep the site fast and working, and to protect it and our users from misuse.',
        'To meet our legal obligations, including tax, accounting and food safety record-keeping.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We use a small number of cookies, all set by this site itself. We do not use advertising cookies or third-party tracking cookies.',
      ],
      list: [
        '_auth: keeps a vendor signed in. It holds your sign-in token and is kept until the token expires or you sign out, whichever comes first. Companion cookies beginning with _auth_ hold the token type, the name shown in the header and, where enabled, a token used to renew the session. On secure (https) pages they are sent only over encrypted connections.',
        'utm_source, utm_medium and utm_campaign: hold the campaign values from the link you arrived by, for 30 days, for campaign attribution. They are secure-only and are not sent to other websites.',
        'While you fill in the registration form, what you have typed is kept in your browser’s session storage, so a reload or a failed connection does not lose it. It is cleared when the registration succeeds or when you close the tab.',
      ],
    },
    {
      heading: 'Performance measurements',
      paragraphs: [
        'The site measures how quickly pages load and respond, using the web-vitals library: figures such as how long the main content took to appear and how much the layout shifted. These are anonymous page-speed figures. They are not linked to your name, phone number or account, and no cookie is used for them.',
      ],
    },
    {
      heading: 'Legal basis',
      paragraphs: [
        'We process personal data on the basis of your consent, given when you submit the registration, booking or contact form or sign in, for the purposes described in this policy (Section 6 of the DPDP Act). Where you have voluntarily given us data for a specific purpose, such as a collection request, we also rely on the legitimate use recognised in Section 7 of the Act, and we process data where the law requires us to, such as keeping tax and accounting records.',
        'You may withdraw consent at any time by writing to the Grievance Officer. Withdrawal does not affect processing already carried out, and we may need to close a vendor account if we can no longer contact you or pay you.',
      ],
    },
    {
      heading: 'Who we share it with',
      list: [
        'Collection partners, including our franchise partners, receive the name, phone number and address needed to schedule and carry out a pickup in their area.',
        'Our SMS provider receives your mobile number to deliver one-time codes and collection receipts.',
        'Our hosting and IT service providers store data on our behalf, under contracts that require them to protect it and use it only on our instructions.',
        'Banks and payment providers receive the details needed to pay you for your oil.',
        'Government authorities, such as FSSAI, tax authorities or the police, when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        'Registration and vendor account data: for as long as your account is active, and up to three years after your last collection, after which it is deleted.',
        'Collection receipts, payments and invoices: for eight years, as required by tax and company law.',
        'Contact form messages: for two years after we reply.',
        'Registration requests that do not become accounts: for one year.',
        'Cookies: as described above; the tracking cookies expire after 30 days.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Data travels over encrypted connections, access inside GreenDrop is limited to the staff and partners who need it for their work, and our systems keep logs of access. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.',
      ],
    },
    {
      heading: 'Your rights',
      list: [
        'To obtain a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with.',
        'To have inaccurate or incomplete data corrected or updated, and data we no longer need erased.',
        'To withdraw your consent.',
        'To nominate another person to exercise your rights in case of death or incapacity.',
        'To have your grievances addressed by our Grievance Officer and, if you are not satisfied, to complain to the Data Protection Board of India.',
      ],
      paragraphs: [
        'This site is meant for businesses and adults. We do not knowingly collect personal data from children under 18.',
      ],
    },
    {
      heading: 'Grievance Officer',
      paragraphs: [
        `Our Grievance Officer is ${officer.name}, ${officer.designation.en}. For any question, request or complaint about your personal data, write to ${officer.name} at ${officer.email}, or by post to ${officer.name}, Grievance Officer, ${site.legalName}, ${postalAddress}.`,
        `You can also call ${site.tollFreeDisplay}, ${site.hours.text}. We acknowledge requests promptly and respond within the time allowed under the DPDP rules.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell registered vendors by SMS or e-mail before it takes effect.',
      ],
    },
  ],
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default privacyPolicy;

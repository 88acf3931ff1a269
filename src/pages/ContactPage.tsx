import { ContactView } from '../views/ContactView';
import type { ContactContent } from '../types/content';

/** Its copy in the page's language comes from the route table (content/contact.ts, content/hi/contact.ts). */
export default function ContactPage({ copy }: { copy: ContactContent }) {
  return <ContactView contact={copy} />;
}

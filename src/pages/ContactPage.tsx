import { ContactView } from '../components/views/ContactView';
import { contact } from '../content/contact';

export default function ContactPage() {
  return <ContactView contact={contact} />;
}

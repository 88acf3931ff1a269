import { PrivacyPolicyView } from '../views/PrivacyPolicyView';
import type { PrivacyPolicyContent } from '../types/content';

/** Its copy in the page's language comes from the route table (content/privacyPolicy.ts, content/hi/privacyPolicy.ts). */
export default function PrivacyPolicyPage({ copy }: { copy: PrivacyPolicyContent }) {
  return <PrivacyPolicyView policy={copy} />;
}

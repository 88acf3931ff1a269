import { PrivacyPolicyView } from '../../components/views/PrivacyPolicyView';
import { privacyPolicy } from '../../content/hi/privacyPolicy';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyView policy={privacyPolicy} />;
}

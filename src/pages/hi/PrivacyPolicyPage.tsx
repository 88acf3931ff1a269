export { default } from '../PrivacyPolicyPage';

/** The public check of a certificate of collection (/verify). */
export { VerifyView } from './VerifyView';
export type { CertificateQuery } from './validation';

/**
 * The impact certificate's public surface. Its page (src/pages/ImpactCertificatePage.tsx) imports
 * the view module itself, so the page's chunk holds this feature's code only; other features use
 * this file.
 */
export { ImpactCertificateView } from './ImpactCertificateView';
/** The pieces the audit pack (features/auditPack) prints: a year's impact certificate and its figures. */
export { ImpactCertificate } from './ImpactCertificate';
export { impactOf } from './impactFigures';
export { financialYearChoices, financialYearName, financialYearOf, financialYearRange, isRunning } from './financialYear';

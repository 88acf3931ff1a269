/**
 * The payments statement's public surface. Its page (src/pages/PaymentsPage.tsx) imports the view
 * module itself, so the page's chunk holds this feature's code only; other features use this file.
 */
export { PaymentsView } from './PaymentsView';

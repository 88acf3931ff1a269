/** The QR code moved to components/ui, where the ISCC declaration's print uses it too. */
export { QrCode } from '../../../components/ui/QrCode';

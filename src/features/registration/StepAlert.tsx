import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import type { WizardAlert } from './registrationState';

/** A failed call's dismissible alert: our message in the page's language, or the server's as it is. */
export function StepAlert({ alert, onClose }: { alert: WizardAlert | null; onClose: () => void }) {
  const t = useT('registration');
  if (!alert) return null;
  return (
    <Notice variant="danger" onClose={onClose}>
      {'server' in alert ? alert.server : t(alert.key)}
    </Notice>
  );
}

import { useSyncExternalStore } from 'react';
import { Notice } from '../../components/ui/Notice';
import { subscribeDraft } from '../registration';
import { carriedSnapshot } from './booking';
import { carriedOverText } from './copy';
import { useWords } from './useWords';

/**
 * Above the booking form: the amount and rate the calculator carried over, while the form's draft
 * still holds them. Nothing at build time or during hydration (the server snapshot is empty).
 */
export function CarriedOverNote() {
  const words = useWords();
  const carried = useSyncExternalStore(subscribeDraft, carriedSnapshot, () => '');
  if (!carried) return null;
  const [quantity, rate] = carried.split('|');
  return (
    <Notice variant="info" className="calculator-carried">
      {carriedOverText(quantity, rate, words)}
    </Notice>
  );
}

import { Suspense, useEffect } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { ServiceabilityAnswer } from './ServiceabilityAnswer';
import { useServiceability } from './useServiceability';
import { isValidPincode } from '../../lib/rules';

/**
 * Under a form's postal code: once it holds a well-formed pincode, whether we collect there
 * (nothing for anything else; the form checks its own field). Announced as it changes.
 */
export function ServiceabilityNote({ pincode }: { pincode: string }) {
  return (
    <div aria-live="polite" className="serviceability-note form-text">
      {/* Its messages arrive on first use; the form around it does not wait for them. */}
      <Suspense fallback={null}>
        <NoteText pincode={pincode.trim()} />
      </Suspense>
    </div>
  );
}

function NoteText({ pincode }: { pincode: string }) {
  const t = useT('serviceability');
  const { state, check, reset } = useServiceability();
  const wellFormed = isValidPincode(pincode);
  useEffect(() => {
    if (wellFormed) check(pincode);
    else reset();
  }, [pincode, wellFormed, check, reset]);
  if (state.status === 'checking') {
    return (
      <>
        <Spinner />
        {t('check.checking')}
      </>
    );
  }
  if (state.status === 'answered') return <ServiceabilityAnswer pincode={state.pincode} answer={state.answer} registering />;
  if (state.status === 'failed') {
    return (
      <>
        {t('check.failed')}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => check(state.pincode)}>
          {t('check.tryAgain')}
        </button>
      </>
    );
  }
  return null;
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { FactList, type Fact } from '../../components/ui/FactList';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import type { Declaration, User } from '../../types/api';
import { dataOf, describeError, useSingleOutlet, useVendorText } from '../dashboard';
import { getDeclaration } from './api';
import { DeclarationDocument } from './DeclarationDocument';
import { DeclarationForm } from './DeclarationForm';
import { inForce, needsSigning, standingOf, type Standing } from './validity';
import './declaration.scss';

/**
 * /dashboard/declaration: the outlet's declaration in force, with its print, and the form to sign
 * the next one where there is none or it ends within 30 days (./validity.ts).
 */
export function DeclarationView({ user }: { user: User | null }) {
  const t = useT('declaration');
  const { t: vendorT, fmt } = useVendorText();
  const outlet = useSingleOutlet();
  // A signed-in page, never prerendered: the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const state = useAsync(async () => dataOf(await getDeclaration(outlet)), [outlet]);
  // The one just signed here, shown at once (the outlet's page is keyed by the outlet: a switch starts afresh).
  const [signed, setSigned] = useState<Declaration | null>(null);
  const signedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (signed) signedRef.current?.focus();
  }, [signed]);

  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('view.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t('view.failed', { reason: describeError(state.error, vendorT) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
          {t('view.retry')}
        </button>
      </Notice>
    );
  }

  const declaration = signed ?? state.data;
  const standing = standingOf(declaration, today);
  return (
    <div className="declaration-view">
      <div ref={signedRef} tabIndex={-1} className="declaration-standing">
        {signed ? (
          <Notice variant="success">{t('view.signedNow', { date: fmt.longDate(signed.valid_until) })}</Notice>
        ) : (
          <StandingNotice standing={standing} />
        )}
      </div>
      {declaration && inForce(standing) ? <InForceSummary declaration={declaration} /> : null}
      {needsSigning(standing) ? <DeclarationForm user={user} outlet={outlet} renewing={standing.kind === 'due'} onSigned={setSigned} /> : null}
      {/* Its own boundary: the print's company lines wait for the footer's words, the form above does not. */}
      {declaration && inForce(standing) ? (
        <Suspense fallback={null}>
          <DeclarationPrint declaration={declaration} user={user} today={today} />
        </Suspense>
      ) : null}
    </div>
  );
}

function StandingNotice({ standing }: { standing: Standing }) {
  const t = useT('declaration');
  const { fmt } = useVendorText();
  switch (standing.kind) {
    case 'none':
      return <Notice variant="warning">{t('standing.none')}</Notice>;
    case 'lapsed':
      return <Notice variant="warning">{t('standing.lapsed', { date: fmt.longDate(standing.endedOn) })}</Notice>;
    case 'due':
      return (
        <Notice variant="warning">
          {standing.daysLeft === 0 ? t('standing.dueToday', { date: fmt.longDate(standing.validUntil) }) : t('standing.due', { date: fmt.longDate(standing.validUntil), days: standing.daysLeft })}
        </Notice>
      );
    case 'current':
      return <p className="declaration-current">{t('standing.current', { date: fmt.longDate(standing.validUntil) })}</p>;
  }
}

/** What the vendor looks for first: until when, and who signed it where. */
function InForceSummary({ declaration }: { declaration: Declaration }) {
  const t = useT('declaration');
  const { fmt } = useVendorText();
  const facts: Fact[] = [
    [t('view.validUntil'), fmt.longDate(declaration.valid_until)],
    [t('view.signedBy'), declaration.signatory_name],
    [t('view.designation'), declaration.signatory_designation],
    [t('view.place'), declaration.place],
    [t('view.signedOn'), fmt.longDate(declaration.signed_on)],
  ];
  return (
    <section className="vendor-panel declaration-summary" aria-labelledby="declaration-in-force">
      <h2 id="declaration-in-force">{t('view.inForceHeading')}</h2>
      <FactList className="declaration-facts" facts={facts} />
      <div className="form-actions mt-3">
        <button type="button" className="btn btn-brand" aria-label={t('view.printLabel')} onClick={() => window.print()}>
          {t('view.print')}
        </button>
      </div>
    </section>
  );
}

function DeclarationPrint({ declaration, user, today }: { declaration: Declaration; user: User | null; today: string }) {
  const { fmt } = useVendorText();
  return <DeclarationDocument declaration={declaration} user={user} fmt={fmt} printedOn={today} />;
}

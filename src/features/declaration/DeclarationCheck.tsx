import { useEffect, useState } from 'react';
import { FactList, type Fact } from '../../components/ui/FactList';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { indianToday } from '../../lib/indiaTime';
import { normaliseVerifyCode } from '../../lib/rules';
import { useAsync } from '../../lib/useAsync';
import { useFormats } from '../dashboard';
import { checkDeclaration, type DeclarationCheck as Checked } from './api';
import { daysBetween } from './validity';
import './declaration.scss';

export interface DeclarationCheckProps {
  /** The declaration's number and check code, from the address its QR code encodes. */
  id: string;
  code: string;
}

/**
 * /verify-declaration/{id}?code=…: the public check of a signed declaration, for an auditor or a
 * buyer holding the paper: the outlet's masked name, its city and the declaration's validity. No
 * signatory, no answers, no money.
 */
export function DeclarationCheckView({ id, code }: DeclarationCheckProps) {
  const t = useT('declaration');
  const normalised = normaliseVerifyCode(code);
  const checkable = /^\d{1,12}$/.test(id) && /^[A-Z2-9]{6}$/.test(normalised);
  return (
    // The answer is announced as it arrives (checking, on record, not found, failed).
    <div className="declaration-check-answer" aria-live="polite">
      {checkable ? <CheckResult key={`${id} ${normalised}`} id={id} code={normalised} /> : <NotFound />}
      <p className="declaration-check-intro">{t('check.intro')}</p>
    </div>
  );
}

function CheckResult({ id, code }: { id: string; code: string }) {
  const t = useT('declaration');
  const state = useAsync(() => checkDeclaration(id, code), [id, code]);
  if (state.status === 'loading') return <p className="declaration-check-result">{t('check.checking')}</p>;
  if (state.status === 'success' && state.data) return <OnRecord declaration={state.data} />;
  if (state.status === 'success') return <NotFound />;
  return (
    <div className="declaration-check-result">
      <p>{t('check.failed')}</p>
      <button type="button" className="btn btn-outline-brand" onClick={state.reload}>
        {t('check.retry')}
      </button>
    </div>
  );
}

function OnRecord({ declaration }: { declaration: Checked }) {
  const t = useT('declaration');
  const fmt = useFormats();
  // Read after the page has started (a public page, though never prerendered): whether it holds today.
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(indianToday()), []);
  const facts: Fact[] = [
    [t('check.outlet'), declaration.outlet_name_masked],
    [t('check.city'), declaration.city],
    [t('check.signedOn'), fmt.longDate(declaration.signed_on)],
    [t('check.validUntil'), fmt.longDate(declaration.valid_until)],
  ];
  const validity =
    today === null
      ? null
      : daysBetween(today, declaration.valid_until) < 0
        ? t('check.lapsed', { date: fmt.longDate(declaration.valid_until) })
        : daysBetween(today, declaration.signed_on) > 0
          ? t('check.notYet', { date: fmt.longDate(declaration.signed_on) })
          : t('check.inForce');
  return (
    <div className="declaration-check-result is-on-record">
      <h2>{t('check.genuine')}</h2>
      <p>{t('check.genuineLead', { company: site.legalName })}</p>
      {validity ? <p className="declaration-check-validity">{validity}</p> : null}
      <FactList className="declaration-check-facts" facts={facts} />
      <p className="declaration-check-privacy">{t('check.privacy')}</p>
    </div>
  );
}

function NotFound() {
  const t = useT('declaration');
  return (
    <div className="declaration-check-result is-not-found">
      <h2>{t('check.notFound')}</h2>
      <p>{t('check.notFoundHelp', { company: site.legalName, phone: site.tollFreeDisplay, email: site.email })}</p>
    </div>
  );
}

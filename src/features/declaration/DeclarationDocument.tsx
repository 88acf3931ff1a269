import { useId } from 'react';
import { FactList, type Fact } from '../../components/ui/FactList';
import { QrCode } from '../../components/ui/QrCode';
import { env } from '../../config/env';
import { FSSAI_USED_OIL_MAX_TPC_PERCENT } from '../../config/oilFactors';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { indianDateTimeText } from '../../lib/indiaTime';
import type { Declaration, User } from '../../types/api';
import { CompanyLines, useOutletFacts, vendorAddress, type LocaleFormats } from '../dashboard';
import { statementsOf } from './statements';
import './declaration.scss';

/** The path of a declaration's public check (the route: `${paths.verifyDeclaration}/:id`). */
export const declarationCheckPath = (id: number, code: string): string => `${paths.verifyDeclaration}/${id}?code=${encodeURIComponent(code)}`;

/** The address a declaration's QR code encodes and prints: its public check. */
export const declarationCheckAddress = (declaration: Pick<Declaration, 'id' | 'verify_code'>): string => `${env.siteUrl}${declarationCheckPath(declaration.id, declaration.verify_code)}`;

export interface DeclarationDocumentProps {
  declaration: Declaration;
  /** The vendor whose outlet signed it: the business and, for a vendor with one outlet, its address. */
  user: User | null;
  fmt: LocaleFormats;
  /** YYYY-MM-DD: the day it is shown or printed. */
  printedOn: string;
}

/**
 * A signed ISCC self-declaration as a document that stands on its own, on screen and on one A4
 * page: who declares, the two answers, the statements of the version signed (in the page's
 * language), when and by whom it was signed, and the QR code of its public check. The audit pack
 * prints the declarations in force with it.
 */
export function DeclarationDocument({ declaration, user, fmt, printedOn }: DeclarationDocumentProps) {
  const t = useT('declaration');
  const footer = useT('footer');
  const language = regionTag[useLocale()];
  const outlet = useOutletFacts();
  // Several documents may share a page (the audit pack): each has ids of its own.
  const id = useId();
  const address = declarationCheckAddress(declaration);
  const statements = statementsOf(declaration.statements_version);
  const yesNo = (answer: 0 | 1) => t(answer === 1 ? 'form.yes' : 'form.no');
  const signedAt = declaration.signed_at ? indianDateTimeText(new Date(declaration.signed_at), language) : fmt.longDate(declaration.signed_on);

  const origin: Fact[] = user
    ? [
        [t('doc.firm'), user.firm_name || user.name],
        // The outlet with its address and licence; a vendor with one outlet prints its own address.
        ...(outlet.length > 0 ? outlet : user.address ? [[t('doc.address'), vendorAddress(user)] as const] : []),
      ]
    : outlet;
  const answers: Fact[] = [
    [t('form.overTen'), yesNo(declaration.over_10_tonnes_a_month)],
    [t('form.animalFat'), yesNo(declaration.includes_animal_fat)],
  ];
  const signature: Fact[] = [
    [t('doc.signatory'), `${declaration.signatory_name}, ${declaration.signatory_designation}`],
    [t('view.place'), declaration.place],
    [t('doc.signedAt'), <time dateTime={declaration.signed_at ?? declaration.signed_on}>{signedAt}</time>],
    [t('doc.validity'), t('doc.validityValue', { from: fmt.longDate(declaration.signed_on), until: fmt.longDate(declaration.valid_until) })],
    [t('doc.id'), String(declaration.id)],
    [t('doc.version'), declaration.statements_version],
  ];

  return (
    <article className="declaration-document" aria-labelledby={`${id}-title`}>
      <header className="declaration-head">
        <div className="declaration-issuer">
          <CompanyLines nameClassName="declaration-company" contact={`${site.email} · ${t('doc.tollFree')} ${site.tollFreeDisplay}`} />
          <p className="declaration-registration">{footer('registration', site.registration)}</p>
        </div>
        <h2 id={`${id}-title`}>{t('doc.title')}</h2>
        <p className="declaration-lead">{t('doc.lead', { company: site.legalName })}</p>
      </header>
      <div className="declaration-columns">
        <section aria-labelledby={`${id}-origin`}>
          <h3 id={`${id}-origin`}>{t('doc.origin')}</h3>
          <FactList className="declaration-facts" facts={origin} />
        </section>
        <section aria-labelledby={`${id}-answers`}>
          <h3 id={`${id}-answers`}>{t('doc.answers')}</h3>
          <FactList className="declaration-facts declaration-answers" facts={answers} />
        </section>
      </div>
      <section aria-labelledby={`${id}-statements`}>
        <h3 id={`${id}-statements`}>{t('doc.statements')}</h3>
        {statements ? (
          <>
            <p className="declaration-statements-lead">{t('form.statementsLead')}</p>
            <ol className="declaration-statements">
              {statements.map((statement) => (
                <li key={statement}>{t(statement, { company: site.legalName, tpc: fmt.number(FSSAI_USED_OIL_MAX_TPC_PERCENT) })}</li>
              ))}
            </ol>
          </>
        ) : (
          <p>{t('doc.unknownVersion', { version: declaration.statements_version })}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-signature`} className="declaration-signature">
        <h3 id={`${id}-signature`}>{t('doc.signature')}</h3>
        <FactList className="declaration-facts declaration-signature-facts" facts={signature} />
        <p className="declaration-signed-with">{t('doc.signedWith')}</p>
      </section>
      <section className="declaration-check" aria-labelledby={`${id}-check`}>
        <QrCode className="declaration-qr" text={address} label={t('doc.qrLabel', { address })} />
        <div>
          <h3 id={`${id}-check`}>{t('doc.qrHeading')}</h3>
          <p>{t('doc.qrHelp', { company: site.legalName })}</p>
          <p className="declaration-address">{address}</p>
          <p>
            {t('doc.code')}: <strong className="declaration-code">{declaration.verify_code}</strong>
          </p>
        </div>
      </section>
      <p className="declaration-foot">{t('doc.generated', { company: site.legalName, date: fmt.longDate(printedOn) })}</p>
    </article>
  );
}

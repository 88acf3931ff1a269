import { useId } from 'react';
import type { Fact } from '../../components/ui/FactList';
import { useT } from '../../i18n/useT';
import type { Outlet } from '../../types/api';
import { useOutlet, type OutletScope } from './outlet';
import { ALL_OUTLETS, parseOutletParam } from './outletChoice';

/** An outlet on one line, as a printed document names it: name, address, and its FSSAI licence when it has one. */
export function outletLine(outlet: Outlet, licence: (number: string) => string): string {
  const address = `${outlet.line1}, ${outlet.city}, ${outlet.state} ${outlet.postal_code}`;
  return [outlet.name, address, outlet.fssai_license_no ? licence(outlet.fssai_license_no) : null].filter(Boolean).join(' · ');
}

/**
 * The outlet a printed document is for (certificate, statements, impact certificate): one fact,
 * or none for a vendor with one outlet. "All outlets" lists them.
 */
export function useOutletFacts(): Fact[] {
  const t = useT('vendor');
  const scope = useOutlet();
  return outletFacts(scope, t);
}

export function outletFacts(scope: Pick<OutletScope, 'outletId' | 'outlets' | 'current'>, t: ReturnType<typeof useT<'vendor'>>): Fact[] {
  if (scope.outletId === ALL_OUTLETS) {
    if (scope.outlets.length === 0) return [[t('outlet.printedAll'), t('outlet.all')]];
    return [[t('outlet.printedAll'), t('outlet.allList', { count: scope.outlets.length, names: scope.outlets.map((outlet) => outlet.name).join(', ') })]];
  }
  return scope.current ? [[t('outlet.printed'), outletLine(scope.current, (number) => t('outlet.fssai', { number }))]] : [];
}

/**
 * The outlet switcher at the top of every vendor page, for a person who may act for several: the
 * outlets by name and city, and "All outlets" for an owner on the pages that consolidate. Shown on
 * screen only: a printed document names its outlet in its own facts (useOutletFacts).
 */
export function OutletSwitcher() {
  const t = useT('vendor');
  const scope = useOutlet();
  const id = useId();
  // A manager of one outlet: its name, with nothing to choose.
  if (!scope.several && scope.current) {
    return (
      <p className="outlet-switcher outlet-named">
        <span className="form-label">{t('outlet.label')}</span> {t('outlet.option', { name: scope.current.name, city: scope.current.city })}
      </p>
    );
  }
  if (!scope.several || scope.outletId === undefined) return null;
  if (scope.listFailed) {
    return (
      <p className="outlet-switcher d-print-none" role="status">
        {t('outlet.listFailed')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={scope.reloadList}>
          {t('outlet.retry')}
        </button>
      </p>
    );
  }
  // Until GET outlets answers, the choice is shown by its id alone, so the control keeps its place.
  const known = scope.outlets.length > 0;
  return (
    <div className="outlet-switcher d-print-none">
      <label htmlFor={id} className="form-label">
        {t('outlet.label')}
      </label>
      <select
        id={id}
        className="form-select"
        value={String(scope.outletId)}
        disabled={!known}
        onChange={(event) => {
          const choice = parseOutletParam(event.target.value);
          if (choice !== null) scope.choose(choice);
        }}
      >
        {scope.allOffered ? <option value={ALL_OUTLETS}>{t('outlet.all')}</option> : null}
        {known
          ? scope.outlets.map((outlet) => (
              <option key={outlet.id} value={String(outlet.id)}>
                {t('outlet.option', { name: outlet.name, city: outlet.city })}
              </option>
            ))
          : scope.outletId !== ALL_OUTLETS && <option value={String(scope.outletId)}>{t('outlet.label')}</option>}
      </select>
    </div>
  );
}

/** An outlet's name by id, for the outlet column of "All outlets" (its id until GET outlets answers). */
export function outletNameOf(outlets: readonly Outlet[], id: number | undefined): string {
  if (id === undefined) return '';
  return outlets.find((outlet) => outlet.id === id)?.name ?? `#${id}`;
}

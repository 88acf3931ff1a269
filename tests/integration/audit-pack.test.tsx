import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { chainOwner } from '../../src/mocks/data/chain';
import { collectionRecords, JOINED_ON } from '../../src/mocks/data/records';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';
import { server } from '../../src/mocks/node';
import { signInAs, signInDemoVendor } from '../support/renderApp';
import { setUpRecordsTests } from './records-helpers';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// Issue 35, item 4: a financial year's records as one document for an auditor, on 21 November 2026,
// with the mock API of `npm run dev`.

setUpRecordsTests();
beforeAll(() => import('../../src/pages/AuditPackPage'), 60_000);

const TODAY = '2026-11-21';
const thisYear = collectionRecords(demoCollectionRequests, '2026-04-01', TODAY, TODAY);

describe('/dashboard/audit-pack', () => {
  it('puts the year’s register, every certificate, the disputes and the impact certificate in one document, after its contents', async () => {
    expect(collectionRecords(demoCollectionRequests, JOINED_ON, TODAY, TODAY).length).toBeGreaterThan(thisYear.length);
    signInDemoVendor();
    renderApp(paths.auditPack);
    const pack = await screen.findByRole('article', { name: 'Audit pack, financial year 2026-27' });
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    const contents = within(pack).getByRole('navigation', { name: 'Contents' });
    const total = Math.round(thisYear.reduce((sum, record) => sum + record.quantity_kg * 100, 0)) / 100;
    expect(within(contents).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Disposal register: ${thisYear.length} pickups, ${total.toLocaleString('en-IN')} kg weighed`,
      `Certificates of collection: ${thisYear.length} certificates, each on its own page`,
      'ISCC self-declaration: 1 declaration in force in the year, signed online',
      'Disputes and their outcomes: 2 disputes of the year’s pickups',
      'Impact certificate: the year’s oil kept out of food and drains, and the emissions it saved',
    ]);
    expect(within(contents).getByRole('link', { name: 'Disposal register' })).toHaveAttribute('href', '#pack-register');

    // Every pickup of the year, once in the register and once as its own certificate, oldest first.
    const register = within(pack).getByRole('region', { name: '1. Disposal register' });
    for (const record of thisYear) expect(within(register).getByRole('link', { name: `${record.receipt_no}: certificate of collection` })).toBeInTheDocument();
    const certificates = within(within(pack).getByRole('region', { name: '2. Certificates of collection' })).getAllByRole('article', { name: 'Certificate of collection' });
    expect(certificates.map((certificate) => within(certificate).getByText(/^GD\/BLR\//, { selector: 'strong' }).textContent)).toEqual(thisYear.map((record) => record.receipt_no));
    // The register's own buttons stay on its page.
    expect(within(register).queryByRole('button', { name: /^Print/ })).toBeNull();

    const disputes = within(pack).getByRole('region', { name: '4. Disputes and their outcomes' });
    const rows = within(disputes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Resolved');
    expect(rows[0]).toHaveTextContent('one empty drum was counted twice in the tare');
    expect(rows[1]).toHaveTextContent('Under review');

    const impact = within(pack).getByRole('region', { name: '5. Impact certificate' });
    expect(within(impact).getByText(`${thisYear.length}`, { selector: 'td' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'The audit pack of 2026-27 is ready.')).toBe(true);
  });

  it('makes the organisation’s pack for an owner’s “All outlets”, each certificate naming its outlet', async () => {
    signInAs(chainOwner.user);
    renderApp(`${paths.auditPack}?outlet=all`);
    const pack = await screen.findByRole('article', { name: 'Audit pack, financial year 2026-27' });
    const certificates = within(within(pack).getByRole('region', { name: '2. Certificates of collection' })).getAllByRole('article', { name: 'Certificate of collection' });
    const named = new Set(certificates.map((certificate) => within(certificate).getByText('Outlet', { selector: 'dt' }).nextElementSibling?.textContent?.split(' · ')[0]));
    expect([...named].sort()).toEqual(['Tandoor Trail Baner', 'Tandoor Trail Indiranagar', 'Tandoor Trail Whitefield']);
    expect(within(within(pack).getByRole('region', { name: '1. Disposal register' })).getByRole('columnheader', { name: 'Outlet' })).toBeInTheDocument();
    // Each outlet's current declaration (the API gives no older one): Indiranagar's is in force;
    // Whitefield has never signed one and Baner's has lapsed, and the pack says so for each.
    const declarations = within(pack).getByRole('region', { name: '3. ISCC self-declaration' });
    expect(declarations).toHaveTextContent('Tandoor Trail Whitefield: no ISCC self-declaration is in force.');
    expect(declarations).toHaveTextContent('Tandoor Trail Baner: no ISCC self-declaration is in force.');
    expect(declarations.querySelectorAll('.declaration-document')).toHaveLength(1);
  });

  it('says so when a call fails, and makes the pack on Try again', async () => {
    expectLoggedErrors();
    server.use(http.get('*/disputes', () => HttpResponse.json({ status: 'Error', message: 'Disputes are being updated. Try again in a minute.' }), { once: true }));
    signInDemoVendor();
    const { user } = renderApp(paths.auditPack);
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit pack could not be made. Disputes are being updated. Try again in a minute.');
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Audit pack, financial year 2026-27' })).toBeInTheDocument();
  });

  it('says when a year has nothing to put in a pack', async () => {
    signInDemoVendor();
    const { user } = renderApp(paths.auditPack);
    await screen.findByRole('article', { name: 'Audit pack, financial year 2026-27' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), '2024-25');
    expect(await screen.findByText('No pickups in the financial year 2024-25: there is nothing to put in an audit pack.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });
});

import { useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import type { Outlet, OutletMember } from '../../types/api';
import { dataOf, describeError, useVendorText } from '../dashboard';
import { AddManagerForm } from './AddManagerForm';
import { getOutletMembers } from './api';
import { RemoveMember } from './RemoveMember';

/** The owner and the managers of an approved outlet, with a manager added or removed here. */
export function OutletPeople({ outlet }: { outlet: Outlet }) {
  const t = useT('outlets');
  const { t: vendorT, fmt } = useVendorText();
  const members = useAsync(async () => dataOf(await getOutletMembers(outlet.id)), [outlet.id]);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<OutletMember | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `outlet-${outlet.id}-people`;

  const changed = (message: string) => {
    setAnnouncement(message);
    members.reload();
  };

  return (
    <section className="outlet-people" aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('people.heading')}
      </h4>
      {/* Present from the start, so that what is put in it is announced. */}
      <p className="outlet-announcement" role="status">
        {announcement}
      </p>
      {members.status === 'loading' ? (
        <p className="vendor-loading">{t('people.loading')}</p>
      ) : members.status === 'error' ? (
        <Notice variant="danger">
          {t('people.loadFailed', { outlet: outlet.name, reason: describeError(members.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={members.reload}>
            {t('retry')}
          </button>
        </Notice>
      ) : (
        <div className="table-responsive">
          <table className="outlet-people-table">
            <caption className="visually-hidden">{t('people.caption', { outlet: outlet.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.name')}</th>
                <th scope="col">{t('people.mobile')}</th>
                <th scope="col">{t('people.role')}</th>
                <th scope="col">{t('people.addedOn')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('people.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.mobile}>
                  <td data-label={t('people.name')}>{member.name}</td>
                  <td data-label={t('people.mobile')}>+91 {member.mobile}</td>
                  <td data-label={t('people.role')}>{member.role === 'owner' ? t('role.owner') : t('role.manager')}</td>
                  <td data-label={t('people.addedOn')}>{fmt.date(member.added_on)}</td>
                  <td className="outlet-people-action">
                    {member.role === 'manager' ? (
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 outlet-remove-open"
                        aria-label={t('people.removeLabel', { name: member.name, outlet: outlet.name })}
                        aria-expanded={removing?.mobile === member.mobile}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setRemoving(member);
                        }}
                      >
                        {t('people.remove')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removing ? (
        <RemoveMember
          key={removing.mobile}
          outlet={outlet}
          member={removing}
          onRemoved={(message) => {
            setRemoving(null);
            changed(message);
            // The button pressed is gone with the person: the list's heading has focus.
            headingRef.current?.focus();
          }}
          onClose={() => {
            setRemoving(null);
            opener.current?.focus();
          }}
        />
      ) : null}
      <AddManagerForm outlet={outlet} onAdded={changed} />
    </section>
  );
}

import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { hasFormDraft } from '../../lib/formDraft';
import { useAsync } from '../../lib/useAsync';
import type { Address } from '../../types/api';
import { dataOf, deleteAddress, expectSuccess, getAddresses } from '../dashboard';
import { describeError } from '../dashboard';
import { useVendorText } from '../dashboard';
import { ADDRESS_DRAFT, AddressForm } from './AddressForm';

export interface AddressBookProps {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

const describe = (address: Address) => `${address.line1}, ${address.city}, ${address.state} ${address.postal_code}`;

/** The delivery address, chosen from the saved addresses or added here (GET, POST, DELETE user-address). */
export function AddressBook({ selectedId, onSelect }: AddressBookProps) {
  const { t } = useVendorText();
  const loaded = useAsync(async () => dataOf(await getAddresses()), []);
  const [added, setAdded] = useState<Address[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new address half typed when the page was left (the session ended) is open again on return.
  const [adding, setAdding] = useState(() => hasFormDraft(ADDRESS_DRAFT));

  if (loaded.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('address.loading')}
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <Notice variant="danger">
        {t('address.loadFailed', { reason: describeError(loaded.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={loaded.reload}>
          {t('action.retry')}
        </button>
      </Notice>
    );
  }

  const addresses = [...loaded.data, ...added.filter((a) => !loaded.data.some((b) => b.id === a.id))].filter((a) => !removed.includes(a.id));
  const showForm = adding || addresses.length === 0;

  async function remove(address: Address) {
    setDeleting(address.id);
    setFailure(null);
    try {
      expectSuccess(await deleteAddress(address.id));
      setRemoved((previous) => [...previous, address.id]);
      if (selectedId === address.id) onSelect(null);
    } catch (error) {
      console.error(error);
      setFailure(t('address.deleteFailed', { reason: describeError(error, t) }));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="address-book">
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {addresses.length > 0 ? (
        <fieldset>
          <legend className="visually-hidden">{t('cart.addressHeading')}</legend>
          <ul className="address-list">
            {addresses.map((address) => (
              <li key={address.id} className={`address-option${selectedId === address.id ? ' is-selected' : ''}`}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="delivery-address"
                  id={`address-${address.id}`}
                  checked={selectedId === address.id}
                  onChange={() => onSelect(address.id)}
                />
                <label htmlFor={`address-${address.id}`}>
                  <span className="address-line">{address.line1}</span>
                  <span className="address-place">
                    {address.city}, {address.state} {address.postal_code}
                  </span>
                </label>
                <button
                  type="button"
                  className="btn btn-link btn-sm address-delete"
                  disabled={deleting !== null}
                  aria-label={t('address.deleteLabel', { address: describe(address) })}
                  onClick={() => remove(address)}
                >
                  {deleting === address.id ? t('address.deleting') : t('address.delete')}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="vendor-empty">{t('address.none')}</p>
      )}
      {showForm ? (
        <AddressForm
          onSaved={(address) => {
            setAdded((previous) => [...previous, address]);
            setAdding(false);
            onSelect(address.id);
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => setAdding(true)}>
          {t('address.add')}
        </button>
      )}
    </div>
  );
}

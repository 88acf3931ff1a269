import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { State } from '../../types/api';

/**
 * The state of an address, chosen from the API's list (lib/indianStates.ts), and what the form says
 * when that list could not be loaded: the delivery address form and the new outlet form. Each form
 * places the two where its layout wants them and gives its own words.
 */

type States = AsyncState<State[]> & { reload: () => void };

interface StateSelectProps {
  states: States;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  label: string;
  error?: string;
  /** The empty option's words: while the list loads, and once it has. */
  loading: string;
  choose: string;
}

export function StateSelect({ states, value, onChange, label, error, loading, choose }: StateSelectProps) {
  return (
    <FormField label={label} error={error}>
      <select className="form-select" name="state_id" value={value} onChange={onChange} disabled={states.status !== 'success'}>
        <option value="">{states.status === 'loading' ? loading : choose}</option>
        {states.status === 'success'
          ? states.data.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))
          : null}
      </select>
    </FormField>
  );
}

/** The list of states could not be loaded: why (`failed`, given the reason), and Retry. Nothing while it loads or has loaded. */
export function StatesFailed({ states, failed, retry }: { states: States; failed: (error: unknown) => string; retry: string }) {
  if (states.status !== 'error') return null;
  return (
    <Notice variant="danger">
      {failed(states.error)}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={states.reload}>
        {retry}
      </button>
    </Notice>
  );
}

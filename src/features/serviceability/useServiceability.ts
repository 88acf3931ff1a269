import { useCallback, useRef, useState } from 'react';
import { isValidPincode } from '../../lib/rules';
import type { Serviceability } from '../../types/api';
import { fetchServiceability, PincodeRefusedError } from './api';

export type ServiceabilityState =
  | { status: 'idle' }
  /** Not a pincode: said at once, and no call is made. */
  | { status: 'invalid' }
  | { status: 'checking'; pincode: string }
  | { status: 'answered'; pincode: string; answer: Serviceability }
  /** The call failed (no answer, or an answer we cannot read): the person may try again. */
  | { status: 'failed'; pincode: string };

/**
 * The pincode check's state: `check` asks the API about a well-formed pincode, `retry` asks again
 * after a failure, `reset` forgets. Only the latest question's answer is shown.
 */
export function useServiceability() {
  const [state, setState] = useState<ServiceabilityState>({ status: 'idle' });
  const latest = useRef(0);

  const check = useCallback((typed: string) => {
    const pincode = typed.trim();
    const asked = ++latest.current;
    if (!isValidPincode(pincode)) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'checking', pincode });
    fetchServiceability(pincode).then(
      (answer) => {
        if (asked === latest.current) setState({ status: 'answered', pincode, answer });
      },
      (error: unknown) => {
        if (asked !== latest.current) return;
        if (error instanceof PincodeRefusedError) setState({ status: 'invalid' });
        else {
          console.error(error);
          setState({ status: 'failed', pincode });
        }
      },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, check, reset };
}

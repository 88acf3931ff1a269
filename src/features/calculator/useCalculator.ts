import { useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadedStates, useIndianStates } from '../../lib/indianStates';
import { carryToBooking } from './booking';
import { amountProblem, announcement, shareMessages, shareTitle, type ShareMessage } from './copy';
import { bookingValues, calculate } from './figures';
import { defaultInputs, inputsFromQuery, queryFromInputs, type CalculatorInputs, type InputName } from './inputs';
import { shareLink } from './share';
import { useWords } from './useWords';

/** The figures are read out once typing pauses this long, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 700;

export interface CalculatorOptions {
  /** The full page keeps the inputs in its address; the compact one on the home page does not. */
  inAddress: boolean;
  /** Moves focus to the amount (after "Book" with no amount to book). */
  focusAmount: () => void;
}

/**
 * The value calculator's behaviour: inputs, the figures as the person types, the state list on
 * first use, the address (read after mount: the page is prerendered), sharing and booking.
 */
export function useCalculator({ inAddress, focusAmount }: CalculatorOptions) {
  const [inputs, setInputs] = useState<CalculatorInputs>(defaultInputs);
  const [used, setUsed] = useState(false);
  const [bookTried, setBookTried] = useState(false);
  const [spoken, setSpoken] = useState('');
  const [shareMessage, setShareMessage] = useState<ShareMessage | null>(null);
  const typed = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const words = useWords();
  // The page in this language (/hi/... in the Hindi app), for the address that is shared.
  const pageHref = useHref(paths.calculator);

  // Fetched when the calculator is first used (or a shared link names a state), not with the page.
  const states = loadedStates(useIndianStates(used || inputs.state !== ''));
  const stateName = states.find((state) => String(state.id) === inputs.state)?.name ?? null;
  const calculation = useMemo(() => calculate(inputs, stateName), [inputs, stateName]);

  // A shared link's inputs, after mount; whatever the person already typed wins. Without a query
  // nothing is set: a render now would put the empty value back into a field typed into before the
  // app started, before that text is handed over.
  useEffect(() => {
    if (!inAddress || !location.search) return;
    const shared = inputsFromQuery(location.search);
    setInputs((current) => (typed.current ? current : shared));
  }, [inAddress, location.search]);

  // The address follows what the person changes, replacing the history entry (no new entry per
  // keystroke, no navigation: the router and the scroll position are left alone).
  useEffect(() => {
    if (!inAddress || !typed.current) return;
    const url = `${window.location.pathname}${queryFromInputs(inputs)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
  }, [inAddress, inputs]);

  const problem = calculation.ok ? null : calculation.problem;
  const amountError = problem && (problem !== 'empty' || bookTried) ? amountProblem(problem, inputs.unit, inputs.per, words) : undefined;
  const summary = calculation.ok ? announcement(calculation.figures, words) : (amountError ?? '');
  useEffect(() => {
    if (!typed.current && !bookTried) return;
    const timer = window.setTimeout(() => setSpoken(summary), bookTried ? 0 : ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [summary, bookTried]);

  return {
    inputs,
    calculation,
    states,
    amountError,
    spoken,
    shareMessage,
    /** The full page with these inputs (the compact calculator's "full breakdown"). */
    fullBreakdownHref: `${paths.calculator}${queryFromInputs(inputs)}`,
    setInput(name: InputName, value: string) {
      typed.current = true;
      if (name === 'amount') setBookTried(false);
      setShareMessage(null);
      setInputs((current) => ({ ...current, [name]: value }));
    },
    /** Focus or a press anywhere in the form: the calculator is in use. */
    markUsed: () => setUsed(true),
    book() {
      if (!calculation.ok) {
        setBookTried(true);
        focusAmount();
        return;
      }
      carryToBooking(bookingValues(calculation.figures));
      navigate(paths.booking);
    },
    async share() {
      const url = `${window.location.origin}${pageHref}${queryFromInputs(inputs)}`;
      const outcome = await shareLink(url, shareTitle(words), window.navigator);
      setShareMessage(outcome === 'copied' ? shareMessages.copied : outcome === 'failed' ? shareMessages.failed : null);
    },
  };
}

export type Calculator = ReturnType<typeof useCalculator>;

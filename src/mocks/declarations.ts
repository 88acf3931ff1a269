import { addDays, calendarParts, calendarDate } from '../lib/indiaTime';
import type { components } from '../types/openapi';

/**
 * The mock API's ISCC self-declarations (docs/contract.md section 5, "Audit-ready records"): each
 * outlet signs one a year with an OTP sent to the signatory's registered mobile, and anyone holding
 * the printed copy checks it by its id and code. Pure: the handlers keep the state in ./db.ts.
 */

export type Declaration = components['schemas']['Declaration'];

/** What declarations/verify tells anyone holding the paper: no signatory, no answers, no money. */
export type DeclarationCheck = { id: number; outlet_name_masked: string; city: string; signed_on: string; valid_until: string };

/** A signing OTP "sent" to a person's registered mobile for one outlet, until used, expired or guessed at too often. */
export interface DeclarationOtp {
  otp: string;
  mobile: string;
  expiresAt: number;
}

/** How long a signing OTP may be used (as a password reset's), and how many wrong tries it survives. */
export const DECLARATION_OTP_LIFETIME_MS = 10 * 60 * 1000;
export const DECLARATION_OTP_TRIES = 5;

/** The refusal of a wrong, expired or spent OTP: the same words for each, as for a password reset. */
export const WRONG_OTP = 'The OTP is not correct or has expired. Check it, or ask for a new one.';

/** The same date a year later ('2027-02-28' for '2026-02-28'; 29 February moves to 1 March). */
export function addYears(isoDate: string, years: number): string {
  const parts = calendarParts(isoDate);
  return parts ? calendarDate(parts.year + years, parts.month, parts.day) : isoDate;
}

/** The last day a declaration signed on `signedOn` holds: a year less a day (the demo's reading of the scheme's yearly renewal). */
export const validUntilOf = (signedOn: string): string => addDays(addYears(signedOn, 1), -1);

/** The day one would have signed for a declaration to hold until `validUntil` (validUntilOf's inverse). */
const signedOnFor = (validUntil: string): string => addYears(addDays(validUntil, 1), -1);

/** The outlet's declaration in force on `today`: the latest signed whose year has not run out, or null. */
export function currentDeclaration(declarations: readonly Declaration[], today: string): Declaration | null {
  return [...declarations].filter((declaration) => declaration.signed_on <= today && today <= declaration.valid_until).sort((a, b) => b.signed_on.localeCompare(a.signed_on) || b.id - a.id)[0] ?? null;
}

/** The characters of a check code: no 0/O or 1/I, which are misread on paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCheckCode(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return Array.from(random.getRandomValues(new Uint8Array(6)), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The declaration of this id and code among every outlet's, or null: what the public check finds. */
export function findDeclaration(byOutlet: Record<string, readonly Declaration[]>, id: string | null, code: string | null): Declaration | null {
  if (!id || !code) return null;
  const wanted = code.trim().toUpperCase();
  return Object.values(byOutlet).flat().find((declaration) => String(declaration.id) === id && declaration.verify_code === wanted) ?? null;
}

/** Ten in the morning, India's time, on a date: when the demo's own declarations were signed. */
const morningOf = (isoDate: string) => `${isoDate}T10:30:00+05:30`;

interface Signatory {
  name: string;
  designation: string;
  place: string;
}

/**
 * The demo's declarations as of `today`, by outlet id, each computed from today so that it stays
 * true on any date:
 * - the demo kitchen (outlet 1): one that lapses in 19 days, so the dashboard reminds and the page
 *   offers the form beside the one still in force;
 * - Tandoor Trail Indiranagar (21): signed four months ago, well in force;
 * - Tandoor Trail Baner (23): lapsed 35 days ago; Whitefield (22) has never signed one.
 */
export function demoDeclarations(today: string, people: { demo: Signatory; chain: Signatory }): Record<string, Declaration[]> {
  const made = (id: number, outletId: number, signedOn: string, who: Signatory, code: string, overTen: 0 | 1, animalFat: 0 | 1): Declaration => ({
    id,
    outlet_id: outletId,
    signed_on: signedOn,
    signed_at: morningOf(signedOn),
    valid_until: validUntilOf(signedOn),
    signatory_name: who.name,
    signatory_designation: who.designation,
    place: who.place,
    over_10_tonnes_a_month: overTen,
    includes_animal_fat: animalFat,
    statements_version: '2026-1',
    verify_code: code,
  });
  return {
    1: [made(41, 1, signedOnFor(addDays(today, 19)), people.demo, 'KQ7M3T', 0, 0)],
    21: [made(42, 21, addDays(today, -120), people.chain, 'HV4P9N', 0, 1)],
    23: [made(43, 23, signedOnFor(addDays(today, -35)), { ...people.chain, place: 'Pune' }, 'RW2X8D', 0, 1)],
  };
}

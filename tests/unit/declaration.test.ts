import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDeclaration, otpError, validateDeclaration } from '../../src/features/declaration/rules';
import { CURRENT_STATEMENTS_VERSION, STATEMENTS, statementsOf } from '../../src/features/declaration/statements';
import { inForce, needsSigning, RENEW_WITHIN_DAYS, standingOf } from '../../src/features/declaration/validity';
import { addDays } from '../../src/lib/indiaTime';
import { addYears, currentDeclaration, demoDeclarations, findDeclaration, validUntilOf, type Declaration } from '../../src/mocks/declarations';

// Issue 35, item 3: when the ISCC self-declaration is due (none, lapsed, or ending within 30 days),
// the year a signature holds, the statements by version, and the demo's three outlets.

const people = { demo: { name: 'Rajeshwari Venkataraman', designation: 'Proprietor', place: 'Bengaluru' }, chain: { name: 'Aditi Kulkarni', designation: 'Director', place: 'Bengaluru' } };

describe('a declaration’s standing', () => {
  const until = (validUntil: string) => ({ valid_until: validUntil });

  it('is none without a declaration, and then a new one is to be signed', () => {
    expect(standingOf(null, '2026-11-29')).toEqual({ kind: 'none' });
    expect(needsSigning(standingOf(null, '2026-11-29'))).toBe(true);
  });

  it('is current while more than 30 days remain, and due from 30 days before its last day to that day', () => {
    expect(RENEW_WITHIN_DAYS).toBe(30);
    expect(standingOf(until('2026-12-30'), '2026-11-29')).toEqual({ kind: 'current', validUntil: '2026-12-30' });
    expect(standingOf(until('2026-12-29'), '2026-11-29')).toEqual({ kind: 'due', validUntil: '2026-12-29', daysLeft: 30 });
    expect(standingOf(until('2026-11-29'), '2026-11-29')).toEqual({ kind: 'due', validUntil: '2026-11-29', daysLeft: 0 });
    expect(needsSigning(standingOf(until('2026-12-30'), '2026-11-29'))).toBe(false);
    expect(needsSigning(standingOf(until('2026-12-29'), '2026-11-29'))).toBe(true);
    expect(inForce(standingOf(until('2026-11-29'), '2026-11-29'))).toBe(true);
  });

  it('is lapsed the day after its last day, or when its date cannot be read', () => {
    expect(standingOf(until('2026-11-28'), '2026-11-29')).toEqual({ kind: 'lapsed', endedOn: '2026-11-28' });
    expect(inForce(standingOf(until('2026-11-28'), '2026-11-29'))).toBe(false);
    expect(standingOf(until('soon'), '2026-11-29').kind).toBe('lapsed');
  });

  it('counts across a month and a year end on the calendar, not in hours', () => {
    expect(standingOf(until('2027-01-28'), '2026-12-29')).toEqual({ kind: 'due', validUntil: '2027-01-28', daysLeft: 30 });
  });
});

describe('the year a signature holds (the mock server’s rule)', () => {
  it('is a year less a day', () => {
    expect(validUntilOf('2026-11-29')).toBe('2027-11-28');
    expect(validUntilOf('2026-01-01')).toBe('2026-12-31');
    expect(validUntilOf('2027-03-01')).toBe('2028-02-29');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });

  it('finds the declaration in force on a day: the latest signed that has not run out', () => {
    const made = (id: number, signed_on: string) => ({ id, signed_on, valid_until: validUntilOf(signed_on) }) as Declaration;
    const list = [made(1, '2025-01-10'), made(2, '2025-12-20')];
    expect(currentDeclaration(list, '2025-12-19')?.id).toBe(1);
    expect(currentDeclaration(list, '2025-12-20')?.id).toBe(2);
    expect(currentDeclaration(list, '2026-12-20')).toBeNull();
  });
});

describe('the demo', () => {
  it('has, on any day, the kitchen’s declaration due within 30 days, one well in force and an outlet with none', () => {
    for (const today of ['2026-11-29', '2027-02-28', '2028-02-29', '2026-12-31']) {
      const all = demoDeclarations(today, people);
      const kitchen = currentDeclaration(all[1], today);
      expect(standingOf(kitchen, today).kind).toBe('due');
      expect(standingOf(currentDeclaration(all[21], today), today).kind).toBe('current');
      expect(all[22]).toBeUndefined();
      expect(currentDeclaration(all[23], today)).toBeNull();
      for (const declaration of Object.values(all).flat()) {
        expect(declaration.valid_until).toBe(validUntilOf(declaration.signed_on));
        expect(statementsOf(declaration.statements_version)).not.toBeNull();
      }
    }
    expect(addDays('2026-11-29', 19)).toBe(currentDeclaration(demoDeclarations('2026-11-29', people)[1], '2026-11-29')?.valid_until);
  });

  it('is found by the public check only with its id and its code (in any case)', () => {
    const all = demoDeclarations('2026-11-29', people);
    expect(findDeclaration(all, '41', 'kq7m3t')?.outlet_id).toBe(1);
    expect(findDeclaration(all, '41', 'KQ7M3A')).toBeNull();
    expect(findDeclaration(all, '42', 'KQ7M3T')).toBeNull();
    expect(findDeclaration(all, null, 'KQ7M3T')).toBeNull();
  });
});

describe('the statements', () => {
  const catalogue = (locale: string) => JSON.parse(readFileSync(join(__dirname, `../../src/locales/${locale}/declaration.json`), 'utf8')) as Record<string, string>;

  it('are versioned: the current version is listed, and every version’s statements are in both languages', () => {
    expect(statementsOf(CURRENT_STATEMENTS_VERSION)).toBe(STATEMENTS[CURRENT_STATEMENTS_VERSION]);
    for (const locale of ['en', 'hi']) {
      const messages = catalogue(locale);
      for (const [version, keys] of Object.entries(STATEMENTS)) {
        expect(keys.length, version).toBeGreaterThanOrEqual(6);
        for (const key of keys) {
          expect(key.startsWith(`statement.${version}.`), key).toBe(true);
          expect(messages[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        }
      }
    }
  });

  it('leave no statement in a catalogue that no version lists (an edit is a new version, not a stray key)', () => {
    const listed = new Set(Object.values(STATEMENTS).flat());
    expect(Object.keys(catalogue('en')).filter((key) => key.startsWith('statement.') && !listed.has(key as never))).toEqual([]);
  });

  it('say each thing the contract asks for, in the current version', () => {
    const en = catalogue('en');
    const text = (STATEMENTS[CURRENT_STATEMENTS_VERSION] ?? []).map((key) => en[key]).join(' ');
    for (const phrase of [/used cooking oil/, /not mix it with fresh/, /waste within the meaning of the law/, /quantities .* documented/, /waste rules/, /Auditors of the certification body/, /telephone/, /pass this declaration .* certification body and to ISCC/]) {
      expect(text).toMatch(phrase);
    }
  });

  it('of an unknown version are not made up', () => {
    expect(statementsOf('1999-1')).toBeNull();
    expect(statementsOf('constructor')).toBeNull();
  });
});

describe('the form’s rules', () => {
  it('ask who signs and where, both answers and the statements confirmed, and send 0 or 1 with the current version', () => {
    expect(validateDeclaration(emptyDeclaration()).errors).toEqual({
      signatoryName: 'form.errorName',
      designation: 'form.errorDesignation',
      place: 'form.errorPlace',
      overTenTonnes: 'form.errorAnswer',
      animalFat: 'form.errorAnswer',
      agreed: 'form.errorAgree',
    });
    const { input } = validateDeclaration({ signatoryName: ' Asha Rao ', designation: 'Partner', place: 'Pune', overTenTonnes: '0', animalFat: '1', agreed: 'yes' });
    expect(input).toEqual({ signatory_name: 'Asha Rao', signatory_designation: 'Partner', place: 'Pune', over_10_tonnes_a_month: 0, includes_animal_fat: 1, statements_version: CURRENT_STATEMENTS_VERSION });
    expect(validateDeclaration({ ...emptyDeclaration('x'.repeat(101)), designation: 'a', place: 'b', overTenTonnes: '1', animalFat: '0', agreed: 'yes' }).errors).toEqual({ signatoryName: 'form.errorTooLong' });
  });

  it('take an OTP of 6 digits, spaces dropped', () => {
    expect(otpError('')).toBe('otp.errorEmpty');
    expect(otpError('12 34 56')).toBeUndefined();
    expect(otpError('12345')).toBe('otp.errorFormat');
  });
});

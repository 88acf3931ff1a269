import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { receiptFromPath } from '../../src/lib/receiptFromPath';
import { isValidReceiptNo, isValidVerifyCode, VERIFY_CODE_ALPHABET } from '../../src/lib/rules';
import { collectionRecords, JOINED_ON, maskFirmName, verification, verifyCodeOf } from '../../src/mocks/data/records';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';
import { queryErrors } from '../../src/features/verification/validation';

describe('verification codes', () => {
  it('are six characters of A-Z and 2-9, never O, I, 0 or 1', () => {
    expect(VERIFY_CODE_ALPHABET).toHaveLength(32);
    expect(VERIFY_CODE_ALPHABET).not.toMatch(/[OI01]/);
    expect(isValidVerifyCode('U5SNRB')).toBe(true);
    expect(isValidVerifyCode(' u5snrb ')).toBe(true);
    // The contract allows A-Z and 2-9: a server may issue O and I even though the mock does not.
    for (const code of ['K7PQ2O', 'K7PQ2I', 'k7pq2o']) expect(isValidVerifyCode(code), code).toBe(true);
    for (const code of ['U5SNR', 'U5SNRBB', 'U5SNR0', 'U5SNR1', 'U5-NRB', 'U5SNRÖ', '']) expect(isValidVerifyCode(code), code).toBe(false);
  });

  it('are different for every receipt of the demo vendor, and the same on every run', () => {
    const records = collectionRecords(demoCollectionRequests, JOINED_ON, '2026-11-21', '2026-11-21');
    expect(records.length).toBeGreaterThan(40);
    for (const record of records) {
      expect(isValidVerifyCode(record.verify_code), record.receipt_no).toBe(true);
      expect(record.verify_code).toBe(verifyCodeOf(record.receipt_no));
    }
    expect(new Set(records.map((record) => record.verify_code)).size).toBe(records.length);
  });
});

describe('the mock API’s check of a certificate', () => {
  const records = collectionRecords(demoCollectionRequests, JOINED_ON, '2026-11-21', '2026-11-21');
  const record = records.find((candidate) => candidate.receipt_no === 'GD/BLR/26-27/008989');

  it('masks all but the first letter of each word of the firm', () => {
    expect(maskFirmName('Spice Route Kitchens')).toBe('S**** R**** K*******');
    expect(maskFirmName('  Hotel   Annapurna ')).toBe('H**** A********');
  });

  it('answers the pickup’s facts for its receipt and code, without money, and nothing for a wrong code', () => {
    expect(record).toBeDefined();
    const found = verification(records, 'GD/BLR/26-27/008989', verifyCodeOf('GD/BLR/26-27/008989'), 'Spice Route Kitchens');
    expect(found).toEqual({
      receipt_no: 'GD/BLR/26-27/008989',
      collected_on: '2026-10-28',
      quantity_kg: 212.7,
      destination: 'Biodiesel plant',
      collector_name: 'Syed Imran',
      vehicle_no: 'KA 05 MN 2309',
      firm_name_masked: 'S**** R**** K*******',
      // The weighing without its photo, and no open question on it.
      weighing: { gross_kg: 225.3, tare_kg: 12.6, net_kg: 212.7, scale_id: 'GD-WS-2309', scale_stamped_on: '2025-11-23' },
      under_dispute: false,
    });
    expect(verification(records, 'GD/BLR/26-27/008989', 'AAAAAA', 'Spice Route Kitchens')).toBeNull();
    expect(verification(records, 'GD/BLR/26-27/008990', verifyCodeOf('GD/BLR/26-27/008989'), 'Spice Route Kitchens')).toBeNull();
  });
});

describe('certificate addresses', () => {
  it('keep a receipt number’s slashes as path segments, and read back the same number', () => {
    expect(paths.certificate('GD/BLR/26-27/008989')).toBe('/dashboard/records/GD/BLR/26-27/008989');
    expect(paths.verify('GD/BLR/26-27/008989', 'U5SNRB')).toBe('/verify/GD/BLR/26-27/008989?code=U5SNRB');
    expect(paths.verify('A B/#1', 'X&Y')).toBe('/verify/A%20B/%231?code=X%26Y');
    expect(receiptFromPath('A%20B/%231')).toBe('A B/#1');
    expect(receiptFromPath('GD/%E0%A4')).toBe('GD/%E0%A4');
  });

  it('take receipt numbers of letters, digits, slashes and hyphens only, up to 40 characters', () => {
    expect(isValidReceiptNo('GD/BLR/26-27/008989')).toBe(true);
    expect(isValidReceiptNo('/GD')).toBe(false);
    expect(isValidReceiptNo('GD BLR')).toBe(false);
    expect(isValidReceiptNo('G'.repeat(41))).toBe(false);
    expect(queryErrors({ receiptNo: '', code: '' })).toEqual({ receiptNo: 'verify.receiptRequired', code: 'verify.codeInvalid' });
    expect(queryErrors({ receiptNo: ' gd/blr/26-27/008989 ', code: 'u5snrb' })).toEqual({});
  });
});

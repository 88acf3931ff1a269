import { beforeAll, describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, csvField, recordsCsv, recordsCsvFileName, toCsv } from '../../src/features/records/recordsCsv';
import type { RecordsCopy } from '../../src/features/records/copy';
import { record } from '../support/collectionRecords';
import { englishVendor } from '../support/vendorEnglish';

// The file's words come from the vendor catalogue: here as an English page writes them.
let english: RecordsCopy;
beforeAll(async () => {
  english = (await englishVendor()).records;
});

describe('csvField', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvField('Syed Imran')).toBe('Syed Imran');
    expect(csvField('Prakash Naik, driver')).toBe('"Prakash Naik, driver"');
    expect(csvField('the "Tuesday" van')).toBe('"the ""Tuesday"" van"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });
  it('writes numbers plainly and leaves missing values empty', () => {
    expect(csvField(14144.55)).toBe('14144.55');
    expect(csvField(1234567)).toBe('1234567');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // Some spreadsheets skip a leading NUL and then read the formula behind it.
    expect(csvField('\0=cmd|calc')).toBe("'\0=cmd|calc");
    // Or behind spaces, tabs and line breaks, which they skip too.
    expect(csvField(' =1+1')).toBe("' =1+1");
    expect(csvField('   @SUM(A1)')).toBe("'   @SUM(A1)");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\tplain text')).toBe("'\tplain text");
    expect(csvField('\n-2+3')).toBe('"\'\n-2+3"');
    // Full-width forms, which some spreadsheets read as the ASCII ones.
    expect(csvField('＝1+1')).toBe("'＝1+1");
    // Spaces in front of ordinary text change nothing.
    expect(csvField('  Spice Route Kitchens')).toBe('  Spice Route Kitchens');
  });
  it('keeps rupee signs and Devanagari as they are', () => {
    expect(csvField('₹ रसीद')).toBe('₹ रसीद');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv([['a', 1], ['b', null]])).toBe(`${BYTE_ORDER_MARK}a,1\r\nb,\r\n`);
    expect(BYTE_ORDER_MARK).toBe('\uFEFF');
  });
});

describe('recordsCsv', () => {
  it('has one header row, then every record oldest first with ISO dates and unformatted numbers', () => {
    const csv = recordsCsv(
      [
        record(2, '2026-10-28', 212.7, 14144.55, {
          tpc_percent: 30.3,
          drums: 7,
          rate_inr_per_kg: 66.5,
          destination: 'Other authorised use',
          vendor_estimate_kg: 248,
          weighing: { gross_kg: 225.3, tare_kg: 12.6, net_kg: 212.7, scale_id: 'GD-WS-8816', scale_stamped_on: '2026-07-19', photo_url: '/api/media/scale-display/GD-BLR-26-27-000002.svg' },
        }),
        record(1, '2026-10-06', 1249.2, 83071.8),
      ],
      english,
      undefined,
      'https://greendrop.example.in',
    );
    expect(csv.split('\r\n')).toEqual([
      `${BYTE_ORDER_MARK}Date,Receipt number,Verification code,Quantity (kg),Drums,Rate (INR per kg),Amount (INR),TPC (%),Vehicle,Collector,Destination,Green points,Gross (kg),Tare (kg),Scale,Scale stamped on,Your estimate (kg),Net less estimate (kg),Net less estimate (%),Photo of the scale`,
      '2026-10-06,GD/BLR/26-27/000001,K7PQ2M,1249.2,4,65,83071.8,,KA 01 AK 4172,Manjunath Gowda,Biodiesel plant,2498,1256.4,7.2,GD-WS-4172,2026-03-14,,,,',
      // Weighed 35.3 kg (14.2 %) under the vendor's estimate; the photo's address in full.
      '2026-10-28,GD/BLR/26-27/000002,K7PQ2M,212.7,7,66.5,14144.55,30.3,KA 01 AK 4172,Manjunath Gowda,Other authorised use,425,225.3,12.6,GD-WS-8816,2026-07-19,248,-35.3,-14.2,https://greendrop.example.in/api/media/scale-display/GD-BLR-26-27-000002.svg',
      '',
    ]);
  });
  it('is only the header row when there are no records', () => {
    expect(recordsCsv([], english).split('\r\n')).toHaveLength(2);
  });
  it('names the file after the range', () => {
    expect(recordsCsvFileName({ dateFrom: '2026-04-01', dateUpto: '2026-11-21' })).toBe('greendrop-disposal-register-2026-04-01-to-2026-11-21.csv');
  });
});

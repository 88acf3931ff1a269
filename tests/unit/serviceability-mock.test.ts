import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPincodeTable, renderTable, SOURCE, TABLE } from '../../scripts/pincode-table.mjs';
import { serviceAreas, servedCityCount } from '../../src/config/serviceAreas';
import { site } from '../../src/config/site';
import { oilRates } from '../../src/config/oilRates';
import en from '../../src/locales/en/serviceability.json';
import hi from '../../src/locales/hi/serviceability.json';
import { isValidPincode, isValidPostalCode } from '../../src/lib/rules';
import { servedPincodes } from '../../src/mocks/data/pincodes';
import { serviceabilityAnswer } from '../../src/mocks/serviceability';

describe('the pincode rule', () => {
  it.each(['122001', '560103', '110001', ' 400001 '])('takes %j', (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
  });

  it.each([
    ['5 digits', '12200'],
    ['7 digits', '1220011'],
    ['a first digit 0', '012345'],
    ['a letter', '12200a'],
    ['a space inside', '122 001'],
    ['nothing', ''],
  ])('refuses %s', (_name, pincode) => {
    expect(isValidPincode(pincode)).toBe(false);
  });

  it('leaves the forms’ postal code as it was: any 6 digits', () => {
    expect(isValidPostalCode('000000')).toBe(true);
  });
});

describe('the service area', () => {
  it('is the number of cities the pages quote', () => {
    expect(site.figures.cities).toBe(servedCityCount);
    expect(servedCityCount).toBe(serviceAreas.length);
  });

  it('names each city once, each with a state that has its own rates and a first pickup in days', () => {
    expect(new Set(serviceAreas.map((area) => area.city)).size).toBe(serviceAreas.length);
    const ratedStates = new Set<string>(oilRates.flatMap((band) => band.states));
    for (const area of serviceAreas) {
      expect(ratedStates.has(area.state), area.state).toBe(true);
      expect(Number.isInteger(area.firstPickupDays) && area.firstPickupDays >= 1, area.city).toBe(true);
      expect(area.depot.trim(), area.city).not.toBe('');
    }
  });

  it('has the pincodes of every city in the mock’s table', () => {
    expect(Object.keys(servedPincodes)).toEqual(serviceAreas.map((area) => area.city));
    for (const [city, runs] of Object.entries(servedPincodes)) expect(runs, city).toMatch(/^[1-9]\d{5}(-[1-9]\d{5})?( [1-9]\d{5}(-[1-9]\d{5})?)*$/);
  });

  it('has every city, state and depot in both catalogues, in Devanagari in Hindi', () => {
    const names = [...new Set(serviceAreas.flatMap((area) => [area.city, area.state, area.depot]))].sort();
    const places = (catalogue: Record<string, string>) => Object.keys(catalogue).filter((key) => key.startsWith('place.')).map((key) => key.slice('place.'.length)).sort();
    expect(places(en)).toEqual(names);
    expect(places(hi)).toEqual(names);
    for (const name of names) {
      expect(en[`place.${name}` as keyof typeof en], name).toBe(name);
      expect(hi[`place.${name}` as keyof typeof hi], name).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('keeps the page’s description within 120 to 160 characters in both languages', () => {
    const counts = { cities: String(serviceAreas.length), states: String(new Set(serviceAreas.map((area) => area.state)).size) };
    for (const description of [en['areas.description'], hi['areas.description']]) {
      const text = description.replace(/\{(\w+)\}/g, (_, name: keyof typeof counts) => counts[name]);
      expect(text.length).toBeGreaterThanOrEqual(120);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("the mock API's serviceability answer", () => {
  it('serves a pincode of a served city, with its depot, first pickup and the business and household rates of its state', () => {
    expect(serviceabilityAnswer('122001')).toEqual({
      status: 'Success',
      data: { served: true, city: 'Gurugram', state: 'Haryana', depot: 'Manesar', first_pickup_days: 2, rate_inr_per_kg: { min: 46, max: 60 }, household_rate_inr_per_kg: { min: 28, max: 35 } },
    });
    expect(serviceabilityAnswer('560103')).toMatchObject({ data: { served: true, city: 'Bengaluru', depot: 'Hoskote', rate_inr_per_kg: { min: 44, max: 58 }, household_rate_inr_per_kg: { min: 26, max: 33 } } });
    expect(serviceabilityAnswer(' 411001 ')).toMatchObject({ data: { served: true, city: 'Pune' } });
  });

  it('answers a real pincode outside the cities with the nearest served city', () => {
    expect(serviceabilityAnswer('682016')).toEqual({ status: 'Success', data: { served: false, nearest_city: 'Coimbatore' } });
    expect(serviceabilityAnswer('194101')).toEqual({ status: 'Success', data: { served: false, nearest_city: 'Amritsar' } });
  });

  it('answers a pincode India Post does not use with no city', () => {
    expect(serviceabilityAnswer('999999')).toEqual({ status: 'Success', data: { served: false } });
  });

  it.each(['12345', '1234567', '012345', 'abcdef', '', null])('refuses %j', (pincode) => {
    expect(serviceabilityAnswer(pincode)).toEqual({ status: 'Error', message: expect.any(String) });
  });

  it('answers from the pincodes the package ships: its table is what scripts/pincode-table.mjs makes of them', () => {
    const table = buildPincodeTable(readFileSync(SOURCE, 'utf8'), serviceAreas.map((area) => area.city));
    expect(readFileSync(TABLE, 'utf8')).toBe(renderTable(table));
  });
});

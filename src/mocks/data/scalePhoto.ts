import type { CollectionRecord } from '../../types/api';

/**
 * The demo's "photo" of a scale's display at a weighing: a small drawing (about 1 kB) of the
 * platform scale's indicator showing the gross weight in kg, with the scale's id and the day
 * printed under it, as the collector's phone would have caught them. Every value drawn is a
 * number, a date or an id of the mock's own data, never text a person typed.
 */
export function scaleDisplaySvg(record: Pick<CollectionRecord, 'collected_on' | 'weighing'>): string {
  const { gross_kg, scale_id } = record.weighing;
  const reading = gross_kg.toFixed(1).padStart(6, ' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">',
    '<rect width="480" height="320" fill="#3b3f45"/>',
    '<rect x="40" y="40" width="400" height="210" rx="18" fill="#d9dcd6"/>',
    '<rect x="70" y="70" width="340" height="110" rx="8" fill="#0f2a1c"/>',
    `<text x="390" y="150" font-family="monospace" font-size="72" font-weight="700" fill="#7dffa8" text-anchor="end" xml:space="preserve">${reading}</text>`,
    '<text x="398" y="172" font-family="sans-serif" font-size="18" fill="#7dffa8" text-anchor="end">kg</text>',
    `<text x="70" y="215" font-family="sans-serif" font-size="20" fill="#1c1f22">${scale_id}</text>`,
    `<text x="410" y="215" font-family="sans-serif" font-size="20" fill="#1c1f22" text-anchor="end">${record.collected_on}</text>`,
    '<text x="240" y="292" font-family="sans-serif" font-size="16" fill="#c9ccd0" text-anchor="middle">GROSS</text>',
    '</svg>',
  ].join('');
}

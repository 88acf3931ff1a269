import { oilImpact, type OilImpact } from '../../config/oilFactors';
import type { CollectionRecord } from '../../types/api';

/** A financial year's pickups as the impact certificate states them. */
export interface ImpactFigures {
  pickups: number;
  /** Every kilogram collected (to 0.1 kg, as the receipts weigh it) and its litres. */
  collected: OilImpact;
  /**
   * The part the receipts send to a biodiesel plant, and the biodiesel and CO2e it makes. Oil that
   * went to another authorised use (soap makers) replaced no diesel, so it is not counted as such:
   * the company's own figures to date leave it out the same way (config/site.ts).
   */
  asBiodiesel: OilImpact;
}

/** Sums of receipts weighed to 0.1 kg, without the float's dust (5803.099999 kg). */
const toTenth = (kg: number) => Math.round(kg * 10) / 10;

/** The certificate's figures from the register's records: oilImpact (config/oilFactors.ts), the calculator's own function. */
export function impactOf(records: readonly CollectionRecord[]): ImpactFigures {
  let collectedKg = 0;
  let biodieselKg = 0;
  for (const record of records) {
    collectedKg += record.quantity_kg;
    if (record.destination === 'Biodiesel plant') biodieselKg += record.quantity_kg;
  }
  return { pickups: records.length, collected: oilImpact(toTenth(collectedKg)), asBiodiesel: oilImpact(toTenth(biodieselKg)) };
}

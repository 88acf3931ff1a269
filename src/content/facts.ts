import type { oilRates } from '../config/oilRates';
import { UCO_BIODIESEL_DEFAULT_SAVING, UCO_BIODIESEL_KG_PER_KG, UCO_BIODIESEL_TYPICAL_SAVING } from '../config/oilFactors';

/**
 * Sentences several pages say, written once so that they cannot drift apart (the Hindi is in
 * content/hi/facts.ts). Their figures come from config; the sources are in the comments there and here.
 */

const percent = (share: number) => `${Math.round(share * 100)} per cent`;

/** RED II (Directive (EU) 2018/2001), Annex V, Part A: waste cooking oil biodiesel, default and typical savings. */
export const lifeCycleSaving = `Over its life cycle, biodiesel made from used cooking oil emits ${Math.round(UCO_BIODIESEL_DEFAULT_SAVING * 100)} to ${percent(UCO_BIODIESEL_TYPICAL_SAVING)} less greenhouse gas than the fossil diesel it replaces, by the default and typical values of the EU’s renewable energy directive (RED II); our figures use the default, ${percent(UCO_BIODIESEL_DEFAULT_SAVING)}, the lower of the two.`;

/**
 * The yield in config/oilFactors.ts, with where it comes from: Ehsan and Chowdhury, "Production of
 * biodiesel using alkaline based catalysts from waste cooking oil: a case study", Procedia Engineering
 * 105 (2015) 638-645 (config/factorSources.ts, UCO_YIELD_STUDY_URL), a feasibility study whose
 * abstract says "yield for biodiesel production is considered in the range of 80-90%". One study,
 * which assumes the range rather than measuring it: hence "a published study … works with", not
 * "published studies give". The losses to water, sediment and free fatty acids are oilFactors.ts's
 * reason for taking the low end, not the study's.
 */
export const biodieselYield = `From a kilogram of used cooking oil as collected, once water, sediment and free fatty acids are lost, the partner plants make about ${UCO_BIODIESEL_KG_PER_KG} kg of biodiesel: the low end of the 80 to 90 per cent yield that a published feasibility study of biodiesel from waste cooking oil works with.`;

/**
 * Ministry of Petroleum and Natural Gas, Guidelines for sale of biodiesel for blending with High
 * Speed Diesel for transportation purposes, notified 30 April 2019: permission to sell biodiesel
 * (B100) only, not any mixture of it; oil marketing companies blend, and consumers may buy B100 to
 * blend for their own use (allowed since the order of 29 June 2017).
 * Those guidelines cover sale for transport. A buyer who blends B100 into the diesel of its
 * generators buys under the Government's permission of 29 June 2017 to sell biodiesel to all
 * consumers for blending, which the Ministry's biodiesel page states ("On 29.06.2017 Government
 * allowed sale of biodiesel to all consumers for blending"), not under the 2019 guidelines.
 */
export const whoBlends =
  'We sell biodiesel only as B100 to IS 15607, never as a ready blend: under the Petroleum Ministry’s guidelines of April 2019, sellers like us may sell B100 alone. Oil marketing companies blend it into the diesel they sell, and a bulk buyer such as a fleet or a factory may blend it into its own diesel, in its own tanks, for its own use. The 2019 guidelines cover fuel for transport; a buyer who blends B100 for its generators does so under the Government’s permission of 29 June 2017 to sell biodiesel to all consumers for blending.';

/** What moves the rate within its range, for the rate cards. */
export const whatMovesTheRate = [
  'Water: we pay for oil, not water. A water layer is measured and taken off the weight, and cloudy, wet oil is paid at the bottom of the range.',
  'Sediment: food bits and sludge are taken off the weight too; oil strained through a cloth or a mesh earns more.',
  'Free fatty acids: oil fried in again and again, dark and sour-smelling, carries more of them and costs the plant more to make into biodiesel, so it is paid nearer the bottom of the range.',
  'The market: the range moves with the price of biodiesel feedstock.',
];

/** Names of oilRates' regions in this language. */
export const regionNames: Record<(typeof oilRates)[number]['region'], string> = {
  'North India': 'North India',
  'West and Central India': 'West and Central India',
  'South India': 'South India',
  'East and North-East India': 'East and North-East India',
};

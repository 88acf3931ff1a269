import { describe, expect, it } from 'vitest';
import { faqJsonLd } from '../../src/components/seo/pageJsonLd';
import { franchisePayback, franchiseTerms } from '../../src/config/franchise';
import { formatIndian } from '../../src/config/indianNumbers';
import { BIODIESEL_MJ_PER_KG, FOSSIL_COMPARATOR_G_PER_MJ, OIL_KG_PER_LITRE, UCO_BIODIESEL_DEFAULT_SAVING, UCO_BIODIESEL_KG_PER_KG } from '../../src/config/oilFactors';
import { companyFigures, site } from '../../src/config/site';
import { allIndiaRate, householdMinimumEarns } from '../../src/config/oilRates';
import { calculate, rateBand } from '../../src/features/calculator/figures';
import { formatRupees } from '../../src/features/calculator/format';
import { defaultInputs } from '../../src/features/calculator/inputs';
import { newsfeeds } from '../../src/mocks/data/news';

// Every company figure a page quotes comes from one source: the base facts in config/site.ts and
// the calculator's published factors. The pages (both languages), the calculator, the news and the
// structured data must agree with it.

const english = import.meta.glob<Record<string, unknown>>(['../../src/content/*.ts', '../../src/content/pages/*.ts'], { eager: true });
const hindi = import.meta.glob<Record<string, unknown>>(['../../src/content/hi/*.ts', '../../src/content/hi/pages/*.ts'], { eager: true });

/** Every string in a module's exports, with where it was found. */
function stringsOf(value: unknown, at: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => stringsOf(item, `${at}[${index}]`, found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${at}.${key}`, found);
  return found;
}

/** Every { value, label } figure in a module's exports. */
function figuresOf(value: unknown, found: { value: string; label: string }[] = []): { value: string; label: string }[] {
  if (Array.isArray(value)) value.forEach((item) => figuresOf(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.label === 'string') found.push({ value: record.value, label: record.label });
    else Object.values(record).forEach((item) => figuresOf(item, found));
  }
  return found;
}

const languages = [
  { name: 'English', modules: english, tonnes: 'tonnes' },
  { name: 'Hindi', modules: hindi, tonnes: 'टन' },
] as const;

describe('the derived figures', () => {
  const tonnesToBiodiesel = site.figures.tonnesCollectedToDate * site.destinations['Biodiesel plant'];

  it('biodiesel made: the oil sent to the partner plants at the yield, rounded down to 100 tonnes', () => {
    // 52,000 t × 0.9 to biodiesel × 0.8 kg a kg = 37,440 t.
    const exact = tonnesToBiodiesel * UCO_BIODIESEL_KG_PER_KG;
    expect(companyFigures.biodieselTonnes).toBe(Math.floor(exact / 100) * 100);
    expect(companyFigures.biodieselTonnes).toBe(37_400);
  });

  it('CO2e avoided: that biodiesel × 37 MJ a kg × 94 g CO2e a MJ × the 84 % default saving, rounded down', () => {
    const exactTonnes = (tonnesToBiodiesel * UCO_BIODIESEL_KG_PER_KG * BIODIESEL_MJ_PER_KG * FOSSIL_COMPARATOR_G_PER_MJ * UCO_BIODIESEL_DEFAULT_SAVING) / 1000;
    expect(companyFigures.co2eAvoidedTonnes).toBe(Math.floor(exactTonnes / 1000) * 1000);
    expect(companyFigures.co2eAvoidedTonnes).toBe(109_000);
  });

  it('the calculator gives the same CO2e for the same kilograms', () => {
    const result = calculate({ ...defaultInputs, amount: '1000', unit: 'kg', per: 'month' }, null);
    if (!result.ok) throw new Error(result.problem);
    const perTonne = result.figures.co2e.avoidedKg / 1000;
    expect(Math.floor((tonnesToBiodiesel * perTonne) / 1000) * 1000).toBe(companyFigures.co2eAvoidedTonnes);
  });

  it('kitchens: the food businesses and the homes served', () => {
    expect(companyFigures.kitchens).toBe(site.figures.foodBusinesses + site.figures.households);
  });
});

describe.each(languages)('the pages in $name quote the derived figures', ({ modules, tonnes }) => {
  const strings = Object.entries(modules).flatMap(([file, module]) => stringsOf(module, file));
  const figures = Object.values(modules).flatMap((module) => figuresOf(module));

  it('every CO2e figure is the company’s CO2e to date', () => {
    const co2e = figures.filter((figure) => /CO2e/.test(figure.label));
    expect(co2e.length).toBeGreaterThanOrEqual(3); // home, impact, ESG
    for (const figure of co2e) expect(figure.value, figure.label).toBe(`${formatIndian(companyFigures.co2eAvoidedTonnes)} ${tonnes}`);
  });

  it('every figure in tonnes is one of the company’s figures to date', () => {
    const allowed = [site.figures.tonnesCollectedToDate, companyFigures.biodieselTonnes, companyFigures.co2eAvoidedTonnes].map((value) => `${formatIndian(value)} ${tonnes}`);
    const inTonnes = figures.filter((figure) => new RegExp(`^[\\d,]+ ${tonnes}$`).test(figure.value));
    expect(inTonnes.length).toBeGreaterThanOrEqual(5);
    for (const figure of inTonnes) expect(allowed, figure.label).toContain(figure.value);
  });

  it('CO2e tonnes in running text are the company’s too, and nothing says plain CO2', () => {
    for (const [at, text] of strings) {
      for (const match of text.matchAll(new RegExp(`([\\d,]+) ${tonnes} (?:of )?CO2e`, 'g'))) expect(match[1], at).toBe(formatIndian(companyFigures.co2eAvoidedTonnes));
      // CO2 appears only as CO2e, or explaining it ("CO2 equivalent", "CO2 के बराबर").
      expect(text.replace(/CO2e|CO2 equivalent|CO2 के बराबर/g, ''), at).not.toMatch(/CO2|कार्बन डाइऑक्साइड/);
    }
  });

  it('the kitchens figure is the derived one', () => {
    const kitchens = figures.filter((figure) => /kitchens|किचन/.test(figure.label) && /^[\d,]+$/.test(figure.value));
    expect(kitchens.length).toBeGreaterThanOrEqual(1);
    for (const figure of kitchens) expect(figure.value).toBe(formatIndian(companyFigures.kitchens));
  });
});

describe('one sentence for the life-cycle saving', () => {
  it('no page writes its own saving range: every "80 to 90 per cent" is the yield sentence of content/facts.ts', async () => {
    const facts = { en: (await import('../../src/content/facts')).biodieselYield, hi: (await import('../../src/content/hi/facts')).biodieselYield };
    for (const [language, modules, range] of [
      ['en', english, '80 to 90 per cent'],
      ['hi', hindi, '80 से 90 प्रतिशत'],
    ] as const) {
      for (const [at, text] of Object.entries(modules).flatMap(([file, module]) => stringsOf(module, file))) {
        if (at.endsWith('.biodieselYield')) continue;
        expect(text.split(range).length, at).toBe(text.split(facts[language]).length);
      }
    }
  });
});

describe('the rate card', () => {
  const business = allIndiaRate('business');
  const household = allIndiaRate('household');
  const homeMinimum = householdMinimumEarns();

  it('is the calculator’s all-India range, and a home’s minimum pickup earns what the calculator says', () => {
    expect(rateBand('restaurant', null)).toEqual({ ...business, region: null });
    expect(rateBand('household', null)).toEqual({ ...household, region: null });
    const result = calculate({ ...defaultInputs, kitchen: 'household', amount: String(site.figures.householdMinimumLitres), unit: 'litres', per: 'month' }, null);
    if (!result.ok) throw new Error(result.problem);
    expect(result.figures.kgPerMonth).toBe(homeMinimum.kg);
    expect([formatRupees(result.figures.paymentMin), formatRupees(result.figures.paymentMax)]).toEqual([`₹${homeMinimum.min}`, `₹${homeMinimum.max}`]);
    expect(homeMinimum.kg).toBeCloseTo(site.figures.householdMinimumLitres * OIL_KG_PER_LITRE, 1);
  });

  it.each(languages)('the FAQ answers “How much do you pay per kg?” with those numbers in $name, on the page and in its FAQ JSON-LD', ({ modules }) => {
    const faq = Object.entries(modules).find(([file]) => file.endsWith('/servicesFaq.ts'))![1] as { pricingAndPayment: { question: string; answer: string } };
    const [entry] = (faqJsonLd([faq.pricingAndPayment]).mainEntity as { acceptedAnswer: { text: string } }[]);
    for (const text of [faq.pricingAndPayment.answer, entry.acceptedAnswer.text]) {
      for (const rupees of [business.min, business.max, household.min, household.max, homeMinimum.min, homeMinimum.max]) expect(text).toContain(`₹${rupees}`);
      expect(text).toContain('UPI');
    }
  });
});

describe('the franchise', () => {
  const payback = franchisePayback();

  it('typical partners together hand over no more oil than the company collects', () => {
    const tonnesPerMonth = (site.figures.litresCollectedPerMonth * OIL_KG_PER_LITRE) / 1000;
    expect(site.figures.franchisePartners * payback.tonnesPerMonth.min).toBeLessThanOrEqual(tonnesPerMonth);
  });

  it('breaks even in whole months worked out from the investment and the typical volumes', () => {
    const small = franchiseTerms.smallTown;
    const monthly = small.tonnesPerMonth * 1000 * small.marginPerKg - small.runningCostPerMonth;
    expect(payback.months.max).toBe(Math.ceil((site.figures.franchiseInvestmentLakh.min * 100_000) / monthly));
    expect(payback.months).toEqual({ min: 36, max: 50 });
  });

  it.each(languages)('the franchise FAQ in $name says yes to exclusivity and gives the break-even months', ({ modules }) => {
    const page = Object.entries(modules).find(([file]) => file.endsWith('/franchise.ts'))![1].franchise as { faq: { question: string; answer: string }[] };
    const [exclusive, breakEven] = page.faq.slice(1);
    expect(exclusive.answer).toMatch(/^(Yes\.|हाँ।)/);
    expect(exclusive.answer).toContain(String(franchiseTerms.termYears));
    expect(breakEven.answer).toContain(`${payback.months.min}`);
    expect(breakEven.answer).toContain(`${payback.months.max}`);
    expect(breakEven.answer).toContain(formatIndian(payback.monthlyProfit.min));
  });
});

describe('the news articles', () => {
  it('quote the company’s CO2e to date and nothing else', () => {
    const text = newsfeeds.map((article) => article.description).join(' ');
    const quoted = [...text.matchAll(/(?<![\d.])([\d,]+) tonnes of CO2e\b/g)].map((match) => match[1]);
    expect(quoted).toEqual([formatIndian(companyFigures.co2eAvoidedTonnes)]);
    const perTonne = [...text.matchAll(/(\d+\.\d) tonnes of CO2e avoided per tonne/g)].map((match) => match[1]);
    expect(perTonne).toEqual([(companyFigures.co2eAvoidedTonnes / site.figures.tonnesCollectedToDate).toFixed(1)]);
    expect(text).not.toMatch(/CO₂|CO2(?!e)/);
  });
});

import { describe, expect, it } from 'vitest';
import { faqJsonLd } from '../../src/components/seo/pageJsonLd';
import { franchisePayback, franchiseTerms, monthlyRunningCost, partnerPayback } from '../../src/config/franchise';
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

  it('the calculator counts the same share of the oil as biodiesel: summed over the oil collected, it gives the company’s CO2e', () => {
    const result = calculate({ ...defaultInputs, amount: '1000', unit: 'kg', per: 'month' }, null);
    if (!result.ok) throw new Error(result.problem);
    const perTonneCollected = result.figures.co2e.avoidedKg / 1000;
    expect(Math.floor((site.figures.tonnesCollectedToDate * perTonneCollected) / 1000) * 1000).toBe(companyFigures.co2eAvoidedTonnes);
    expect(result.figures.co2e.oilKg).toBeCloseTo(1000 * site.destinations['Biodiesel plant'], 1);
  });

  it('the ESG article’s tonnes of CO2e per tonne of oil are the calculator’s, and the company’s to one decimal', async () => {
    const { co2PerTonne } = await import('../../src/mocks/data/news');
    const result = calculate({ ...defaultInputs, amount: '1000', unit: 'kg', per: 'month' }, null);
    if (!result.ok) throw new Error(result.problem);
    expect(co2PerTonne).toBeCloseTo(result.figures.co2e.avoidedKg / 1000, 9);
    expect(co2PerTonne.toFixed(1)).toBe((companyFigures.co2eAvoidedTonnes / site.figures.tonnesCollectedToDate).toFixed(1));
    const article = newsfeeds.find((item) => /ESG report/.test(item.title))!;
    expect(article.description).toContain(`about ${co2PerTonne.toFixed(1)} tonnes of CO2e avoided per tonne of oil collected`);
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
    const partners = [
      [site.figures.franchiseInvestmentLakh.min, franchiseTerms.smallTown],
      [site.figures.franchiseInvestmentLakh.max, franchiseTerms.largeCity],
    ] as const;
    const months = partners.map(([lakh, partner]) => {
      const running = Object.values(partner.monthlyRunningCosts).reduce((sum, item) => sum + item, 0);
      return Math.ceil((lakh * 100_000) / (partner.tonnesPerMonth * 1000 * partner.marginPerKg - running));
    });
    expect(payback.months).toEqual({ min: Math.min(...months), max: Math.max(...months) });
  });

  it('runs on itemised running costs, and a partner’s margin and payback are plausible', () => {
    for (const partner of [franchiseTerms.smallTown, franchiseTerms.largeCity]) {
      const items = Object.values(partner.monthlyRunningCosts);
      expect(items.length).toBeGreaterThanOrEqual(8);
      for (const item of items) expect(Number.isInteger(item) && item > 0).toBe(true);
      expect(monthlyRunningCost(partner)).toBe(items.reduce((sum, item) => sum + item, 0));
      // UCO aggregators in India work on about ₹8-15 a kg.
      expect(partner.marginPerKg).toBeGreaterThanOrEqual(8);
      expect(partner.marginPerKg).toBeLessThanOrEqual(15);
    }
    expect(payback.monthlyProfit.min).toBeGreaterThan(0);
    // Between two and a half and four years, on the smallest and the largest investment.
    expect(payback.months.min).toBeGreaterThanOrEqual(30);
    expect(payback.months.max).toBeLessThanOrEqual(48);
  });

  it('a large city’s partner repays sooner than a small town’s, as the FAQ says, and a small town’s volume keeps its territory', () => {
    const small = partnerPayback(site.figures.franchiseInvestmentLakh.min, franchiseTerms.smallTown);
    const large = partnerPayback(site.figures.franchiseInvestmentLakh.max, franchiseTerms.largeCity);
    expect(large.months).toBeLessThan(small.months);
    expect(franchiseTerms.minimumTonnesPerMonth).toBeLessThan(franchiseTerms.smallTown.tonnesPerMonth);
  });

  it('the franchise story’s volume a van is no more than a typical city partner’s', () => {
    const story = newsfeeds.find((item) => /franchise partner’s story/.test(item.title))!;
    const count = ['one', 'two', 'three', 'four', 'five', 'six'];
    const vans = count.indexOf(/runs (\w+) vans/.exec(story.description)![1]) + 1;
    const tonnes = Number(/around (\d+) tonnes of used cooking oil a month/.exec(story.description)![1]);
    expect(story.excerpt).toContain(`around ${tonnes} tonnes`);
    const { largeCity } = franchiseTerms;
    expect(vans).toBeGreaterThan(0);
    expect(tonnes / vans).toBeLessThanOrEqual(largeCity.tonnesPerMonth / largeCity.vans);
  });

  it.each(languages)('the franchise FAQ in $name says yes to exclusivity and gives the break-even months', ({ modules }) => {
    const page = Object.entries(modules).find(([file]) => file.endsWith('/franchise.ts'))![1].franchise as { faq: { question: string; answer: string }[] };
    const [exclusive, breakEven] = page.faq.slice(1);
    expect(exclusive.answer).toMatch(/^(Yes\.|हाँ।)/);
    expect(exclusive.answer).toContain(String(franchiseTerms.termYears));
    expect(breakEven.answer).toContain(`${payback.months.min}`);
    expect(breakEven.answer).toContain(`${payback.months.max}`);
    for (const rupees of [payback.monthlyProfit.min, payback.monthlyProfit.max, payback.runningCostPerMonth.min, payback.runningCostPerMonth.max]) {
      expect(breakEven.answer).toContain(`₹${formatIndian(rupees)}`);
    }
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

describe('the years operating', () => {
  it('are counted from the first day of collecting to the day the figures were counted, by the calendar', async () => {
    const { wholeYearsBetween } = await import('../../src/config/site');
    expect(companyFigures.yearsOperating).toBe(wholeYearsBetween(site.collectingSince, site.figuresAsOf));
    expect(wholeYearsBetween('2019-04-01', '2026-03-31')).toBe(6);
    expect(wholeYearsBetween('2019-04-01', '2026-04-01')).toBe(7);
    expect(wholeYearsBetween('2019-04-01', '2026-11-01')).toBe(7);
  });
});

describe('the pages agree with each other', () => {
  const copy = [...Object.entries(english), ...Object.entries(hindi)].flatMap(([file, module]) => stringsOf(module, file));
  const news = newsfeeds.flatMap((item) => [item.title, item.excerpt, item.description].map((text) => [item.slug, text] as const));

  it('the oil goes to a biodiesel plant, never a "refinery"', () => {
    for (const [at, text] of [...copy, ...news]) expect(text, at).not.toMatch(/\brefinery\b|रिफ़ाइनरी/i);
  });

  it('a franchise partner works where the company has no depot: the franchise story is set in a town outside the city table', async () => {
    const { serviceAreas } = await import('../../src/config/serviceAreas');
    const story = newsfeeds.find((item) => /franchise partner’s story/.test(item.title))!;
    const town = /a (\w+) franchise partner’s story/.exec(story.title)![1];
    expect(serviceAreas.map((area) => area.city)).not.toContain(town);
  });

  it('the demo news says when the company’s figures were counted, too', async () => {
    const { figuresAsOfDate } = await import('../../src/content/asOf');
    const figures = [site.figures.tonnesCollectedToDate, site.figures.households].map(formatIndian);
    const figure = new RegExp(`(?<![\\d,])(?:${figures.join('|')}) |\\b${site.figures.franchisePartners} GreenDrop franchise partners`);
    const mentions = news.filter(([, text]) => figure.test(text));
    expect(mentions.length).toBeGreaterThanOrEqual(3);
    for (const [at, text] of mentions) expect(text, at).toContain(figuresAsOfDate);
  });

  it('homes are paid, not given green points, in the news too', () => {
    const household = newsfeeds.filter((item) => /household|homes/i.test(item.title));
    expect(household.length).toBeGreaterThanOrEqual(1);
    for (const item of household) expect(item.description).not.toMatch(/you receive \S+ green points|society’s account earns the points/i);
  });

  it('no article has a home earning green points (homes are paid on the day; points are for food businesses)', () => {
    const sentences = newsfeeds.flatMap((item) =>
      [item.title, item.excerpt, ...item.description.replace(/<[^>]+>/g, '\n').split(/\n|(?<=[.!?])\s+/)].map((sentence) => [item.slug, sentence] as const),
    );
    const homesEarning = sentences.filter(([, sentence]) => /\b(?:households?|homes?|famil(?:y|ies))\b/i.test(sentence) && /\bearn(?:s|ed|ing)?\b.*\bpoints?\b/i.test(sentence));
    expect(homesEarning).toEqual([]);
  });

  it('the pickup FAQ quotes the city table’s first-pickup days', async () => {
    const { firstPickupDaysRange } = await import('../../src/config/serviceAreas');
    const services = (await import('../../src/content/pages/services')).services;
    const faq = JSON.stringify(services);
    expect(faq).toContain(`within ${firstPickupDaysRange.min} to ${firstPickupDaysRange.max} days`);
    expect(faq).not.toMatch(/one to two working days/);
  });
});

describe.each([
  { name: 'English', modules: english, facts: () => import('../../src/content/asOf'), home: () => import('../../src/content/home'), vans: 'vans', partners: 'partners|पार्टनर' },
  { name: 'Hindi', modules: hindi, facts: () => import('../../src/content/hi/asOf'), home: () => import('../../src/content/hi/home'), vans: 'वैन', partners: 'पार्टनर' },
])('every company figure in $name says when it was counted', ({ modules, facts, home, vans, partners }) => {
  const numbers = [site.figures.tonnesCollectedToDate, companyFigures.co2eAvoidedTonnes, companyFigures.biodieselTonnes, companyFigures.kitchens, site.figures.foodBusinesses, site.figures.households].map(formatIndian);
  const companyFigure = new RegExp(`(?<![\\d,])(?:${numbers.join('|')})(?![\\d,])|\\b${site.figures.collectionVans} (?:${vans})|\\b${site.figures.franchisePartners} (?:फ़्रैंचाइज़ी |franchise )?(?:${partners})`);

  /** Every section (anything with figures) and every string outside figures, with where it is. */
  function walk(value: unknown, at: string, sections: [string, { figures: { value: string }[]; figuresNote?: string; note?: string }][], texts: [string, string][]) {
    if (typeof value === 'string') texts.push([at, value]);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`, sections, texts));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.figures)) sections.push([at, record as never]);
      for (const [key, item] of Object.entries(record)) if (key !== 'figures') walk(item, `${at}.${key}`, sections, texts);
    }
  }

  it('under the key figures, and in the running text', async () => {
    const { figuresAsOf, figuresAsOfDate } = await facts();
    expect(figuresAsOfDate).toMatch(/^1 (November|नवंबर) 2026$/);
    const sections: Parameters<typeof walk>[2] = [];
    const texts: [string, string][] = [];
    for (const [file, module] of Object.entries(modules)) walk(module, file, sections, texts);
    const withCompanyFigures = sections.filter(([, section]) => section.figures.some((figure) => companyFigure.test(figure.value)));
    expect(withCompanyFigures.length).toBeGreaterThanOrEqual(6);
    for (const [at, section] of withCompanyFigures) expect(section.figuresNote ?? section.note, at).toBe(figuresAsOf);
    expect(((await home()).default as { impact: { note: string } }).impact.note).toBe(figuresAsOf);
    for (const [at, text] of texts) if (companyFigure.test(text)) expect(text, at).toContain(figuresAsOfDate);
  });
});

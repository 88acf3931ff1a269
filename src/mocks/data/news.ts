import type { Newsfeed } from '../../types/api';
import { companyFigures, site, toBiodieselKg } from '../../config/site';
import { rateBand } from '../../features/calculator/figures';
import { BIODIESEL_BLENDING_TARGET, FSSAI_FRESH_OIL_MAX_TPC_PERCENT, FSSAI_RECORDS_LITRES_PER_DAY, FSSAI_USED_OIL_MAX_TPC_PERCENT, UCO_BIODIESEL_KG_PER_KG, co2eAvoided } from '../../config/oilFactors';

/** Whole numbers with Indian digit grouping, e.g. 146000 -> "1,46,000". */
const fmt = (n: number): string => n.toLocaleString('en-IN');

const f = site.figures;
/** The day the company's figures were counted, as the pages write it (content/facts.ts). */
const figuresAsOfDate = new Date(`${site.figuresAsOf}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** What homes in Pune (Maharashtra) are paid a kg, from the rate card (config/oilRates.ts). */
const puneHomes = rateBand('household', 'Maharashtra');
const ppk = f.greenPointsPerKg;
/**
 * Tonnes of CO2e avoided per tonne of oil collected, across the network: the calculator's formula for
 * a tonne, of which the share sent to biodiesel plants counts (config/site.ts), as the company's figures.
 */
export const co2PerTonne = co2eAvoided(toBiodieselKg(1000)).avoidedKg / 1000;
/** The worked example in the ESG article: 12 properties x 800 kg a month. */
const chainTonnesPerYear = (12 * 800 * 12) / 1000;

/** News articles, newest first. */
export const newsfeeds: Newsfeed[] = [
  {
    id: 7,
    slug: 'used-cooking-oil-in-hotel-esg-reports',
    title: 'Used cooking oil in your ESG report: a guide for hotel chains',
    excerpt:
      'Spent frying oil is a small line in a hotel’s waste data, but one of the easiest to get right. Here is how to report it under BRSR and where it sits in scope 3.',
    image: '/images/news/used-cooking-oil-in-hotel-esg-reports.svg',
    published_at: '2026-11-12T10:00:00+05:30',
    description: `<p>For a hotel chain, used cooking oil is rarely the biggest number in a sustainability report. A large business hotel with an all-day diner, a banquet kitchen and a staff canteen might produce 600 to 1,200 kg of it a month. But it is one of the few waste streams where the data can be complete, verified and tied to a measurable climate benefit, and investors and auditors notice when it is.</p>
<h2>Where it sits in BRSR</h2>
<p>SEBI’s Business Responsibility and Sustainability Report (BRSR) is mandatory for the top 1,000 listed companies by market capitalisation, and many unlisted hotel groups now prepare one for lenders and corporate clients. Used cooking oil belongs under <strong>Principle 6</strong>, which asks for the waste a company generates by category and how much of each category was recovered through recycling, re-use or other recovery operations. Report it as other non-hazardous waste, name it specifically, and record the quantity as recycled.</p>
<p>Waste figures are also among the <em>BRSR Core</em> indicators that the largest listed companies must have independently assured. Assurance means every kilogram in the report has to trace back to a source document.</p>
<h2>Scope 3: waste generated in operations</h2>
<p>Under the GHG Protocol, emissions from treating the waste a company generates fall in <strong>scope 3, category 5</strong>, waste generated in operations. Sending used oil to a registered biodiesel route instead of drains, landfill or informal resale keeps those emissions low. The fuel made from it replaces fossil diesel, but be careful how you claim that: the GHG Protocol asks for avoided emissions to be reported separately, never netted off your scope 1, 2 or 3 inventory.</p>
<h2>What data you need</h2>
<p>For each property and each month, your sustainability team should be able to pull:</p>
<ul>
<li>kilograms of used oil handed over, taken from collection receipts;</li>
<li>the collector’s registration and ISCC EU certificate number;</li>
<li>the end use (biodiesel) and the batch references that link your oil to the biodiesel plant;</li>
<li>fresh oil purchased in the same period, as a reasonableness check on the figures.</li>
</ul>
<p>GreenDrop’s vendor dashboard shows month-by-month quantities for every property, and each figure is backed by receipts your auditors can sample. Our <a href="/traceability-of-used-cooking-oil">traceability page</a> explains the chain from kitchen to biodiesel plant.</p>
<h3>A worked example</h3>
<p>Take a chain of 12 properties that each hand over an average of 800 kg a month. That is 9,600 kg a month, or about ${fmt(Math.round(chainTonnesPerYear))} tonnes a year, all reported under Principle 6 as recovered through recycling. Using the factor we apply across our network, about ${co2PerTonne.toFixed(1)} tonnes of CO2e avoided per tonne of oil collected, the chain can describe roughly ${fmt(Math.round((chainTonnesPerYear * co2PerTonne) / 10) * 10)} tonnes of avoided emissions a year in its narrative, shown apart from its inventory.</p>
<p>One housekeeping point matters more than any formula: make sure every kitchen uses the same collector and keeps its receipts. Gaps between properties are what auditors question first.</p>
<p>Our <a href="/food-business-compliance-solution">compliance solution for food businesses</a> covers multi-property groups under a single contract, with one login for the whole portfolio. <a href="/contact-us">Talk to us</a> about setting one up before your next reporting year begins.</p>`,
  },
  {
    id: 6,
    slug: 'tiruppur-franchise-partner-story',
    title: 'From one van to three: a Tiruppur franchise partner’s story',
    excerpt:
      'Karthik Subramaniam started with a single van and 22 outlets in 2023. Today his team collects around 36 tonnes of used cooking oil a month.',
    image: '/images/news/tiruppur-franchise-partner-story.svg',
    published_at: '2026-10-08T11:30:00+05:30',
    description: `<p>When Karthik Subramaniam signed his GreenDrop franchise agreement in early 2023, he had spent twelve years running a catering supplies business in Tiruppur, a town where GreenDrop had no depot of its own, and knew most of the town’s restaurant owners by name. What he did not yet know was how to persuade them to hand over their used cooking oil.</p>
<h2>Starting small</h2>
<p>He began with one collection van, a 2,000 litre settling tank in a rented godown off the Avinashi road, a calibrated platform scale and 22 signed outlets, most of them customers from his old business. His set-up cost came to about ₹21 lakh, in the middle of the ₹${f.franchiseInvestmentLakh.min} to ₹${f.franchiseInvestmentLakh.max} lakh range we quote to new partners, with the van, the tank and working capital taking the largest shares.</p>
<p>“The first month was slow,” he says. “Restaurant owners were used to selling old oil to whoever came by with cash. I had to explain why a receipt matters more than two rupees extra per kilo.”</p>
<h2>What changed</h2>
<p>Three things, Karthik says, turned the corner:</p>
<ol>
<li><strong>Compliance.</strong> When food safety officers in the district began asking for oil registers during inspections, outlets with GreenDrop receipts had an easy answer. His team started offering free TPC checks on their rounds, which opened many doors.</li>
<li><strong>Reliable schedules.</strong> Fixed pickup days for each area, announced a week ahead, meant kitchens stopped storing oil in open tins behind the back door.</li>
<li><strong>Green points.</strong> Kitchen managers liked <a href="/redeem-your-green-points">redeeming points</a> for gloves, strainers and storage drums, and the points gave them a reason to call his team instead of a local buyer.</li>
</ol>
<h2>Where the business stands now</h2>
<p>Today the Tiruppur franchise runs three vans and a team of nine from its own depot. It collects from about 260 restaurants, hotels, bakeries and sweet shops, and hands around 36 tonnes of used cooking oil a month to GreenDrop’s Coimbatore depot, from where it goes on to a partner biodiesel plant. It also handles household pickups for two large gated communities in the town, where residents pool their oil in a shared drum.</p>
<p>“The vans are the visible part,” Karthik says. “The real asset is the list of kitchens that trust us to turn up on Tuesday.”</p>
<h3>Karthik’s advice for new partners</h3>
<ul>
<li>Walk your town’s food streets before you buy a van. Route density decides whether a day’s driving pays.</li>
<li>Weigh every drum in front of the customer. Trust is the product you are really selling.</li>
<li>Keep the paperwork clean from day one. The ISCC audit checks it, and so do your customers.</li>
<li>Hire collectors who can talk to a head chef as easily as they can lift a 32 kg drum.</li>
</ul>
<p>Karthik is one of ${f.franchisePartners} GreenDrop franchise partners (as of ${figuresAsOfDate}), who collect in towns where GreenDrop has no depot of its own, beyond the ${f.cities} cities our own depots serve. Read about <a href="/franchise">becoming a franchise partner</a>, or <a href="/contact-us">speak to our franchise team</a> about the opportunity in your district.</p>`,
  },
  {
    id: 5,
    slug: 'household-collection-launches-in-pune',
    title: 'Household used cooking oil collection comes to Pune',
    excerpt:
      'From 15 September, homes across Pune can book a doorstep pickup for used cooking oil or pour it into a drop drum in their housing society.',
    image: '/images/news/household-collection-launches-in-pune.svg',
    published_at: '2026-09-03T09:00:00+05:30',
    description: `<p>Pune, your kitchen oil now has somewhere better to go. From <strong>15 September 2026</strong>, GreenDrop’s household collection service is open to homes across the city, from Kothrud and Aundh to Hadapsar, Kharadi and Pimpri-Chinchwad.</p>
<p>Most homes throw away small amounts of used oil: what is left after frying bhajis on a rainy evening, or the puri oil after a festival lunch. Poured down the sink, it cools, hardens and binds with other waste to block drains and sewers. Reused again and again, it builds up compounds that are bad for your health. Collected properly, it becomes biodiesel.</p>
<h2>How it works</h2>
<ol>
<li><strong>Save your oil.</strong> Let used oil cool completely, strain it through a fine sieve or a clean cloth, and pour it into a dry plastic bottle or can with a tight lid. You can keep adding to the same container for weeks.</li>
<li><strong>Book a pickup</strong> once you have at least ${f.householdMinimumLitres} litres, on our <a href="/household-collection">household collection page</a> or in the GreenDrop app.</li>
<li><strong>Hand it over.</strong> Our collector weighs the oil at your door, and a receipt arrives on your phone within minutes.</li>
<li><strong>Get paid.</strong> You are paid ₹${puneHomes.min} to ₹${puneHomes.max} a kg, by UPI or bank transfer on the day. Homes are paid in money, not green points, which are for food businesses’ accounts.</li>
</ol>
<h2>Society drop points</h2>
<p>Five litres can take a small family several months to collect. To make it easier, we are placing sealed drop drums in the common areas of housing societies. Residents pour in their strained oil, the society is paid for the oil at the household rate, and our van empties the drum once it holds ${f.minimumPickupKg} kg or more. Societies in Baner, Wakad and Viman Nagar have already signed up. If your managing committee would like a drum, <a href="/contact-us">get in touch</a> and we will arrange a visit.</p>
<h2>What we can and cannot take</h2>
<ul>
<li><strong>Yes:</strong> vegetable oils used for frying or cooking, including groundnut, sunflower, mustard, rice bran, soybean, palm and blended oils.</li>
<li><strong>No:</strong> engine oil, lubricants, paint, kerosene, or oil mixed with water, detergent or food scraps.</li>
<li><strong>No glass, please:</strong> bottles can break in transit and injure our team.</li>
</ul>
<h3>Why households matter</h3>
<p>Across our network, ${fmt(f.households)} households (as of ${figuresAsOfDate}) already recycle their oil with us, alongside ${fmt(f.foodBusinesses)} food businesses. A single home produces only a little, but across a city the size of Pune it adds up quickly, and almost all of it would otherwise end up in a drain. Find out what happens to your oil next on our <a href="/sustainable-fuel">sustainable fuel</a> page.</p>`,
  },
  {
    id: 4,
    slug: 'traceability-from-kitchen-to-biodiesel-plant',
    title: 'Kitchen to biodiesel plant: how we trace every kilogram of used cooking oil',
    excerpt:
      'Collection receipts, batch IDs and a mass balance let us show where every drum came from and where it went, which is what ISCC EU auditors and fuel buyers ask for.',
    image: '/images/news/traceability-from-kitchen-to-biodiesel-plant.svg',
    published_at: '2026-07-22T10:00:00+05:30',
    description: `<p>Used cooking oil has become valuable. Biodiesel made from it counts for more under European renewable fuel rules than fuel made from food crops, and that value creates a temptation to pass off fresh palm oil, or oil of unknown origin, as “used”. Fuel buyers and auditors therefore want proof, not promises, that every tonne really came out of a fryer. This is how GreenDrop builds that proof.</p>
<h2>1. The collection receipt</h2>
<p>Every pickup starts with a digital receipt created at the kitchen door. It records the outlet’s registered name and address, its FSSAI licence number, the number of drums, the gross and net weight from a calibrated scale, the time, the van’s GPS position and the collector’s name. The kitchen gets a copy by SMS and in its account, and the receipt number is what it writes in its oil register.</p>
<h2>2. The batch ID</h2>
<p>When a van returns to one of our aggregation depots, its receipts are closed and the oil is tipped into a settling tank. That tank load gets a <strong>batch ID</strong> linked to every receipt in it. When the batch is filtered, dried and loaded into a tanker for a partner biodiesel plant, the same ID travels on the delivery note, the weighbridge slip and the sustainability declaration.</p>
<h2>3. Mass balance</h2>
<p>Once drums are mixed in a tank, individual litres cannot be followed. Instead we run a <strong>mass balance</strong>. For each depot and each period we reconcile:</p>
<ul>
<li>kilograms received against collection receipts;</li>
<li>kilograms dispatched against delivery notes;</li>
<li>stock in the tanks at the start and end of the period;</li>
<li>process losses, such as water and sludge removed, against expected limits.</li>
</ul>
<p>The quantity we sell as sustainable can never exceed the quantity that came in with receipts. Any gap above tolerance is investigated before the period is closed.</p>
<h2>4. ISCC EU certification</h2>
<p>GreenDrop is certified under <em>ISCC EU</em> as a collecting point for used cooking oil (certificate ${site.registration.iscc}). ISCC is the International Sustainability and Carbon Certification scheme recognised under the EU Renewable Energy Directive. Under ISCC, each kitchen that supplies us is a <strong>point of origin</strong> and signs a self-declaration that its oil is genuinely used cooking oil and has not been mixed with fresh oil. Independent auditors visit our depots every year, check receipts against the mass balance, and inspect a sample of the kitchens themselves.</p>
<h3>What this means for your kitchen</h3>
<ol>
<li>Note the receipt number in your oil register. It is also your evidence for an FSSAI inspector.</li>
<li>Hand over only used oil, never fresh oil, water or other waste.</li>
<li>Keep your licence details up to date in your account so your receipts stay valid.</li>
<li>Sign the ISCC self-declaration when our team brings it; it takes two minutes a year.</li>
</ol>
<p>With ${fmt(f.tonnesCollectedToDate)} tonnes collected to ${figuresAsOfDate}, this paperwork is what lets our partner biodiesel plants sell certified fuel. See the chain step by step on our <a href="/traceability-of-used-cooking-oil">traceability page</a>, or <a href="/contact-us">ask us</a> for a copy of our certificate.</p>`,
  },
  {
    id: 3,
    slug: 'green-points-explained',
    title: 'Green points, explained: what every kilogram of used oil earns you',
    excerpt: `Each kilogram of used cooking oil a food business hands to GreenDrop earns ${ppk} green points. Here is how they are counted, when they arrive and what you can spend them on.`,
    image: '/images/news/green-points-explained.svg',
    published_at: '2026-06-10T09:30:00+05:30',
    description: `<p>Green points are our way of saying thank you to the food businesses that keep used cooking oil out of drains and out of the food chain. They cost nothing, they are added to your business account automatically, and they can be spent on practical things a kitchen actually uses.</p>
<h2>How points are earned</h2>
<p>The rule is simple: <strong>${ppk} green points for every kilogram</strong> of used cooking oil we collect. Points are worked out on the net weight recorded by our collection team at your door, after each drum is weighed on a calibrated scale and the weight of the empty drum is deducted. A standard 35 litre drum filled to the shoulder holds about 32 kg of oil, so one full drum earns ${32 * ppk} points.</p>
<p>Some examples:</p>
<ul>
<li>A busy quick-service outlet that hands over four drums a month, about 128 kg, earns ${fmt(128 * ppk)} points a month.</li>
<li>A hotel kitchen sending 900 kg a month earns ${fmt(900 * ppk)} points a month.</li>
<li>A small snack maker handing over ${f.minimumPickupKg} kg a month, our smallest business pickup, earns ${f.minimumPickupKg * ppk} points a month.</li>
</ul>
<h2>When points appear</h2>
<p>Points are credited once a collection is marked <em>Collected</em> in your account, usually within 24 hours of the pickup. Your dashboard shows each month’s oil, the amount paid for it and the points earned. Pending, scheduled or cancelled requests do not earn points until the oil has actually left your kitchen.</p>
<h2>What you can redeem them for</h2>
<p>The <a href="/redeem-your-green-points">rewards catalogue</a> lists kitchen and safety items chosen with food businesses in mind, for example:</p>
<ul>
<li>TPC tester strips and filtration paper, to keep frying oil within the FSSAI limit;</li>
<li>food-grade HDPE storage drums and oil funnels with strainers;</li>
<li>heat-resistant gloves, fire blankets and spill kits;</li>
<li>eco dishwash concentrate and compostable garbage bags.</li>
</ul>
<p>Items start at 150 points for an oil funnel with a strainer. A 35 litre storage drum costs 900 points, which a kitchen sending 450 kg a month earns in a single month. Add items to your cart, check out, and our collection team delivers them on your next pickup.</p>
<h3>Good to know</h3>
<ul>
<li>Your balance is simply the points you have earned minus the points you have used; both figures are shown on your dashboard.</li>
<li>Points cannot be exchanged for cash or transferred to another account.</li>
<li>Points come on top of the price we pay for your oil, not instead of it.</li>
<li>Green points are for food businesses’ accounts. Homes earn none: they are paid for their oil on the day, by UPI or bank transfer.</li>
</ul>
<p>Not yet collecting with us? <a href="/used-cooking-oil-collection">Book your first pickup</a>: the minimum is ${f.minimumPickupKg} kg. Cooking at home? <a href="/household-collection">Household collection</a> pays you for your oil from ${f.householdMinimumLitres} litres.</p>`,
  },
  {
    id: 2,
    slug: 'how-used-cooking-oil-becomes-biodiesel',
    title: 'From fryer to fuel tank: how used cooking oil becomes biodiesel',
    excerpt:
      'Cleaning, transesterification, the glycerine by-product, and why pure biodiesel is tested to IS 15607 before it is blended into diesel.',
    image: '/images/news/how-used-cooking-oil-becomes-biodiesel.svg',
    published_at: '2026-04-28T10:00:00+05:30',
    description: `<p>Used cooking oil looks like waste, but chemically it is still mostly triglycerides: three fatty acid chains attached to a glycerine backbone. That is exactly the raw material a biodiesel plant needs. Here is what happens to the oil after a GreenDrop van collects it from your kitchen.</p>
<h2>Step 1: cleaning and drying</h2>
<p>Collected oil arrives carrying food crumbs, water and sometimes traces of detergent. It is first settled and filtered to remove solids, then heated under vacuum to drive off moisture. Water is the enemy of the next steps, because it turns the catalyst into soap instead of fuel. Each batch is tested for free fatty acids, water and impurities before it is accepted.</p>
<h2>Step 2: dealing with free fatty acids</h2>
<p>Repeated frying breaks some fatty acids off the glycerine backbone. Fresh refined oil has well under 1 per cent free fatty acids; used oil commonly carries between 2 and 7 per cent. When the level is high, the plant first runs an acid-catalysed <em>esterification</em>, reacting those free acids with methanol so they become fuel rather than soap.</p>
<h2>Step 3: transesterification</h2>
<p>The cleaned oil is then mixed with methanol and a base catalyst, usually potassium or sodium hydroxide, and held at around 60 °C. In this reaction, called <strong>transesterification</strong>, each triglyceride swaps its glycerine backbone for three methanol molecules. The result is three molecules of fatty acid methyl ester (FAME), which is biodiesel, and one molecule of glycerine.</p>
<p>As a rule of thumb, 100 kg of clean, dry oil and about 11 kg of methanol give roughly 90 kg of finished biodiesel and around 10 kg of crude glycerine, after washing and drying losses. Counted from oil as it is collected, with its water, sediment and free fatty acids, we reckon on ${Math.round(UCO_BIODIESEL_KG_PER_KG * 100)} kg of biodiesel from 100 kg.</p>
<h2>Step 4: the glycerine by-product</h2>
<p>Glycerine is heavier than biodiesel, so it settles to the bottom of the reactor and is drawn off. Crude glycerine still holds methanol, salts and soap. The methanol is recovered and reused, and the glycerine is sold for refining into grades used by soap, cosmetics and chemical makers.</p>
<h2>Step 5: washing, testing and blending</h2>
<p>The raw biodiesel is washed to remove traces of catalyst, soap and methanol, dried, and tested. Pure biodiesel, known as <strong>B100</strong>, must meet the Bureau of Indian Standards specification <strong>IS 15607</strong>, which sets limits for ester content, density, viscosity, flash point, sulphur, water, free and total glycerine and oxidation stability, among others.</p>
<p>Few engines run on B100 alone. It is normally blended with fossil diesel, by an oil marketing company at its depot or by a bulk buyer in its own tanks for its own use; a private seller such as GreenDrop may sell only B100, never a ready blend, under the Petroleum Ministry’s guidelines of April 2019. Blends are named by their biodiesel share: <strong>B5</strong> is 5 per cent biodiesel and 95 per cent diesel and works in almost any diesel engine, while <strong>B20</strong> suits buses, trucks and generator sets whose makers approve it. India’s National Policy on Biofuels sets an indicative target of ${BIODIESEL_BLENDING_TARGET.percent} per cent biodiesel in diesel by ${BIODIESEL_BLENDING_TARGET.year}, and used cooking oil is one of the best feedstocks to meet it because it does not compete with food crops for land.</p>
<h3>Why it matters</h3>
<p>Every litre turned into fuel is a litre that did not go down a drain or back into a street-side kadhai. Since we began, and as of ${figuresAsOfDate}, GreenDrop has collected ${fmt(f.tonnesCollectedToDate)} tonnes of used cooking oil and avoided an estimated ${fmt(companyFigures.co2eAvoidedTonnes)} tonnes of CO2e. Read more about our <a href="/sustainable-fuel">sustainable fuel</a>, or <a href="/used-cooking-oil-collection">arrange a collection</a> for your kitchen.</p>`,
  },
  {
    id: 1,
    slug: 'fssai-25-percent-tpc-limit-what-to-log',
    title: `FSSAI’s ${FSSAI_USED_OIL_MAX_TPC_PERCENT}% TPC limit: what your kitchen must test and log`,
    excerpt:
      `Frying oil with more than ${FSSAI_USED_OIL_MAX_TPC_PERCENT} per cent total polar compounds must not be used. Here is how to test it, what to write down, and where the spent oil should go.`,
    image: '/images/news/fssai-25-percent-tpc-limit-what-to-log.svg',
    published_at: '2026-03-16T09:00:00+05:30',
    description: `<p>Every time oil is heated for frying, part of it breaks down. Heat, air, and the water and crumbs that come off the food split and oxidise the fats, producing what chemists call <strong>total polar compounds</strong>, or TPC. Fresh refined oil usually tests well below 10 per cent TPC. Oil that is used again and again climbs steadily past that, darkens, foams and starts to smoke at a lower temperature.</p>
<h2>What the rule says</h2>
<p>Under the Food Safety and Standards Authority of India’s regulations, cooking oil with TPC above <strong>${FSSAI_USED_OIL_MAX_TPC_PERCENT} per cent</strong> must not be used for food. Since July 2021 fresh oil, too, has a limit: no more than <strong>${FSSAI_FRESH_OIL_MAX_TPC_PERCENT} per cent</strong> TPC. FSSAI advises kitchens to avoid reusing oil where they can and to reheat it no more than three times if they must, and its 2019 direction on used oil told them not to top up oil past the limit with fresh oil, because topping up only dilutes the reading without removing the degraded compounds. Food businesses that use more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of oil a day for frying are expected to keep records of their oil and hand spent oil only to authorised collection agencies.</p>
<h2>How to test</h2>
<p>There are two common ways to check a fryer:</p>
<ul>
<li><strong>Test strips</strong>, dipped into oil at the temperature the maker states, change colour against a printed scale. They are cheap and quick, and good enough for a daily check.</li>
<li><strong>Handheld TPC meters</strong> give a direct percentage in a few seconds. Larger kitchens and chains usually keep one per site and have it calibrated as the maker recommends.</li>
</ul>
<p>Whichever you use, test at the same point in the day, for example just before lunch service, so that readings can be compared from day to day.</p>
<h2>What to log</h2>
<p>A food safety officer will want to see that you manage oil quality, not just promise to. A simple register, on paper or in an app, should show for each fryer:</p>
<ol>
<li>the date and time of each TPC reading and the value recorded;</li>
<li>when the oil was fully changed, and how many litres of fresh oil went in;</li>
<li>who carried out the test and who approved the change;</li>
<li>how much used oil was stored, and when it was handed over, with the collector’s name and receipt number.</li>
</ol>
<p>Keep the purchase invoices for fresh oil alongside the register. Matching litres bought against kilograms of used oil handed over is the quickest way to show that spent oil is not finding its way back into the food chain through unlicensed buyers.</p>
<h3>Where the old oil goes</h3>
<p>FSSAI’s <em>Repurpose Used Cooking Oil</em> (RUCO) initiative exists to send discarded oil to biodiesel makers instead of drains or roadside resellers, and GreenDrop is one such channel. Our <a href="/food-business-compliance-solution">food business compliance solution</a> gives you sealed drums, scheduled pickups from ${f.minimumPickupKg} kg upwards and a digital receipt for every collection that slots straight into your register. Every kilogram also earns green points you can <a href="/redeem-your-green-points">redeem</a> for kitchen supplies, including TPC test strips.</p>
<p>To set up collection for your outlet, <a href="/used-cooking-oil-collection">book a pickup</a> or <a href="/contact-us">talk to our team</a>.</p>`,
  },
];

import type { Product } from '../../types/api';
import { FSSAI_USED_OIL_MAX_TPC_PERCENT } from '../../config/oilFactors';

/** The green points rewards catalogue. */
export const products: Product[] = [
  {
    id: 1,
    name: 'Food-Grade HDPE Storage Drum, 35 L',
    description:
      'A food-grade HDPE drum with a screw-top lid for storing strained used oil between pickups. Holds about 32 kg of oil and stacks neatly in a back store.',
    image: '/images/products/hdpe-storage-drum.svg',
    points: 900,
    stock: 40,
  },
  {
    id: 2,
    name: 'Oil Filtration Paper, Pack of 100',
    description:
      'Pre-cut filter cones that take crumbs and carbon out of frying oil between services, so each batch stays below the TPC limit for longer.',
    image: '/images/products/oil-filtration-paper-pack.svg',
    points: 350,
    stock: 60,
  },
  {
    id: 3,
    name: 'TPC Tester Strips, Pack of 50',
    description:
      `Colour-change strips that show at a glance whether frying oil is near the FSSAI limit of ${FSSAI_USED_OIL_MAX_TPC_PERCENT}% total polar compounds. One strip per fryer per day lasts a two-fryer kitchen almost a month.`,
    image: '/images/products/tpc-tester-strips.svg',
    points: 2800,
    stock: 24,
  },
  {
    id: 4,
    name: 'Stainless Steel Fry Basket',
    description:
      'A heavy-gauge 304 stainless steel basket with a heat-insulated handle and a hook to drain over the fryer. Fits most 8 to 10 litre commercial fryers.',
    image: '/images/products/stainless-steel-fry-basket.svg',
    points: 1200,
    stock: 18,
  },
  {
    id: 5,
    name: 'Oil Spill Kit',
    description:
      'A lidded bucket with absorbent pads, socks, granules, gloves and disposal bags for cleaning up to 20 litres of spilt oil before anyone slips.',
    image: '/images/products/oil-spill-kit.svg',
    points: 2400,
    stock: 12,
  },
  {
    id: 6,
    name: 'Heat-Resistant Gloves, 1 Pair',
    description:
      'Silicone-coated aramid gloves rated for brief contact up to 250 °C, with long cuffs to protect wrists when changing fryer oil.',
    image: '/images/products/heat-resistant-gloves.svg',
    points: 450,
    stock: 30,
  },
  {
    id: 7,
    name: 'Kitchen Fire Blanket, 1.2 × 1.2 m',
    description:
      'A wall-mounted glass-fibre fire blanket with quick-release tapes for smothering small oil and pan fires. Mount it near the exit, away from the fryer.',
    image: '/images/products/kitchen-fire-blanket.svg',
    points: 1100,
    stock: 0,
  },
  {
    id: 8,
    name: 'Oil Funnel with Strainer',
    description:
      'A wide-mouth food-grade funnel with a removable fine mesh strainer, sized for the neck of a GreenDrop drum or a 5 litre can.',
    image: '/images/products/oil-funnel-with-strainer.svg',
    points: 150,
    stock: 50,
  },
  {
    id: 9,
    name: 'Eco Dishwash Concentrate, 5 L',
    description:
      'A plant-based, phosphate-free dishwash concentrate that cuts through fryer grease. Dilute one part in ten; one can makes about 50 litres of washing solution.',
    image: '/images/products/eco-dishwash-concentrate.svg',
    points: 700,
    stock: 45,
  },
  {
    id: 10,
    name: 'Compostable Garbage Bags, Pack of 90',
    description:
      'Large 24 × 32 inch bags made from certified compostable material, strong enough for wet kitchen waste.',
    image: '/images/products/compostable-garbage-bags.svg',
    points: 400,
    stock: 55,
  },
  {
    id: 11,
    name: 'LED Tube Light, 20 W',
    description:
      'A 4 foot, 20 W LED batten that replaces a 40 W fluorescent tube, with a sealed body that stands up to kitchen steam and grease.',
    image: '/images/products/led-tube-light.svg',
    points: 300,
    stock: 60,
  },
  {
    id: 12,
    name: 'Cotton Chef Aprons, Set of 3',
    description:
      'Full-length aprons in heavy cotton twill with an adjustable neck strap and a split front pocket. Machine washable at 60 °C.',
    image: '/images/products/cotton-chef-aprons.svg',
    points: 550,
    stock: 25,
  },
  {
    id: 13,
    name: 'Digital Kitchen Scale, 30 kg',
    description:
      'A stainless steel bench scale that weighs up to 30 kg in 2 g steps, handy for portion control and for weighing cans of used oil before you book a pickup.',
    image: '/images/products/digital-kitchen-scale.svg',
    points: 1800,
    stock: 10,
  },
  {
    id: 14,
    name: 'Stainless Steel Oil Dispenser, 1 L',
    description:
      'A drip-free stainless steel oil pot with a fine spout and a lid, for measured pouring of fresh oil at the tawa or wok station.',
    image: '/images/products/steel-oil-dispenser.svg',
    points: 650,
    stock: 20,
  },
];

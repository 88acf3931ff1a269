import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// A phone in one hand, at 390 px with a touch screen: every press lands on what was under the finger.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const drawerCases = [
  { lang: 'English', home: '/', moreItems: 'More Items', services: 'Our Services', target: 'Vendor Login', lands: /\/login$/ },
  { lang: 'English', home: '/', moreItems: 'More Items', services: 'Our Services', target: 'Book Now', lands: /\/#requestforoilcollection$/ },
  { lang: 'Hindi', home: '/hi', moreItems: 'और आइटम', services: 'हमारी सेवाएँ', target: 'वेंडर लॉग इन', lands: /\/hi\/login$/ },
] as const;

test.describe('the phone menu', () => {
  for (const { lang, home, moreItems, services, target, lands } of drawerCases) {
    test(`${lang}: with Our Services open, one tap on ${target} is enough`, async ({ page }) => {
      await page.goto(home);
      await waitForHydration(page);
      await page.getByRole('button', { name: moreItems }).tap();
      const drawer = page.getByRole('navigation', { name: moreItems });
      const servicesButton = drawer.getByRole('button', { name: services });
      await servicesButton.tap();
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
      await drawer.getByRole('link', { name: target }).tap();
      await expect(page).toHaveURL(lands);
    });
  }

  test('with Our Services open, one tap on the language switch changes the language', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'More Items' }).tap();
    const drawer = page.getByRole('navigation', { name: 'More Items' });
    await drawer.getByRole('button', { name: 'Our Services' }).tap();
    await drawer.getByRole('link', { name: 'हिन्दी में पढ़ें' }).tap();
    await expect(page).toHaveURL(/\/hi$/);
  });
});

import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { DEMO_VENDOR, logIn, logInAs, seriousViolations } from './helpers';

// Issue 35, item 2, in Chromium on the mock build (the handlers of `npm run dev`), in English and
// Hindi, with axe: the demo kitchen disputes its latest pickup from the register with a camera-sized
// photo, which the phone makes 1,600 px on its long side before sending; the certificate then says
// the pickup is under dispute, the list shows it, and the payments view shows the adjustment of the
// dispute the company settled.

/** A photo as a phone's camera takes it: 2,400 x 1,800 px, a PNG of a scale's display (a dark panel, a bright figure). */
function cameraPhoto(): Buffer {
  const png = new PNG({ width: 2400, height: 1800 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (png.width * y + x) * 4;
      const digit = x > 800 && x < 1600 && y > 700 && y < 1100 && (x + y) % 97 < 40;
      png.data[i] = digit ? 120 : 20;
      png.data[i + 1] = digit ? 255 : 30 + (y >> 5);
      png.data[i + 2] = digit ? 140 : 40;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

test('the demo kitchen disputes its latest pickup with a photo made smaller on the phone; the certificate, the list and the payments agree', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Green points', exact: true })).toBeVisible();
  await page.goto('/dashboard/records');
  const register = page.getByRole('table', { name: /^Disposal register, / });
  await expect(register).toBeVisible();
  // Only the latest pickup is inside its window with no dispute: one Dispute link in the register.
  const offered = register.getByRole('link', { name: /^Dispute pickup / });
  await expect(offered).toHaveCount(1);
  await expect(register.getByText('Under dispute')).toHaveCount(1);
  const receipt = ((await offered.getAttribute('aria-label')) ?? '').replace('Dispute pickup ', '');
  await offered.click();

  const heading = page.getByRole('heading', { name: `Dispute pickup ${receipt}` });
  await expect(heading).toBeFocused();
  // Sent empty: each error under its field, announced with it; axe on the form as it then is.
  await page.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByRole('radio', { name: 'The weight' })).toBeFocused();
  await expect(page.getByText('Tell us what is wrong in at least 10 characters.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'The weight' }).check();
  await page.getByRole('textbox', { name: 'Your own reading' }).fill('181.5');
  await page.getByRole('textbox', { name: 'What happened' }).fill('Our platform scale read 181.5 kg for the drums before the van came; the receipt is lower.');
  await page.getByLabel('Photo (optional)').setInputFiles({ name: 'scale-display.png', mimeType: 'image/png', buffer: cameraPhoto() });
  const preview = page.getByRole('img', { name: 'The photo you chose, as it will be sent' });
  await expect(preview).toBeVisible();
  // Made at most 1,600 px on its long side on the phone, its proportions kept.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1600, 1200]);
  await expect(page.getByText(/^scale-display\.png, [\d.,]+ KB as sent\./)).toBeVisible();

  await page.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByText('Your dispute is open. We answer within three working days.')).toBeVisible();
  await expect(page.getByText('Under dispute: you have questioned this pickup, and we are looking into it. We answer within three working days.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispute this pickup' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The list: the new one first, Open, with the photo as sent.
  await page.getByRole('link', { name: 'Your disputes' }).first().click();
  const items = page.getByRole('list', { name: 'Disputes' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(`${receipt} Open`);
  const photoLink = items.first().getByRole('link', { name: 'Open the photo (new tab)' });
  // The mock API keeps the photo in the browser: the page loads it as a person's tab would.
  const size = await page.evaluate(async (href) => {
    const image = new Image();
    image.src = href;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, (await photoLink.getAttribute('href')) ?? '');
  expect(size).toEqual([1600, 1200]);
  await expect(items.nth(2)).toContainText('1.8 KG added');
  expect(await seriousViolations(page)).toEqual([]);

  // The company's settled dispute is paid with the next payment, against its pickup.
  await page.goto('/dashboard/payments');
  await expect(page.getByText(/^Adjustment of ₹[\d,.]+, from a dispute of/)).toBeVisible();
  await expect(page.getByLabel('Totals for the period').getByText('Dispute adjustments')).toBeVisible();
});

test('in Hindi on a phone: the form, its errors, the photo and the list pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/login');
  await logInAs(page, DEMO_VENDOR, { mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' });
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await page.goto('/hi/dashboard/records');
  const offered = page.getByRole('link', { name: /^पिकअप .+ पर आपत्ति करें$/ });
  await expect(offered).toHaveCount(1);
  await offered.click();
  await expect(page.getByRole('heading', { name: /^पिकअप .+ पर आपत्ति$/ })).toBeFocused();
  await page.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  await expect(page.getByText('चुनें कि क्या ग़लत है: वज़न, रेट, भुगतान या कुछ और।')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('radio', { name: 'रेट' }).check();
  await page.getByRole('textbox', { name: 'क्या हुआ' }).fill('रसीद पर रेट इस महीने के तय रेट से दो रुपये कम लिखा है।');
  // A file that is not a photo is refused before anything is sent; a camera photo is made 1,600 px.
  await page.getByLabel('फ़ोटो (ज़रूरी नहीं)').setInputFiles({ name: 'rate.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') });
  await expect(page.getByText('यह फ़ाइल JPEG या PNG फ़ोटो नहीं है। फ़ोन के कैमरे से ली गई फ़ोटो या स्क्रीनशॉट चुनें।')).toBeVisible();
  await page.getByLabel('फ़ोटो (ज़रूरी नहीं)').setInputFiles({ name: 'rate-card.png', mimeType: 'image/png', buffer: cameraPhoto() });
  const preview = page.getByRole('img', { name: 'आपकी चुनी फ़ोटो, जैसी भेजी जाएगी' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1600, 1200]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  await expect(page.getByText('इस पिकअप पर आपत्ति दर्ज है: हम इसकी जाँच कर रहे हैं और आपकी आपत्तियों वाले पेज पर जवाब देंगे।')).toBeVisible();

  await page.goto('/hi/dashboard/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी आपत्तियाँ' })).toBeVisible();
  const items = page.getByRole('list', { name: 'आपत्तियाँ' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('खुली');
  await expect(items.first()).toContainText('रेट');
  await expect(items.first().getByRole('link', { name: 'फ़ोटो खोलें (नए टैब में)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

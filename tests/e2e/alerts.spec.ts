import { expect, test } from './fixtures';
import { DEMO_VENDOR, logIn, logInAs, seriousViolations } from './helpers';

// Issue 34, item 8: the alert settings and the inbox in Chromium, in English and Hindi, on the mock
// build (the same handlers as `npm run dev`), with axe. This device's notifications, which need the
// site's own worker, are tested on the plain build (alerts-push.spec.ts).

test('a vendor opts in to WhatsApp with the words shown, holds messages overnight, and reads and clears the inbox from the bell', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Green points', exact: true })).toBeVisible();
  await page.goto('/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alert settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'WhatsApp' })).not.toBeChecked();

  await page.getByRole('switch', { name: 'WhatsApp' }).check();
  await expect(page.getByText(`on WhatsApp at +91 ${DEMO_VENDOR.mobile}. I can stop them at any time by replying STOP`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to these words' }).check();
  await page.getByRole('row', { name: /^Payment sent/ }).getByRole('button', { name: 'Change Payment sent' }).click();
  await page.getByRole('group', { name: 'Where Payment sent goes' }).getByRole('checkbox', { name: 'WhatsApp' }).check();
  // Quiet from 10 PM until 7 AM: "until" before "from", the next morning.
  await page.getByLabel('Quiet from').fill('22:00');
  await page.getByLabel('Quiet until').fill('07:00');
  await expect(page.getByText('Until the next morning.')).toBeVisible();
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Your alert settings are saved.');
  await expect(page.getByText(/^You agreed to WhatsApp messages on .+\. Reply STOP or turn it off here to stop them\.$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /^Payment sent/ })).toContainText('SMS, WhatsApp');
  expect(await seriousViolations(page)).toEqual([]);

  // Kept: the page read again from the mock API shows what was saved.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'WhatsApp' })).toBeChecked();
  await expect(page.getByLabel('Quiet until')).toHaveValue('07:00');

  // The bell counts what is unread, and the inbox clears it.
  const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked read' })).toHaveText('All your notifications are marked read.');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the settings and the inbox speak Hindi under /hi, and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/login');
  await logInAs(page, DEMO_VENDOR, { mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' });
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await page.goto('/hi/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'सूचना सेटिंग' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हम आपको क्या और कैसे बताएँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सूचना सेटिंग सेव करें' })).toBeVisible();
  // A phone gets a short table, not a grid of boxes: six rows, each with one button.
  await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/hi/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'आपकी सूचनाएँ' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

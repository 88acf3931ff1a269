import { allowOffContractAnswers, expect, problemsOf, test } from './fixtures';
import { realBuildURL } from './helpers';

// Every test's API calls are checked by tests/e2e/fixtures.ts; these show the check on one call.

test('the mock API in the page answers the news as the document describes it', async ({ page }) => {
  const answered = page.waitForResponse('**/api/newsfeeds/all');
  await page.goto('/news-and-blogs');
  const response = await answered;
  expect(await problemsOf(response.request(), response)).toEqual([]);
});

// On the build without the mock (the mock's service worker would answer before any route of the test).
test('an answer the document does not describe is caught, naming the call and what is wrong', async ({ page }, testInfo) => {
  // This test's own double answers off the contract, so the automatic check at its end is told so.
  allowOffContractAnswers('GET /newsfeeds/all');
  await page.route('**/api/newsfeeds/all', (route) => route.fulfill({ json: { newsfeeds: { data: [{ id: 7, slug: 'no-title-here' }] } } }));
  const answered = page.waitForResponse('**/api/newsfeeds/all');
  await page.goto(`${realBuildURL(testInfo)}/news-and-blogs`);
  const response = await answered;
  expect(await problemsOf(response.request(), response)).toContain("GET /newsfeeds/all → 200/newsfeeds/data/0 must have required property 'title'");
});

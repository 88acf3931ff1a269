import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatIndian } from '../../src/config/indianNumbers';
import { companyFigures, site } from '../../src/config/site';
import { renderApp } from '../support/renderApp';

// The company's registration facts on the rendered pages: the footer of every page, the about page
// and the Organization JSON-LD, in both languages; and the home page's CO2e as the company's figure.

const registration = Object.values(site.registration);

function organizationInHead() {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
  return blocks.find((block) => block['@type'] === 'Organization');
}

describe.each([
  ['/about-us', 'Registration and certification'],
  ['/hi/about-us', 'रजिस्ट्रेशन और सर्टिफ़िकेशन'],
])('%s', (path, heading) => {
  it('shows every registration fact in the footer and on the page, and in the Organization JSON-LD', async () => {
    renderApp(path);
    const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
    const footer = within(await screen.findByRole('contentinfo'));
    // The state authorisations, Haryana's among them, have a section of their own after it.
    const authorisations = section.nextElementSibling as HTMLElement;
    for (const value of registration) {
      expect(within(value === site.registration.ucoAggregator ? authorisations : section).getByText(new RegExp(value))).toBeInTheDocument();
      await waitFor(() => expect(footer.getByText(new RegExp(value))).toBeInTheDocument());
    }
    await waitFor(() => expect(organizationInHead()).toBeDefined());
    const organization = organizationInHead()!;
    expect([organization.vatID, ...(organization.identifier as { value: string }[]).map((item) => item.value)].sort()).toEqual([...registration].sort());
  });
});

describe.each([
  ['/', 'tonnes'],
  ['/hi', 'टन'],
])('the home page at %s', (path, tonnes) => {
  it('quotes the company’s CO2e to date', async () => {
    renderApp(path);
    expect(await screen.findByText(`${formatIndian(companyFigures.co2eAvoidedTonnes)} ${tonnes}`)).toBeInTheDocument();
  });
});

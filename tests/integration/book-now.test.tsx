import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentAddress, renderApp, signInDemoVendor } from '../support/renderApp';

// Book Now leads a visitor to the registration on the home page, and a signed-in vendor, who is
// registered already, straight to the dashboard's request form, ready to type.

describe('Book Now', () => {
  it('leads a visitor to the booking form on the home page', async () => {
    renderApp('/about-us');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/#requestforoilcollection');
  });

  it('leads a signed-in vendor to the dashboard’s request form, focused', async () => {
    signInDemoVendor();
    const user = userEvent.setup();
    renderApp('/about-us');
    const banner = await screen.findByRole('banner');
    const link = within(banner).getByRole('link', { name: 'Book Now' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/dashboard#request-collection'));
    await user.click(link);
    await waitFor(() => expect(screen.getByLabelText('Filled drums')).toHaveFocus(), { timeout: 8000 });
    expect(currentAddress()).toBe('/dashboard#request-collection');
  });

  it('does so in Hindi too', async () => {
    signInDemoVendor();
    renderApp('/hi/about-us');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'पिकअप बुक करें' })).toHaveAttribute('href', '/hi/dashboard#request-collection'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { headerName } from '../../src/features/auth/useSession';
import { currentAddress, renderApp, signInDemoVendor } from '../support/renderApp';

describe('header when signed in', () => {
  it('replaces Vendor Login by the name cut to 10 characters, holding Dashboard and Logout', async () => {
    signInDemoVendor();
    renderApp('/about-us');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    // The menu's code loads on its own: until it is here the button shows but cannot be pressed.
    const account = await waitFor(() => {
      const button = within(nav).getByRole('button', { name: 'Account: Rajeshwari Venkataraman' });
      expect(button).toBeEnabled();
      return button;
    });
    expect(account).toHaveTextContent(/^Rajeshwari$/);
    expect(within(nav).queryByRole('link', { name: 'Vendor Login' })).not.toBeInTheDocument();

    await userEvent.click(account);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentAddress()).toBe('/'));
    // The session ends once home is shown, with the store's code loaded on demand (SignedInMenu).
    expect(await within(nav).findByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();
    expect(Cookies.get('_auth')).toBeUndefined();
  });

  it('holds every page of the vendor area, in English and in Hindi', async () => {
    signInDemoVendor();
    const { unmount } = renderApp('/about-us');
    const menuLinks = async (label: string, account: string) => {
      const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: label });
      // Pressable once the menu's code and its words are here (see the test above).
      const button = await waitFor(() => {
        const found = within(nav).getByRole('button', { name: account });
        expect(found).toBeEnabled();
        return found;
      });
      await userEvent.click(button);
      return waitFor(() => {
        const items = within(nav)
          .getAllByRole('link')
          .filter((link) => link.classList.contains('disclosure-item'))
          .map((link) => [link.textContent, link.getAttribute('href')]);
        expect(items).not.toHaveLength(0);
        return items;
      });
    };
    expect(await menuLinks('Main', 'Account: Rajeshwari Venkataraman')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Disposal register', '/dashboard/records'],
      ['Recurring pickup', '/dashboard/schedule'],
      ['Payments', '/dashboard/payments'],
      ['Disputes', '/dashboard/disputes'],
      ['Impact certificate', '/dashboard/impact'],
      ['ISCC declaration', '/dashboard/declaration'],
      ['Audit pack', '/dashboard/audit-pack'],
      ['Green points cart', '/dashboard/cart'],
    ]);
    unmount();

    renderApp('/hi/about-us');
    expect(await menuLinks('मुख्य मेनू', 'अकाउंट: Rajeshwari Venkataraman')).toEqual([
      ['डैशबोर्ड', '/hi/dashboard'],
      ['निपटान रजिस्टर', '/hi/dashboard/records'],
      ['नियमित पिकअप', '/hi/dashboard/schedule'],
      ['भुगतान', '/hi/dashboard/payments'],
      ['आपत्तियाँ', '/hi/dashboard/disputes'],
      ['असर का सर्टिफ़िकेट', '/hi/dashboard/impact'],
      ['ISCC घोषणा', '/hi/dashboard/declaration'],
      ['ऑडिट पैक', '/hi/dashboard/audit-pack'],
      ['ग्रीन पॉइंट्स कार्ट', '/hi/dashboard/cart'],
    ]);
  });

  it('cuts names by characters, not bytes', () => {
    expect(headerName('Rajeshwari Venkataraman')).toBe('Rajeshwari');
    expect(headerName('Anu')).toBe('Anu');
    expect(headerName('  Ṛṣi Kumāraswāmy ')).toBe('Ṛṣi Kumāra');
  });
});

describe('menus', () => {
  it('About Us holds News & Blogs; Our Services holds all six services; Escape closes', async () => {
    renderApp('/');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: /about us/i });
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'News & Blogs' })).toHaveAttribute('href', '/news-and-blogs');
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();

    await userEvent.click(within(nav).getByRole('button', { name: /our services/i }));
    for (const name of ['Used Cooking Oil Collection', 'Green Fuel & Biodiesel Supply', 'Food Business Compliance Solution', 'ESG & CSR Activities', 'Household Collection', 'Franchise']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('More Items opens the side drawer with the same items', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: /more items/i }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /our services/i })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it('has Quick Links, Useful Links with FAQ to services, and Make Appointment', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getAllByRole('link').map((a) => a.textContent)).toEqual(['About', 'Services', 'Contact']);
    const useful = within(footer).getByRole('navigation', { name: 'Useful Links' });
    expect(within(useful).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/services');
    expect(within(useful).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(useful).getByRole('link', { name: 'Impact We Create' })).toHaveAttribute('href', '/impact-we-create');
    expect(within(footer).getByRole('link', { name: 'Make Appointment' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByText(/9 AM to 6 PM, Monday to Saturday/)).toBeInTheDocument();
  });
});

describe('tracking values (utm_*)', () => {
  it('keeps utm values from the address in cookies', async () => {
    renderApp('/?utm_source=google&utm_medium=cpc&utm_campaign=diwali-uco');
    await waitFor(() => expect(Cookies.get('utm_source')).toBe('google'));
    expect(Cookies.get('utm_medium')).toBe('cpc');
    expect(Cookies.get('utm_campaign')).toBe('diwali-uco');
  });
});

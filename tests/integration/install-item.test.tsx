import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/renderApp';

// "Install on this device" in the Download Our App menu (issue 33, item 1): where the browser offers
// installation (Chromium's beforeinstallprompt), and on an iPhone, whose Safari has no such event.

beforeAll(() => import('../../src/pages/HomePage'), 60_000);
afterEach(() => vi.restoreAllMocks());

async function openAppMenu(name = 'Download Our App') {
  const user = userEvent.setup();
  const button = (await screen.findAllByRole('button', { name }))[0];
  await user.click(button);
  return { user, menu: document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement };
}

/** What Chromium sends when the site may be installed: the page calls prompt() to show its dialog. */
function offerInstallation() {
  const prompt = vi.fn(() => Promise.resolve({ outcome: 'accepted' }));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

describe('Install on this device', () => {
  it('is not offered until the browser offers installation, then shows the browser’s dialog once', async () => {
    renderApp('/');
    const { user, menu } = await openAppMenu();
    expect(within(menu).queryByRole('button', { name: 'Install on this device' })).toBeNull();
    const { prompt, event } = offerInstallation();
    // Held for the menu: the browser's own banner is not shown.
    expect(event.defaultPrevented).toBe(true);
    await user.click(within(menu).getByRole('button', { name: 'Install on this device' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer is used once.
    expect(within(menu).queryByRole('button', { name: 'Install on this device' })).toBeNull();
  });

  it('on an iPhone explains Share, then Add to Home Screen, in the page’s language', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1');
    renderApp('/hi');
    const { user, menu } = await openAppMenu('हमारा ऐप डाउनलोड करें');
    const item = within(menu).getByRole('button', { name: 'इस डिवाइस पर इंस्टॉल करें' });
    expect(item).toHaveAttribute('aria-expanded', 'false');
    await user.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('Safari में शेयर पर टैप करें, फिर होम स्क्रीन में जोड़ें चुनें।')).toBeInTheDocument();
  });
});

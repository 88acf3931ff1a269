import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aboutUs } from '../../src/content/hi/pages/aboutUs';
import { contact } from '../../src/content/hi/contact';
import { home } from '../../src/content/hi/home';
import { newsfeeds } from '../../src/mocks/data/news';
import { currentAddress, renderApp } from '../support/renderApp';

// The shell and the shared parts in Hindi under /hi, and the switch between the languages.

/** The header's main menu, once the shell has its messages. */
async function mainMenu(name: string) {
  return within(await screen.findByRole('navigation', { name }));
}

describe('the Hindi home page', () => {
  it('shows the Hindi copy, menu and company facts, with a switch to the English home', async () => {
    renderApp('/hi');
    expect(await screen.findByRole('heading', { level: 1, name: home.hero.h1 })).toBeInTheDocument();

    const menu = await mainMenu('मुख्य मेनू');
    expect(menu.getByRole('button', { name: /हमारे बारे में/ })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: /हमारी सेवाएँ/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'पिकअप बुक करें' })).toHaveAttribute('href', '/hi#requestforoilcollection');
    expect(menu.getByRole('link', { name: 'वेंडर लॉग इन' })).toHaveAttribute('href', '/hi/login');
    expect(menu.getByRole('button', { name: 'हमारा ऐप डाउनलोड करें' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: /और आइटम/ })).toBeInTheDocument();

    const header = within(screen.getByRole('banner'));
    expect(header.getByText(/सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक/)).toBeInTheDocument();
    expect(header.getByText(/टोल-फ़्री/)).toBeInTheDocument();

    const toEnglish = header.getByRole('link', { name: 'Read in English' });
    expect(toEnglish).toHaveTextContent('Read in English');
    expect(toEnglish).toHaveAttribute('href', '/');
    expect(toEnglish).toHaveAttribute('lang', 'en-IN');
    expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');

    await waitFor(() => expect(document.title).toBe('GreenDrop | शुद्ध और प्राकृतिक तेल, ज़िम्मेदारी से रीसायकल किया गया'));
  });

  it('says in Hindi how to call, and lists the latest news with Hindi dates', async () => {
    renderApp('/hi');
    const news = (await screen.findByRole('heading', { name: 'ताज़ा न्यूज़' })).closest('section')!;
    expect(within(news).getByRole('link', { name: 'सभी न्यूज़ और ब्लॉग' })).toHaveAttribute('href', '/hi/news-and-blogs');
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(3));
    expect(within(news).getByText('12 नवंबर 2026')).toBeInTheDocument();
    const callUs = screen.getByText(/बात करना चाहें, तो टोल-फ़्री नंबर/);
    expect(callUs).toHaveTextContent('बात करना चाहें, तो टोल-फ़्री नंबर 1800 123 4567 पर कॉल करें: सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक।');
    expect(within(callUs).getByRole('link', { name: '1800 123 4567' })).toHaveAttribute('href', 'tel:18001234567');
    expect(screen.getByRole('link', { name: 'वेंडर के रूप में रजिस्टर करें' })).toHaveAttribute('href', '/hi/register');
  });
});

describe('a Hindi content page', () => {
  it('/hi/about-us has the Hindi page, footer and a switch to the same English page', async () => {
    renderApp('/hi/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: aboutUs.h1 })).toBeInTheDocument();
    const toEnglish = within(screen.getByRole('banner')).getByRole('link', { name: 'Read in English' });
    expect(toEnglish).toHaveAttribute('href', '/about-us');

    const footer = within(await screen.findByRole('contentinfo'));
    const quick = within(footer.getByRole('navigation', { name: 'ज़रूरी लिंक' }));
    expect(quick.getAllByRole('link').map((link) => link.textContent)).toEqual(['हमारे बारे में', 'सेवाएँ', 'संपर्क']);
    expect(footer.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/privacy-policy');
    expect(footer.getByRole('link', { name: 'अपॉइंटमेंट लें' })).toHaveAttribute('href', '/hi/contact-us');
  });

  it('the menus and the side drawer are in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/hi/about-us');
    const menu = await mainMenu('मुख्य मेनू');
    await user.click(menu.getByRole('button', { name: /हमारी सेवाएँ/ }));
    expect(menu.getByRole('link', { name: 'घरों से कलेक्शन' })).toHaveAttribute('href', '/hi/household-collection');

    await user.click(menu.getByRole('button', { name: /और आइटम/ }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'पिकअप बुक करें' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/about-us');
    await user.click(drawer.getByRole('button', { name: 'मेनू बंद करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the Hindi contact page', () => {
  it('has the form in Hindi and says in Hindi what is missing', async () => {
    const user = userEvent.setup();
    renderApp('/hi/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: contact.h1 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByLabelText('आपका नाम')).toHaveAccessibleDescription('नाम भरना ज़रूरी है');
    expect(screen.getByLabelText('ई-मेल')).toHaveAccessibleDescription('ई-मेल भरना ज़रूरी है');
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAccessibleDescription('कृपया 10 अंकों का सही फ़ोन नंबर डालें।');
    expect(screen.getByLabelText('संदेश')).toHaveAccessibleDescription(/कृपया बताएँ कि हम आपकी क्या मदद कर सकते हैं/);
    expect(screen.getByLabelText('आपका नाम')).toHaveFocus();
  });
});

describe('pages that are not there, in Hindi', () => {
  it('/hi/no/such/page is the Hindi not-found page', async () => {
    renderApp('/hi/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('आप जो पेज खोल रहे हैं, वह मौजूद नहीं है। हो सकता है साइट नए सिरे से बनाते समय उसका पता बदल गया हो।')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(main.getByRole('link', { name: 'हमारी सेवाएँ' })).toHaveAttribute('href', '/hi/services');
    expect(currentAddress()).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | GreenDrop'));
  });

  it('/hi/no-such-page, a single unknown segment, goes to the Hindi home as in English', async () => {
    renderApp('/hi/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: home.hero.h1 })).toBeInTheDocument();
    expect(currentAddress()).toBe('/');
  });

  it('an unknown article says so in Hindi', async () => {
    renderApp('/hi/news-and-blogs/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'लेख नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी न्यूज़ और ब्लॉग' })).toHaveAttribute('href', '/hi/news-and-blogs');
  });
});

describe('the switch on an English page', () => {
  it('leads to the same page in Hindi, written in Hindi', async () => {
    renderApp('/about-us');
    const toHindi = within(screen.getByRole('banner')).getByRole('link', { name: 'हिन्दी में पढ़ें' });
    expect(toHindi).toHaveTextContent('हिन्दी में पढ़ें');
    expect(toHindi).toHaveAttribute('href', '/hi/about-us');
    expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps the English news dates as they were', async () => {
    renderApp('/news-and-blogs');
    const first = within((await screen.findAllByRole('article'))[0]);
    expect(first.getByText('12 November 2026')).toBeInTheDocument();
    expect(newsfeeds[0].published_at).toMatch(/^2026-11-12/);
  });
});

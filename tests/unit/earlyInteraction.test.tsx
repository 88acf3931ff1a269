import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appReady, holdEarlyPresses, partReady } from '../../src/lib/earlyInteraction';
import { expectLoggedErrors } from '../integration/vendor-helpers';

/**
 * The layer marks a held control (aria-busy, a class) before React hydrates it, so React reports
 * that the attributes differ from its render, as it does for a browser extension's; it keeps them.
 */
function expectHydrationMismatch() {
  const logged = expectLoggedErrors();
  return () => {
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toMatch(/^A tree hydrated but some attributes of the server rendered HTML didn't match the client properties/);
  };
}

/** A form as the site writes them: controlled fields, a submit handler, a plain button. */
function Form({ onSend, onMenu }: { onSend: (values: string) => void; onMenu: () => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [kind, setKind] = useState('hotel');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(`${name}|${note}|${kind}`);
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="Kind" name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="hotel">Hotel</option>
        <option value="canteen">Canteen</option>
      </select>
      <output>{`${name}|${note}|${kind}`}</output>
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The prerendered HTML of the form, in the page, before any script. */
function prerendered(onSend = vi.fn(), onMenu = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} onMenu={onMenu} />);
  document.body.append(container);
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return { container, onSend, onMenu, field, hydrate: () => act(() => void (root = hydrateRoot(container, <Form onSend={onSend} onMenu={onMenu} />))) };
}

describe('before the app has started', () => {
  it('hands what was typed to React once the app is ready, so the next render keeps it', async () => {
    vi.useFakeTimers();
    const page = prerendered();
    // Typed before the entry's script ran: no event of it was seen.
    page.field<HTMLInputElement>('input').value = 'Meena';
    page.field<HTMLTextAreaElement>('textarea').value = '40 litres a week';
    page.field<HTMLSelectElement>('select').value = 'canteen';
    holdEarlyPresses(page.container);
    // The root says so while presses are held, until the app is ready.
    expect(page.container).toHaveAttribute('data-early-input', 'held');
    page.hydrate();
    // Hydration keeps the typed text on screen, but React's state does not hold it yet.
    expect(page.field('output').textContent).toBe('||hotel');
    appReady();
    expect(page.container).not.toHaveAttribute('data-early-input');
    await act(() => vi.runAllTimersAsync());
    expect(page.field('output').textContent).toBe('Meena|40 litres a week|canteen');
    expect(page.field<HTMLInputElement>('input').value).toBe('Meena');
  });

  it('holds a press, marks the control busy, and replays it once the app is ready', async () => {
    vi.useFakeTimers();
    const mismatchReported = expectHydrationMismatch();
    const page = prerendered();
    holdEarlyPresses(page.container);
    const menu = page.field<HTMLButtonElement>('button[type="button"]');
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(menu).toHaveAttribute('aria-busy', 'true');
    page.hydrate();
    expect(page.onMenu).not.toHaveBeenCalled();
    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(page.onMenu).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveAttribute('aria-busy');
    mismatchReported();
  });

  it('holds a form submitted with Enter (no page reload) and submits it, with the typed values, once ready', async () => {
    vi.useFakeTimers();
    const mismatchReported = expectHydrationMismatch();
    const page = prerendered();
    holdEarlyPresses(page.container);
    page.field<HTMLInputElement>('input').value = 'Arjun';
    page.field('input').dispatchEvent(new Event('input', { bubbles: true }));
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    page.field('form').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    page.hydrate();
    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(page.onSend).toHaveBeenCalledWith('Arjun||hotel');
    mismatchReported();
  });

  it('leaves links alone: they work without the app', async () => {
    // jsdom cannot load another document; that it says so shows the link was followed.
    const logged = expectLoggedErrors();
    const page = prerendered();
    const link = document.createElement('a');
    link.href = '/contact-us';
    page.container.append(link);
    holdEarlyPresses(page.container);
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Not implemented: navigation/)));
    appReady();
  });

  it("keeps what was typed even when a component's first render puts its own value back (a restored draft)", async () => {
    vi.useFakeTimers();
    function RestoresOnMount() {
      const [phone, setPhone] = useState('');
      const [restored, setRestored] = useState(false);
      // Like the wizard reading its draft after mount: a render that writes the field again.
      useEffect(() => setRestored(true), []);
      return <input aria-label="Phone" data-restored={restored} value={phone} onChange={(event) => setPhone(event.target.value)} />;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RestoresOnMount />);
    document.body.append(container);
    holdEarlyPresses(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = '98765';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => void (root = hydrateRoot(container, <RestoresOnMount />)));
    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(input.value).toBe('98765');
  });

  it('changes nothing in a form the person has not touched', async () => {
    vi.useFakeTimers();
    const page = prerendered();
    holdEarlyPresses(page.container);
    page.hydrate();
    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(page.field('output').textContent).toBe('||hotel');
  });

  it('does not take what the app itself chose after hydrating (a shared link\'s choice) for the person\'s', async () => {
    vi.useFakeTimers();
    function ChoosesOnMount() {
      const [kind, setKind] = useState('hotel');
      const [changedBy, setChangedBy] = useState('nobody');
      useEffect(() => setKind('canteen'), []);
      return (
        <>
          <select
            aria-label="Kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              setChangedBy('person');
            }}
          >
            <option value="hotel">Hotel</option>
            <option value="canteen">Canteen</option>
          </select>
          <output>{changedBy}</output>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChoosesOnMount />);
    document.body.append(container);
    holdEarlyPresses(container);
    act(() => void (root = hydrateRoot(container, <ChoosesOnMount />)));
    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(container.querySelector('select')).toHaveValue('canteen');
    expect(container.querySelector('output')).toHaveTextContent('nobody');
  });
});

describe('a part of the page that hydrates after the rest', () => {
  /** The page with the form as a part that hydrates later (data-hydrates-later), the rest hydrated. */
  function pageWithLaterPart() {
    const onSend = vi.fn();
    const onMenu = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = `<p>The page</p><section data-hydrates-later="">${renderToString(<Form onSend={onSend} onMenu={onMenu} />)}</section>`;
    document.body.append(container);
    const part = container.querySelector('section') as HTMLElement;
    const hydratePart = () => act(() => void (root = hydrateRoot(part, <Form onSend={onSend} onMenu={onMenu} />)));
    return { container, part, onSend, onMenu, hydratePart };
  }

  it('holds a press in it after the page is ready, and carries it out once, when the part is', async () => {
    vi.useFakeTimers();
    const mismatchReported = expectHydrationMismatch();
    const page = pageWithLaterPart();
    holdEarlyPresses(page.container);
    appReady();
    await act(() => vi.runAllTimersAsync());

    const menu = page.part.querySelector('button[type="button"]') as HTMLButtonElement;
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(menu).toHaveAttribute('aria-busy', 'true');

    page.hydratePart();
    await act(() => vi.runAllTimersAsync());
    // Hydrated but not yet said to be ready: still held.
    expect(page.onMenu).not.toHaveBeenCalled();
    partReady(page.part.querySelector('form') as HTMLFormElement);
    await act(() => vi.runAllTimersAsync());
    expect(page.onMenu).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveAttribute('aria-busy');
    // From now on the part is the app's: a press goes straight to it.
    menu.click();
    expect(page.onMenu).toHaveBeenCalledTimes(2);
    mismatchReported();
  });

  it('sends its form, pressed before anything hydrated, once with what was typed (no page reload)', async () => {
    vi.useFakeTimers();
    const mismatchReported = expectHydrationMismatch();
    const page = pageWithLaterPart();
    holdEarlyPresses(page.container);
    const name = page.part.querySelector('input') as HTMLInputElement;
    name.value = '560001';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const send = page.part.querySelector('button[type="submit"]') as HTMLButtonElement;
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(send).toHaveAttribute('aria-busy', 'true');

    appReady();
    await act(() => vi.runAllTimersAsync());
    expect(send).toHaveAttribute('aria-busy', 'true');
    page.hydratePart();
    partReady(page.part);
    await act(() => vi.runAllTimersAsync());
    expect(page.onSend).toHaveBeenCalledTimes(1);
    expect(page.onSend).toHaveBeenCalledWith('560001||hotel');
    expect(send).not.toHaveAttribute('aria-busy');
    mismatchReported();
  });
});

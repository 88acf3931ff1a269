import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseDeferredParts, useHasScrolled, whenNearViewport } from '../../src/lib/useNearViewport';

// The waits behind the parts of a prerendered page that hydrate later (the home page below its
// first screens, its booking form and calculator, the pincode check) and the scroll-to-top button.

/** A stand-in IntersectionObserver: the test says when an observed element comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comeNear() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => Promise.resolve().then(() => done);
};

describe('whenNearViewport', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<section id="booking"></section><section id="faq"></section>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element comes near, then stops watching it', async () => {
    const isDone = settled(whenNearViewport('booking'));
    expect(await isDone()).toBe(false);
    FakeObserver.all[0].comeNear();
    expect(await isDone()).toBe(true);
    expect(FakeObserver.all[0].disconnected).toBe(true);
  });

  it('does not wait for an element the page does not have (a page the app renders itself)', async () => {
    expect(await settled(whenNearViewport('no-such-part'))()).toBe(true);
  });

  it('stops every wait when the app navigates, so React can complete the navigation', async () => {
    const booking = settled(whenNearViewport('booking'));
    const faq = settled(whenNearViewport('faq'));
    releaseDeferredParts();
    expect([await booking(), await faq()]).toEqual([true, true]);
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
    // A later wait is a wait again.
    const later = settled(whenNearViewport('booking'));
    expect(await later()).toBe(false);
  });
});

describe('useHasScrolled', () => {
  function Probe() {
    return <p>{useHasScrolled() ? 'scrolled' : 'at the top'}</p>;
  }

  it('is false until the first scroll, then stays true', () => {
    render(<Probe />);
    expect(screen.getByText('at the top')).toBeInTheDocument();
    act(() => {
      window.scrollY = 500;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('scrolled')).toBeInTheDocument();
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('scrolled')).toBeInTheDocument();
  });
});

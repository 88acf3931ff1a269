import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onSessionEnded, createAuthStore } from '../../src/features/auth/store';
import { validateLogin } from '../../src/features/auth/api';
import { fetchNewsfeed, fetchNewsfeeds } from '../../src/features/news/api';
import * as vendor from '../../src/features/dashboard/api';
import { toFormData } from '../../src/lib/calls';
import { NotSignedInError, postForm } from '../../src/lib/http';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';

describe('the HTTP layer', () => {
  it('sends FormData bodies, leaving out empty fields', async () => {
    let received: [string, FormDataEntryValue][] = [];
    let type = '';
    server.use(
      http.post('/api/signups/sendOTP', async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        received = [...(await request.formData()).entries()];
        return HttpResponse.json({ status: 'Success', message: 'OTP sent successfully', data: '' });
      }),
    );
    await postForm('/signups/sendOTP', { phone: '9876543210', nv: 1, remarks: undefined, none: null });
    expect(type).toMatch(/^multipart\/form-data/);
    expect(received).toEqual([
      ['phone', '9876543210'],
      ['nv', '1'],
    ]);
    expect([...toFormData({ a: true }).entries()]).toEqual([['a', 'true']]);
  });

  it('makes no Auth call without a session', async () => {
    createAuthStore();
    await expect(vendor.getCarbonCreditStats()).rejects.toBeInstanceOf(NotSignedInError);
  });

  it('carries the token of the signed-in vendor on Auth calls', async () => {
    const token = signInDemoVendor();
    createAuthStore();
    let authorization: string | null = null;
    server.use(
      http.post('/api/WebData/carbonCreditStats', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: 'Success', data: { earned: 10, used: 2, balance: 8 } });
      }),
    );
    expect((await vendor.getCarbonCreditStats()).data).toEqual({ earned: 10, used: 2, balance: 8 });
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('a 401 on an Auth call signs the vendor out and tells the router', async () => {
    signInDemoVendor();
    const store = createAuthStore();
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.use(http.post('/api/WebData/getAllCollReq', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 })));
    await expect(vendor.getCollectionRequests()).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(store.tokenObject.value.auth).toBeNull();
    stop();
  });
});

describe('calls against the mock API', () => {
  it('newsfeeds/all lists the articles with slugs', async () => {
    const items = await fetchNewsfeeds();
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.every((item) => item.slug && item.title && item.description.length > 500)).toBe(true);
  });

  it('newsfeeds/show finds an article by slug, and null for an unknown one', async () => {
    const [first] = await fetchNewsfeeds();
    expect((await fetchNewsfeed(first.slug))?.title).toBe(first.title);
    expect(await fetchNewsfeed('no-such-article')).toBeNull();
  });

  it('login/validate answers a JWT with an exp for the demo vendor, and "Either mobile or password is not valid" otherwise', async () => {
    const ok = await validateLogin(db.user.mobile, db.get().vendorPassword);
    expect(ok.status).toBe('Success');
    const [, payload] = ok.data!.token.split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(ok.data!.user.name).toBe(db.user.name);

    const wrong = await validateLogin(db.user.mobile, 'wrong');
    expect(wrong).toEqual({ status: 'Error', message: 'Either mobile or password is not valid' });
  });

  it('the vendor calls answer for the token holder, and 401 without one', async () => {
    signInDemoVendor();
    createAuthStore();
    const stats = (await vendor.getCarbonCreditStats()).data!;
    expect(stats.balance).toBe(stats.earned - stats.used);
    const requests = (await vendor.getCollectionRequests()).data!;
    expect(requests.length).toBeGreaterThan(0);
    const oil = (await vendor.getOilSoldDetails({ dateFrom: '2026-01-01', dateUpto: '2026-06-30' })).data!;
    expect(oil.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    const credits = (await vendor.getCarbonCredits({ dateFrom: '2026-04-01', dateUpto: '2026-08-06' })).data!;
    expect(credits.map((m) => m.month)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
    // The demo vendor joined in December 2025: no receipts, so no points, before that.
    expect((await vendor.getCarbonCredits({ dateFrom: '2023-04-01', dateUpto: '2023-08-06' })).data).toEqual([]);

    const response = await fetch('https://localhost:3000/api/WebData/carbonCreditStats', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('the cart, addresses and the order keep to stock and the points balance', async () => {
    signInDemoVendor();
    createAuthStore();
    const { data: products } = await vendor.getProducts(1);
    const product = products.find((p) => p.stock > 1)!;
    let cart = (await vendor.changeCart('add-product', product.id)).data!;
    cart = (await vendor.changeCart('quantity/increment', product.id)).data!;
    expect(cart.items).toEqual([{ product_id: product.id, name: product.name, points: product.points, quantity: 2 }]);
    expect(cart.total_points).toBe(product.points * 2);
    cart = (await vendor.changeCart('quantity/decrement', product.id)).data!;
    expect(cart.items[0].quantity).toBe(1);

    const address = (await vendor.addAddress({ line1: '12 MG Road', city: 'Pune', state_id: 21, postal_code: '411001' }, 'address-key-1')).data!;
    expect((await vendor.getAddresses()).data).toContainEqual(address);
    const before = (await vendor.getCarbonCreditStats()).data!;
    const order = await vendor.placeOrder(address.id, 'order-key-1');
    expect(order.status).toBe('Success');
    expect(order.data!.balance).toBe(before.balance - product.points);
    expect((await vendor.getCart()).data!.items).toEqual([]);
    expect((await vendor.deleteAddress(address.id)).status).toBe('Success');
  });
});

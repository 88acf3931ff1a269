import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../src/mocks/data/products';
import { demoAddresses, demoOrders, demoPointsUsed } from '../../src/mocks/data/vendor';

// The mock API's orders: the demo vendor's past orders agree with the points they have spent and
// with the catalogue, and a database saved before orders kept their items is brought up to date.

const STORAGE_KEY = 'greendrop-mock-db';

afterEach(() => {
  localStorage.removeItem(STORAGE_KEY);
  vi.resetModules();
});

describe('the demo vendor’s past orders', () => {
  it('add up to the points used, at the catalogue’s prices, newest first, Delivered or Dispatched', () => {
    expect(demoOrders.reduce((sum, order) => sum + order.points_used, 0)).toBe(demoPointsUsed);
    for (const order of demoOrders) {
      expect(order.items.reduce((sum, item) => sum + item.points * item.quantity, 0)).toBe(order.points_used);
      for (const item of order.items) expect(products.find((product) => product.name === item.name)?.points).toBe(item.points);
      expect(['Delivered', 'Dispatched']).toContain(order.status);
      expect(demoAddresses).toContainEqual(order.address);
    }
    const dates = demoOrders.map((order) => order.placed_on);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('a database saved before the order history', () => {
  it('keeps its own orders, newest first with their address, and gains the demo’s past orders', async () => {
    const { db: fresh } = await import('../../src/mocks/db');
    fresh.reset();
    const saved = {
      ...structuredClone(fresh.get()),
      orders: [
        { order_id: 'GD-2026-1001', points: 350, address_id: 2, placed_on: '2026-11-20T10:00:00.000Z' },
        { order_id: 'GD-2026-1002', points: 900, address_id: 99, placed_on: '2026-11-21T09:30:00.000Z' },
      ],
      pointsUsed: demoPointsUsed + 1250,
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    vi.resetModules();
    const { db } = await import('../../src/mocks/db');
    const orders = db.get().orders;
    expect(orders.map((order) => order.order_id)).toEqual(['GD-2026-1002', 'GD-2026-1001', ...demoOrders.map((order) => order.order_id)]);
    expect(orders[1]).toEqual({ order_id: 'GD-2026-1001', placed_on: '2026-11-20', items: [], points_used: 350, status: 'Placed', address: demoAddresses[1], address_id: 2 });
    // An address deleted since: the order keeps its id, with no lines to show.
    expect(orders[0].address).toEqual({ id: 99, line1: '', city: '', state: '', postal_code: '' });
    expect(db.get().pointsUsed).toBe(demoPointsUsed + 1250);
  });

  it('leaves a database saved with today’s orders as it is', async () => {
    const { db: fresh } = await import('../../src/mocks/db');
    fresh.reset();
    const saved = structuredClone(fresh.get());
    saved.orders = saved.orders.slice(1);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    vi.resetModules();
    const { db } = await import('../../src/mocks/db');
    expect(db.get().orders).toEqual(saved.orders);
  });
});

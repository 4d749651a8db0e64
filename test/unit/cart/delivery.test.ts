import { describe, expect, it } from 'vitest';
import {
  countStartedKmBeyond,
  deliveryCharge,
  type DeliveryRules,
  describeMinimumShortfall,
  extraCharges,
  haversineKm,
  minimumCartShortfall,
} from '../../../src/domain/cart/delivery';

const shop = { lat: 28.6139, lng: 77.209 };
/** A point `km` due north of the shop. */
const northOfShop = (km: number) => ({ lat: shop.lat + (km / (6371.0088 * Math.PI)) * 180, lng: shop.lng });

describe('haversineKm', () => {
  it('measures Delhi to Mumbai as about 1,148 km', () => {
    expect(haversineKm(shop, { lat: 19.076, lng: 72.8777 })).toBeCloseTo(1148.1, 1);
  });
  it('is 0 for the same point and symmetric', () => {
    const b = { lat: 28.7, lng: 77.1 };
    expect(haversineKm(shop, shop)).toBe(0);
    expect(haversineKm(shop, b)).toBeCloseTo(haversineKm(b, shop), 9);
  });
  it.each([1, 3, 5, 12.5])('measures a point %s km due north as that far', (km) => {
    expect(haversineKm(shop, northOfShop(km))).toBeCloseTo(km, 6);
  });
});

const rules: DeliveryRules = {
  DELIVERY_CHARGE: 4000,
  EXTRA_CHARGE_PER_KM: 1000,
  STANDARD_DELIVERY_AREA: 3,
  MAX_DELIVERY_RADIUS: 10,
  DELIVERY_FREE_ABOVE: 50000,
};

describe('deliveryCharge: charges ₹40 + ₹10 per started km beyond 3 km, free from ₹500, up to 10 km', () => {
  it.each([
    ['an unknown distance pays the flat ₹40', undefined, 4000],
    ['an invalid distance is treated as unknown', Number.NaN, 4000],
    ['next door pays ₹40', 0, 4000],
    ['exactly 3 km pays ₹40', 3, 4000],
    ['3.0000001 km (float noise) pays ₹40', 3.0000001, 4000],
    ['3.01 km starts a 4th km: ₹50', 3.01, 5000],
    ['exactly 4 km pays ₹50', 4, 5000],
    ['4.001 km pays ₹60', 4.001, 6000],
    ['exactly at the 10 km radius pays ₹110', 10, 11000],
  ])('%s', (_name, distanceKm, charge) => {
    expect(deliveryCharge({ subtotal: 20000, rules, distanceKm })).toEqual({ ok: true, charge });
  });

  it.each([
    ['exactly ₹500 delivers free', 50000, 0],
    ['₹500.01 delivers free', 50001, 0],
    ['₹499.99 pays ₹40 + ₹20 for 5 km', 49999, 6000],
  ])('%s', (_name, subtotal, charge) => {
    expect(deliveryCharge({ subtotal, rules, distanceKm: 5 })).toEqual({ ok: true, charge });
  });

  it.each([
    [10.01, 'Sorry, this shop delivers only within 10 km and your address is 10.1 km away.'],
    [10.5, 'Sorry, this shop delivers only within 10 km and your address is 10.5 km away.'],
    [42, 'Sorry, this shop delivers only within 10 km and your address is 42 km away.'],
  ])('refuses %s km, naming the radius, even for a bag that delivers free', (distanceKm, rsn) => {
    for (const subtotal of [20000, 90000]) {
      expect(deliveryCharge({ subtotal, rules, distanceKm })).toMatchObject({
        ok: false,
        code: 'OUT_OF_RADIUS',
        rsn,
        say: { id: 'problem.delivery.outOfRadius' },
      });
    }
  });

  it('accepts an address measured exactly at the radius with haversine', () => {
    const distanceKm = haversineKm(shop, northOfShop(10));
    expect(deliveryCharge({ subtotal: 0, rules, distanceKm })).toEqual({ ok: true, charge: 11000 });
  });

  it.each([
    ['no rules: free', {}, 7, 0],
    ['only a flat charge', { DELIVERY_CHARGE: 2500 }, 7, 2500],
    ['per-km with no standard area counts from the shop', { EXTRA_CHARGE_PER_KM: 500 }, 2.2, 1500],
    ['free above ₹0 is always free', { DELIVERY_CHARGE: 2500, DELIVERY_FREE_ABOVE: 0 }, 7, 0],
    [
      'a radius with no distance known lets the order through',
      { MAX_DELIVERY_RADIUS: 1, DELIVERY_CHARGE: 100 },
      undefined,
      100,
    ],
  ])('%s', (_name, someRules, distanceKm, charge) => {
    expect(deliveryCharge({ subtotal: 10000, rules: someRules, distanceKm })).toEqual({ ok: true, charge });
  });
});

describe('countStartedKmBeyond', () => {
  it.each([
    [2, 3, 0],
    [3, 3, 0],
    [3.0004, 3, 0],
    [3.001, 3, 1],
    [1.1, 0.1, 1],
    [5.5, 3, 3],
  ])('%s km with a %s km area starts %i km', (distance, area, started) => {
    expect(countStartedKmBeyond(distance, area)).toBe(started);
  });
});

describe('extraCharges', () => {
  it.each([
    ['no extra charges', [], 0],
    ['one packing charge', [{ name: 'Packing', amount: 1500 }], 1500],
    [
      'packing and handling',
      [
        { name: 'Packing', amount: 1500 },
        { name: 'Handling', amount: 999 },
      ],
      2499,
    ],
  ])('%s', (_name, EXTRA_CHARGES, total) => {
    expect(extraCharges({ EXTRA_CHARGES })).toBe(total);
  });
});

describe('minimumCartShortfall', () => {
  it.each([
    ['no minimum', undefined, 100, 0],
    ['₹350 of a ₹500 minimum leaves ₹150', 50000, 35000, 15000],
    ['exactly at the minimum', 50000, 50000, 0],
    ['above the minimum', 50000, 60000, 0],
    ['an empty bag misses the whole minimum', 50000, 0, 50000],
  ])('%s', (_name, MINIMUM_CART_VALUE, subtotal, missing) => {
    expect(minimumCartShortfall(subtotal, { MINIMUM_CART_VALUE })).toBe(missing);
  });

  it('explains the shortfall in a sentence', () => {
    expect(describeMinimumShortfall(15000, 50000)).toBe('Add ₹150 more to place your order (minimum ₹500).');
    expect(describeMinimumShortfall(1, 50000)).toBe('Add ₹0.01 more to place your order (minimum ₹500).');
  });
});

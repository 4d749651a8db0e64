import { describe, expect, it } from 'vitest';
import { coversCity, PUSH_INTERVAL_MS, pushModeOf, pushWindow } from '../../../src/domain/ondc/catalogue-push';

const inc = (list: unknown) => ({ intent: { tags: [{ code: 'catalog_inc', list }] } });

describe('the incremental catalogue in push mode', () => {
  it.each([
    ['start', inc([{ code: 'mode', value: 'start' }]), 'start'],
    ['stop', inc([{ code: 'mode', value: 'stop' }]), 'stop'],
    ['another mode', inc([{ code: 'mode', value: 'sometimes' }]), null],
    ['a window (pull)', inc([{ code: 'start_time', value: '2026-11-29T09:00:00.000Z' }]), null],
    ['no tags: a full search', { intent: {} }, null],
    ['no intent', {}, null],
    ['a list that is no list', inc({ code: 'mode', value: 'start' }), null],
    ['junk in the list', inc([null, 5, { code: 'mode', value: ['start'] }]), null],
  ])('reads %s as %j', (_, message, mode) => {
    expect(pushModeOf(message as Record<string, unknown>)).toBe(mode);
  });

  const NOW = 1_000_000_000;
  it.each([
    ['the first push: from the subscription', null, NOW - 5_000, { start: NOW - 5_000, end: NOW }],
    ['the first push in the same instant: none', null, NOW, null],
    ['less than a minute after the last: none', NOW - PUSH_INTERVAL_MS + 1, 0, null],
    ['a minute after the last: since then', NOW - PUSH_INTERVAL_MS, 0, { start: NOW - PUSH_INTERVAL_MS, end: NOW }],
    ['an hour after: the whole hour', NOW - 3_600_000, 0, { start: NOW - 3_600_000, end: NOW }],
  ])('%s', (_, pushedUntil, subscribedAt, window) => {
    expect(pushWindow(pushedUntil, subscribedAt, NOW)).toEqual(window);
  });

  it.each([
    ['*', 'std:011', true],
    ['std:011', 'std:011', true],
    ['std:022', 'std:011', false],
  ])('a subscription for %s covers a shop in %s: %s', (city, shopCity, covered) => {
    expect(coversCity(city, shopCity)).toBe(covered);
  });
});

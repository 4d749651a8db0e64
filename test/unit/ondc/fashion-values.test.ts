import { describe, expect, it } from 'vitest';
import {
  FABRICS,
  nearestColourName,
  networkColourName,
  networkFabric,
  SIZE_CHART_URL,
} from '../../../src/domain/ondc/fashion-values';

describe("fashion's values as the network takes them", () => {
  it.each([
    ['Cotton', 'cotton'],
    ['  Cotton   Blend ', 'cotton blend'],
    ['DENIM', 'denim'],
    ['Lycra', 'elastane'],
    ['Poly Cotton', 'polycotton'],
    ['Woollen', 'wool'],
    ['Khadi', 'khadi cotton'],
    ['moonbeam', null],
    ['', null],
    ['सूती', null],
  ])('maps the fabric %j to %j', (typed, fabric) => {
    expect(networkFabric(typed)).toBe(fabric);
  });

  it('maps only to fabrics on the list', () => {
    for (const typed of ['lycra', 'spandex', 'khadi', 'muslin', 'tussar', 'chanderi', 'polyster'])
      expect(FABRICS).toContain(networkFabric(typed));
  });

  it.each([
    ['Jet Black', '#111111', 'jet black'],
    ['Off-White', '#FAF9F6', 'off white'],
    ['Light Wash', '#9DB4D0', 'light wash'],
    ['काला', '#0A0A0A', 'black'],
    [null, '#1F3A93', 'blue'],
    [undefined, '#C2B280', 'beige'],
    ['', '#800000', 'maroon'],
    [null, 'blue', null],
    [null, null, null],
  ])('names the colour %j (%s) %j', (name, hex, colourName) => {
    const named = networkColourName(name, hex);
    expect(named).toBe(colourName);
    if (named) expect(named).toMatch(/^[a-z ]+$/);
  });

  it('names pure colours by themselves', () => {
    expect(nearestColourName('#000000')).toBe('black');
    expect(nearestColourName('#ffffff')).toBe('white');
    expect(nearestColourName('#zzzzzz')).toBeNull();
  });

  it.each([
    ['https://noir.example/sizes.png', true],
    ['https://noir.example/size-chart?item=kurta&v=2', true],
    ['http://noir.example/sizes.png', false],
    ['https://noir.example/my sizes.png', false],
    ['https://noir.example/"x"', false],
    ['javascript:alert(1)', false],
  ])('takes %j as a size chart link: %s', (url, ok) => {
    expect(SIZE_CHART_URL.test(url)).toBe(ok);
  });
});

import { describe, expect, it } from 'vitest';

import { providerIdOf, providerSlug } from './provider-address';

describe('provider addresses', () => {
  it('carry the id, then the name for people to read', () => {
    expect(providerSlug(2, 'Northwind Sensors')).toBe('2-northwind-sensors');
    expect(providerSlug(7, 'Ærø Café & Co.')).toBe('7-r-cafe-co');
    expect(providerSlug(9, '***')).toBe('9');
    expect(providerIdOf('2-northwind-sensors')).toBe(2);
    expect(providerIdOf('2-an-old-name')).toBe(2);
    expect(providerIdOf('9')).toBe(9);
  });

  it('name no provider without a database id in front', () => {
    for (const slug of ['northwind', '0-zero', '-2-minus', '02-leading', '2147483648-too-big', '']) {
      expect(providerIdOf(slug), slug).toBeNull();
    }
    expect(providerIdOf('2147483647-largest')).toBe(2_147_483_647);
  });
});

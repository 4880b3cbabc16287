import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { optionName } from './option-name-cache';

const answer = (name: string) => ({ data: [], totalItems: 0, facets: { country: [{ value: 724, name, count: 3 }] } });

describe('optionName', () => {
  it('names a value from the answers of its own query client, arriving or handed over with the page', () => {
    const drawn = new QueryClient();
    expect(optionName(drawn, 'country', 724)).toBeUndefined();
    drawn.setQueryData(['catalog', 'search', 'anonymous', { text: '' }], answer('Spain'));
    drawn.setQueryData(['catalog', 'filter-options', { filter: 'format' }], [{ value: 507, name: 'Parquet' }]);
    drawn.setQueryData(['catalog', 'lookup', 'sensorType'], [{ value: 12, name: 'Water' }]);
    expect(optionName(drawn, 'country', 724)).toBe('Spain');
    expect(optionName(drawn, 'format', 507)).toBe('Parquet');
    expect(optionName(drawn, 'sensorType', 12)).toBe('Water');

    // Another page's client knows none of them, until the answers come with its page.
    const browser = new QueryClient();
    expect(optionName(browser, 'country', 724)).toBeUndefined();
    hydrate(browser, dehydrate(drawn));
    expect(optionName(browser, 'country', 724)).toBe('Spain');
  });
});

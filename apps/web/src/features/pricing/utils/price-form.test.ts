import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import { priceModes, priceOptions } from '@feedmarket/contract/pricing/pricing.constants';
import type { TPrice } from '@feedmarket/contract/pricing/pricing.schemas';

import {
  bodyOfValues,
  formFieldOf,
  newPriceValues,
  shownFields,
  validatePriceValues,
  valuesOfPrice,
  type PriceFormValues,
} from './price-form';
import { priceText } from './price-terms';

const values = (overrides: Partial<PriceFormValues>): PriceFormValues => ({
  ...newPriceValues,
  name: 'Standard rate',
  price: '12.5',
  metadataIds: [4],
  ...overrides,
});

const saved: TPrice = {
  id: 9,
  orgId: 2,
  name: 'Pay as you go',
  description: 'Each block of 100 downloads',
  status: activeStatuses.notActive,
  active: activeStatuses.notActive,
  statusName: 'Not active',
  mode: priceModes.volume,
  modeFlag: priceModes.volume,
  modeName: 'Volume',
  option: priceOptions.priced,
  optionName: 'Price',
  price: 15,
  currency: 'EUR',
  volume: 1,
  volumeName: 'Downloads',
  volumeAmount: 100,
  duration: 1,
  requireReview: true,
  withoutFeeFlag: true,
  note: 'Kept when saving',
  metadataIds: [3, 5],
  feeds: [],
  dateCreated: '2026-01-02T03:04:05Z',
  lastDateModified: '2026-01-02T03:04:05Z',
  username: 'provider',
};

describe('the pricing form', () => {
  it('shows the price for a priced configuration, and what the mode counts', () => {
    expect(shownFields({ mode: '1', option: '2' })).toEqual({
      price: true,
      currency: true,
      withoutFeeFlag: true,
      volumeAmount: false,
      duration: false,
    });
    expect(shownFields({ mode: '2', option: '1' })).toMatchObject({
      price: false,
      withoutFeeFlag: false,
      volumeAmount: true,
    });
    expect(shownFields({ mode: '3', option: '2' })).toMatchObject({ volumeAmount: false, duration: true });
  });

  it('sends decimals written with a comma, and 0 for a free configuration whatever was typed', () => {
    expect(bodyOfValues(values({ price: '12,5' }), 2)).toMatchObject({ orgId: 2, price: 12.5, mode: 1, option: 2 });
    expect(bodyOfValues(values({ option: '1', price: '40', withoutFeeFlag: true }))).toMatchObject({
      price: 0,
      withoutFeeFlag: false,
    });
  });

  it('sends the downloads of a volume price only, and never the note, so saving keeps it', () => {
    const volume = bodyOfValues(values({ mode: '2', volumeAmount: '250' }));
    expect(volume.volumeAmount).toBe(250);
    expect(volume).not.toHaveProperty('note');
    expect(bodyOfValues(values({ mode: '1', volumeAmount: '250' })).volumeAmount).toBeNull();
  });

  it('reads a saved configuration back into the form and sends it unchanged', () => {
    const form = valuesOfPrice(saved);
    expect(form).toMatchObject({ mode: '2', price: '15', volumeAmount: '100', isActive: false, currency: 'EUR' });
    expect(bodyOfValues(form)).toMatchObject({
      name: saved.name,
      status: activeStatuses.notActive,
      price: 15,
      volumeAmount: 100,
      requireReview: true,
      withoutFeeFlag: true,
      metadataIds: [3, 5],
    });
  });

  it('asks for a price above 0 with at most 2 decimals', () => {
    expect(validatePriceValues(values({ price: '' })).price).toBe(messages.required);
    expect(validatePriceValues(values({ price: ',' })).price).toBe(messages.number);
    expect(validatePriceValues(values({ price: '12.345' })).price).toBe('The price has at most 2 decimals');
    expect(validatePriceValues(values({ price: '0' })).price).toBe('A priced configuration needs a price above 0');
    expect(validatePriceValues(values({ price: '12.34' }))).toEqual({});
  });

  it('needs at least one feed', () => {
    expect(validatePriceValues(values({ metadataIds: [] })).metadataIds).toBe(messages.priceNeedsFeeds);
  });

  it('asks for downloads when the mode counts them, and ignores what is hidden', () => {
    expect(validatePriceValues(values({ mode: '2' })).volumeAmount).toBe(messages.required);
    expect(validatePriceValues(values({ mode: '2', volumeAmount: '0' })).volumeAmount).toBe(
      'A volume price buys at least 1 download',
    );
    expect(validatePriceValues(values({ option: '1', price: '12.345', currency: '' }))).toEqual({});
  });

  it("finds the server's fields on the form", () => {
    expect(formFieldOf('body.metadataIds')).toBe('metadataIds');
    expect(formFieldOf('body.metadataIds.0')).toBe('metadataIds');
    expect(formFieldOf('body.active')).toBe('isActive');
    expect(formFieldOf('body.modeFlag')).toBe('mode');
    expect(formFieldOf('body.note')).toBeNull();
  });
});

describe('a price as the list shows it', () => {
  it('says what one payment buys', () => {
    expect(priceText(saved)).toBe('EUR 15.00 per 100 downloads');
    expect(priceText({ ...saved, mode: priceModes.perFeed, price: 250 })).toBe('EUR 250.00 per feed');
    expect(priceText({ ...saved, mode: priceModes.duration, duration: 3 })).toBe('EUR 15.00 per 3 months');
    expect(priceText({ ...saved, mode: priceModes.duration, duration: 1 })).toBe('EUR 15.00 per month');
    expect(priceText({ ...saved, volumeAmount: 1 })).toBe('EUR 15.00 per 1 download');
    expect(priceText({ ...saved, option: priceOptions.free, price: 0 })).toBe('Free');
  });
});

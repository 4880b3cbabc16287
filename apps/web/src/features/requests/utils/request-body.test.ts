import { describe, expect, it } from 'vitest';

import { ZDataRequestBody } from '@feedmarket/contract/requests/requests.schemas';

import { toRequestBody, type DataRequestValues } from './request-body';

const values: DataRequestValues = {
  firstName: ' Vera ',
  lastName: 'Visitor',
  email: 'vera@tidewater.example',
  orgName: 'Tidewater Research',
  country: '840',
  state: '84053',
  address: '',
  role: '  ',
  comment: ' Hourly readings would be enough ',
  criteria: [
    { key: 'a', criteriaId: '1', text: ' Puget Sound ' },
    { key: 'b', criteriaId: '3', text: 'Water temperature' },
  ],
};

describe('the data request body', () => {
  it("is what the contract accepts from a visitor: ids as numbers, blanks left out, rows' keys dropped", () => {
    const body = toRequestBody(values, false);
    expect(body).toEqual({
      comment: 'Hourly readings would be enough',
      contact: {
        firstName: 'Vera',
        lastName: 'Visitor',
        email: 'vera@tidewater.example',
        orgName: 'Tidewater Research',
        country: 840,
        state: 84053,
        address: undefined,
        role: undefined,
      },
      criteria: [
        { criteriaId: 1, text: 'Puget Sound' },
        { criteriaId: 3, text: 'Water temperature' },
      ],
    });
    expect(ZDataRequestBody.safeParse(body).success).toBe(true);
  });

  it('sends no contact for a member, and no state outside the United States and Canada', () => {
    expect(toRequestBody(values, true).contact).toBeUndefined();
    expect(toRequestBody({ ...values, country: '826', state: '84053' }, false).contact?.state).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';

import { DateText } from './date-text';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it('takes over a date the server drew in UTC, then writes it in the reader’s time zone', async () => {
  // Node reads `TZ` again when it changes: the reader is in New York, where it is still Nov 28.
  process.env.TZ = 'America/New_York';
  const date = <DateText value="2026-11-29T03:00:00Z" format="day" />;
  const drawn = renderToString(date);
  expect(drawn).toBe('Nov 29, 2026');

  const root = document.createElement('div');
  root.innerHTML = drawn;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, date, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(root.textContent).toBe('Nov 28, 2026');
});

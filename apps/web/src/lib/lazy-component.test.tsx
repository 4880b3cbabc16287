// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';

import { lazyComponent, loadDrawnParts } from './lazy-component';

const waiting = <p>loading</p>;

it('draws a part whose code has loaded at once, without waiting on its code again', async () => {
  const Part = lazyComponent('test:loaded', async () => () => <p>the part</p>);
  await loadDrawnParts(['test:loaded']);
  render(
    <Suspense fallback={waiting}>
      <Part />
    </Suspense>,
  );
  // No fallback first: the page the server drew is taken over as it stands.
  expect(screen.getByText('the part')).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
});

it('draws a part not loaded yet once its code arrives', async () => {
  const Part = lazyComponent('test:later', async () => () => <p>the later part</p>);
  render(
    <Suspense fallback={waiting}>
      <Part />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('the later part')).toBeTruthy();
});

it("loads the parts the server drew inside other parts, as each outer part's code names them", async () => {
  const loads: string[] = [];
  let Inner: unknown;
  lazyComponent('test:outer', async () => {
    loads.push('outer');
    // The outer part's module declares the inner one, as a page's module declares its tabs.
    Inner = lazyComponent('test:inner', async () => {
      loads.push('inner');
      return () => null;
    });
    return () => null;
  });
  await loadDrawnParts(['test:inner', 'test:outer', 'test:unknown']);
  expect(loads).toEqual(['outer', 'inner']);
  expect(Inner).toBeDefined();
});

it('takes the page over even when a part fails to load', async () => {
  lazyComponent('test:failing', () => Promise.reject(new Error('offline')));
  const Loaded = lazyComponent('test:fine', async () => () => <p>the fine part</p>);
  await loadDrawnParts(['test:failing', 'test:fine']);
  render(<Loaded />);
  expect(screen.getByText('the fine part')).toBeTruthy();
});

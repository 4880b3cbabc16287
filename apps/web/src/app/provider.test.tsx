// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { defaultAppSettings } from '@feedmarket/contract/domain/domain.constants';

import { appSettingsQueryOptions, getAppGuid, useWording } from '../lib/app-settings';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';

function WorkspaceName({ index }: { index: number }) {
  return <p>{`${index}: your ${useWording().workspace}`}</p>;
}

afterEach(() => queryClient.clear());

describe('AppProvider', () => {
  it('gives every component the loaded settings through one subscription, however many read them', async () => {
    const { queryKey } = appSettingsQueryOptions(getAppGuid());
    queryClient.setQueryData(queryKey, { ...defaultAppSettings, guid: getAppGuid(), theme: 'itsa' });
    render(
      <AppProvider>
        {[1, 2, 3].map((index) => (
          <WorkspaceName key={index} index={index} />
        ))}
      </AppProvider>,
    );
    // The itsa theme calls the workspace a project (consumer spec §1).
    expect(await screen.findByText('3: your project')).toBeTruthy();
    expect(screen.getByText('1: your project')).toBeTruthy();
    // A result page has a hundred cards reading the wording: they share the provider's observer.
    expect(queryClient.getQueryCache().find({ queryKey })?.getObserversCount()).toBe(1);
  });
});

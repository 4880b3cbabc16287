import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { TContentPreview } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { ListError } from './list-states';

type PreviewStatesProps<T extends TContentPreview> = {
  preview: UseQueryResult<T>;
  /** The preview once it has loaded. */
  children: (preview: T) => ReactNode;
};

/** A preview while it loads, when it fails (with the server's reason, if any, and a retry), and once it is there. */
export function PreviewStates<T extends TContentPreview>({ preview, children }: PreviewStatesProps<T>) {
  if (preview.isError) {
    return (
      <ListError
        title={messages.previewFailed}
        error={preview.error}
        fallback=""
        onRetry={() => void preview.refetch()}
      />
    );
  }
  if (!preview.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the preview" />
      </Center>
    );
  }
  return children(preview.data);
}

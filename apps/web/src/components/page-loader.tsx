import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or the session check is on its way. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}

import { Box, Center, Loader } from '@mantine/core';

type PageLoaderProps = {
  label?: string;
  /**
   * Stands in for a page (or a page's main part) still on its way: it takes the window's height, so the
   * footer stays below the fold and the content that replaces it does not push what is on screen.
   */
  page?: boolean;
};

/** Shown while a page's code or the session check is on its way. */
export function PageLoader({ label = 'Loading', page = false }: PageLoaderProps) {
  const loader = (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
  return page ? <Box mih="100dvh">{loader}</Box> : loader;
}

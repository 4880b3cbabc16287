import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { useState } from 'react';

import { appLogoUrl, getAppGuid, useAppSettings } from '../lib/app-settings';

/**
 * The application's logo, loaded by application id. The logo is a wordmark that carries the title,
 * so the title is written out only when the logo cannot be loaded.
 */
export function AppLogo({ height = 34 }: { height?: number }) {
  const { appTitle } = useAppSettings();
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={height} radius="md" aria-hidden>
          <IconTopologyStar3 size={height * 0.62} />
        </ThemeIcon>
        <Text fw={800} fz={height > 30 ? 'lg' : 'md'} lh={1} truncate="end" maw={220}>
          {appTitle}
        </Text>
      </Group>
    );
  }
  return (
    <Box
      component="img"
      src={appLogoUrl(getAppGuid())}
      alt={appTitle}
      h={height}
      w="auto"
      // Never stretched by a flex column: the wordmark would drift to the middle of a wider box.
      style={{ display: 'block', alignSelf: 'flex-start', maxWidth: height * 6 }}
      onError={() => setFailed(true)}
    />
  );
}

import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Component, useId, type ReactNode } from 'react';

import { useCanDrawMaps } from '../../lib/map/webgl-support';

type MapNoticeProps = {
  /** About the map's height, so the page around the notice keeps its shape. */
  height: number | string;
  /** Drawn as a card like the framed maps; a map filling the page (embedded) has no frame. */
  framed?: boolean;
  /** What the user can do instead, where the map is (the list, typing coordinates…). */
  alternative?: ReactNode;
};

/** Said in the map's place when the browser cannot draw it. */
export function MapUnavailable({ height, framed = true, alternative }: MapNoticeProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder={framed}
      radius={framed ? 'lg' : 0}
      bg="var(--mantine-color-gray-0)"
      mih={height}
      p={{ base: 'md', sm: 'xl' }}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      role="region"
      aria-labelledby={titleId}
    >
      <Stack align="center" gap="xs" ta="center" maw={440}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMapOff size={26} />
        </ThemeIcon>
        <Text id={titleId} fw={700} size="lg">
          The map cannot be shown here
        </Text>
        <Text size="sm" c="dimmed">
          This browser could not draw the map: it needs WebGL, which is turned off or not supported here.
        </Text>
        {alternative && (
          <Text size="sm" component="div">
            {alternative}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type CatchProps = { fallback: ReactNode; children: ReactNode };

// The map library throws while making its drawing context when the browser refuses one: the failure
// stays in the map's place instead of reaching the route's error page and everything on it.
class MapErrorBoundary extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Wraps every map: the notice instead when the browser cannot draw maps (its code is then never
 * loaded), and the same notice if making the map fails anyway. Until the browser is known (the page
 * the server drew), a placeholder of the map's size.
 */
export function MapBoundary({ children, ...notice }: MapNoticeProps & { children: ReactNode }) {
  const canDraw = useCanDrawMaps();
  const fallback = <MapUnavailable {...notice} />;
  if (canDraw === null) return <Skeleton h={notice.height} radius={notice.framed === false ? 0 : 'lg'} />;
  if (!canDraw) return fallback;
  return <MapErrorBoundary fallback={fallback}>{children}</MapErrorBoundary>;
}

import { Affix, Button, Group, Paper, Text, Title, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useId } from 'react';

import { setCookieConsent, useCookieConsent } from '../../lib/cookie-consent';

/**
 * Asked once, on the first visit. It does not block the page: visitors can search before answering,
 * and declining only means a sign-in is not remembered after the browser closes.
 */
export function CookieConsentDialog() {
  const consent = useCookieConsent();
  const titleId = useId();
  const textId = useId();

  return (
    // In the page rather than a portal, so the server draws it with the page's first view.
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150} withinPortal={false}>
      <Transition mounted={consent === null} transition="slide-up" duration={200}>
        {(styles) => (
          <Paper
            // A banner that leaves the page usable, so a named region rather than a (modal) dialog.
            role="region"
            aria-labelledby={titleId}
            aria-describedby={textId}
            withBorder
            shadow="xl"
            p="lg"
            maw={640}
            mx="auto"
            style={styles}
          >
            <Group gap="sm" mb={6} wrap="nowrap">
              <IconCookie size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Title order={2} fz="lg" id={titleId}>
                Cookie permission
              </Title>
            </Group>
            <Text size="sm" c="dimmed" id={textId}>
              We use cookies only to remember your choices, such as staying signed in when you tick “Remember me”. No
              advertising or tracking cookies are set.
            </Text>
            <Group justify="flex-end" mt="md" gap="sm">
              <Button variant="default" onClick={() => setCookieConsent('declined')}>
                Decline
              </Button>
              <Button onClick={() => setCookieConsent('allowed')}>Allow cookies</Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}

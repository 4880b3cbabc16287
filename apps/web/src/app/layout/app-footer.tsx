import { Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { AppLogo } from '../../components/app-logo';
import { helpContentGroup, paths } from '../../config/paths';
import { useAppSettings } from '../../lib/app-settings';
import { openDialog, type DialogId } from '../../lib/dialogs';
import classes from './layout.module.css';

type FooterItem = { label: string; to: string } | { label: string; dialog: DialogId };

const columns: { title: string; items: FooterItem[] }[] = [
  {
    title: 'Marketplace',
    items: [
      { label: 'Search feeds', to: paths.search.getHref() },
      { label: 'Request data', dialog: 'dataRequest' },
      { label: 'Supply data', to: paths.supplyData.getHref() },
      { label: 'Developers', to: paths.developers.getHref() },
    ],
  },
  {
    title: 'Terms',
    items: [
      { label: 'Payment policy', to: paths.paymentPolicy.getHref() },
      { label: 'Additional terms', to: paths.additionalTerms.getHref() },
      { label: 'User agreement', dialog: 'userAgreement' },
    ],
  },
  {
    title: 'Help',
    items: [
      { label: 'Help centre', to: paths.content.getHref(helpContentGroup) },
      { label: 'What is this?', dialog: 'whatIsThis' },
    ],
  },
];

export function AppFooter() {
  const { appTitle } = useAppSettings();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" px="md" py={40}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 1' }}>
            <AppLogo height={28} />
            <Text size="sm" c="dimmed" maw={260}>
              The marketplace for data feeds: described in detail, shared on your terms.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Box component="nav" aria-label={column.title} key={column.title}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs" style={{ letterSpacing: 0.8 }}>
                {column.title}
              </Text>
              {column.items.map((item) =>
                'to' in item ? (
                  <Link key={item.label} to={item.to} className={classes.footerLink}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    key={item.label}
                    type="button"
                    className={classes.footerLink}
                    onClick={() => openDialog(item.dialog)}
                  >
                    {item.label}
                  </button>
                ),
              )}
            </Box>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {appTitle}. All rights reserved.
          </Text>
          <Text size="xs" c="dimmed">
            Data feeds, described and delivered.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

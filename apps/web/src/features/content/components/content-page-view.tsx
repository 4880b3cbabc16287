import { Alert, Anchor, Box, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { zSlug } from '@feedmarket/contract/content/content.schemas';

import { Markdown } from '../../../components/markdown';
import { PageLoader } from '../../../components/page-loader';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useContentPage } from '../api/get-content-page';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function titleOfGroup(group: string): string {
  const words = group.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A generic content page. An unknown page falls back to its group's index page, an unknown group to
 * the search page, so a stale link never ends on an error.
 */
export function ContentPageView({ group, page }: { group: string; page: string | undefined }) {
  const navigate = useNavigate();
  const validGroup = zSlug.safeParse(group).success;
  const validPage = page === undefined || zSlug.safeParse(page).success;
  const query = useContentPage(group, page, { enabled: validGroup && validPage });

  const missing = !validGroup || !validPage || isNotFound(query.error);
  useEffect(() => {
    if (!missing) return;
    const fallback = validGroup && page !== undefined ? paths.content.getHref(group) : paths.search.getHref();
    void navigate(fallback, { replace: true });
  }, [missing, validGroup, group, page, navigate]);

  if (missing || query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <PageShell title={titleOfGroup(group)}>
        <Alert color="red" title="This page cannot be shown right now">
          {query.error.message} Please try again in a moment.
        </Alert>
      </PageShell>
    );
  }

  const content = query.data;
  const otherPages = content.pages.filter((item) => item.page !== 'index');

  return (
    <PageShell title={content.title} eyebrow={titleOfGroup(content.group)}>
      <Grid gap="xl">
        {otherPages.length > 0 && (
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
            <Paper withBorder p="xs" component="nav" aria-label={`${titleOfGroup(content.group)} pages`}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6}>
                In this section
              </Text>
              <NavLink
                component={Link}
                to={paths.content.getHref(content.group)}
                label="Overview"
                active={content.page === 'index'}
              />
              {otherPages.map((item) => (
                <NavLink
                  key={item.page}
                  component={Link}
                  to={paths.content.getHref(content.group, item.page)}
                  label={item.title}
                  active={item.page === content.page}
                />
              ))}
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: otherPages.length > 0 ? 9 : 12 }} order={{ base: 1, md: 2 }}>
          <Box maw={760}>
            <Markdown source={content.body} />
            {content.page !== 'index' && (
              <Stack mt="xl">
                <Anchor component={Link} to={paths.content.getHref(content.group)} size="sm">
                  ← Back to {titleOfGroup(content.group)}
                </Anchor>
              </Stack>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}

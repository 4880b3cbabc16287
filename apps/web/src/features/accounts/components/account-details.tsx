import { Anchor, Avatar, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

import type { TAccount } from '@feedmarket/contract/accounts/accounts.schemas';
import { DateText } from '../../../components/date-text';

/** A website as a link: addresses saved without a scheme ("www.example.com") open over https. */
export const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The organisation's logo, or its initials when it has none. */
export function OrganizationLogo({ account, size = 72 }: { account: TAccount; size?: number }) {
  return (
    <Avatar
      src={account.logoUrl}
      alt={account.logoUrl ? `${account.name} logo` : undefined}
      name={account.name}
      color="initials"
      size={size}
      radius="md"
      imageProps={{ style: { objectFit: 'contain' } }}
      aria-hidden={account.logoUrl ? undefined : true}
    />
  );
}

/** The account's name, type, age and website beside its logo. */
export function AccountIdentity({ account, actions }: { account: TAccount; actions?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <OrganizationLogo account={account} />
          <Stack gap={4} miw={0}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Title>
            <Group gap="xs">
              {account.isReadOnly && (
                <Badge variant="light" color="gray">
                  Read-only organisation
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                Member since <DateText value={account.datecreated} format="longDay" />
              </Text>
            </Group>
            {account.website && (
              <Anchor href={websiteHref(account.website)} target="_blank" rel="noopener noreferrer" size="sm">
                {account.website}
              </Anchor>
            )}
          </Stack>
        </Group>
        {actions}
      </Group>
    </Paper>
  );
}

type DetailCardProps = { title: string; icon: ReactNode; children: ReactNode };

/** One group of account facts under its heading, a region named by it. */
export function DetailCard({ title, icon, children }: DetailCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
      </Group>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/** The organisation's address, one part a line. */
export function AddressLines({ account }: { account: TAccount }) {
  const cityLine = [account.city, [account.stateName, account.postalcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
      {[account.addressline1, account.addressline2, cityLine, account.countryName].filter(Boolean).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

/** Where invoices go: the billing contact, or the organisation's address when there is none. */
export function BillingContactLines({ account }: { account: TAccount }) {
  const contact = account.billingContact;
  if (!contact) {
    return (
      <Text size="sm" c="dimmed">
        Invoices go to the organisation&apos;s address.
      </Text>
    );
  }
  return (
    <>
      {contact.division && (
        <Text size="sm" fw={600}>
          {contact.division}
        </Text>
      )}
      <Text size="sm">{account.billingAddressDisplay}</Text>
      {contact.phone && <Text size="sm">Phone {contact.phone}</Text>}
      {contact.email && (
        <Anchor href={`mailto:${contact.email}`} size="sm">
          {contact.email}
        </Anchor>
      )}
    </>
  );
}

/** The organisation's ISIC codes with their names. */
export function IndustryList({ account }: { account: TAccount }) {
  return (
    <List spacing={4} size="sm" listStyleType="none">
      {account.isicCodes.map((code) => (
        <List.Item key={code.code}>
          <Text span ff="monospace" fw={600}>
            {code.code}
          </Text>{' '}
          {code.name}
        </List.Item>
      ))}
    </List>
  );
}

/** Who administers the organisation, and how many users it has. */
export function AdministratorList({ account }: { account: TAccount }) {
  return (
    <>
      {account.administrators.length === 0 ? (
        <Text size="sm" c="dimmed">
          No active administrator: ask the marketplace&apos;s supervisor for help.
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none">
          {account.administrators.map((admin) => (
            <List.Item key={admin.userId}>
              {admin.displayName}
              {admin.email && (
                <>
                  {' · '}
                  <Anchor href={`mailto:${admin.email}`} size="sm">
                    {admin.email}
                  </Anchor>
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {account.userCount === 1 ? '1 user' : `${account.userCount} users`} in your organisation
      </Text>
    </>
  );
}

import { Alert, Button, FileButton, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import {
  IconBuilding,
  IconCategory,
  IconLock,
  IconPencil,
  IconReceipt,
  IconUpload,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { logoMimeTypes } from '@feedmarket/contract/accounts/accounts.schemas';

import { ListError, ListLoading } from '../../../components/list-states';
import { TabHeading } from '../../../components/tab-heading';
import { useAccountTab } from '../hooks/use-account-tab';
import {
  AccountIdentity,
  AddressLines,
  AdministratorList,
  BillingContactLines,
  DetailCard,
  IndustryList,
} from './account-details';
import { EditAccountDialog } from './edit-account-dialog';

type AccountTabProps = {
  orgId: number;
  /**
   * The organisation's account notices (notifications of type 4), shown under the account; the app
   * composes them from the notifications feature. Nothing is shown without them.
   */
  notices?: ReactNode;
};

/** The dashboard's Account tab: the organisation's account information, edited by its admins. */
export function AccountTab({ orgId, notices }: AccountTabProps) {
  const { account, isEditing, openEditor, closeEditor, uploadLogo, removeLogo, isLogoBusy } = useAccountTab(orgId);
  const data = account.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <TabHeading title="Your organisation's account">
          The details providers and the marketplace see about your organisation, and where invoices go.
        </TabHeading>
        {data?.canEdit && (
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={openEditor}>
            Edit account information
          </Button>
        )}
      </Group>

      {account.isError && !data ? (
        <ListError
          title="The account cannot be loaded right now"
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      ) : !data ? (
        <AccountSkeleton />
      ) : (
        <>
          {!data.canEdit && (
            <Alert color="blue" variant="light" icon={<IconLock size={20} />} title="You can read this account">
              Only your organisation&apos;s administrators can change the account information
              {data.administrators.length > 0 &&
                `: ask ${data.administrators.map((admin) => admin.displayName).join(' or ')}`}
              .
            </Alert>
          )}
          <AccountIdentity
            account={data}
            actions={
              data.canEdit && (
                <Group gap="sm">
                  <FileButton onChange={uploadLogo} accept={logoMimeTypes.join(',')}>
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        leftSection={<IconUpload size={16} aria-hidden />}
                        loading={isLogoBusy}
                      >
                        {data.logoUrl ? 'Replace logo' : 'Upload logo'}
                      </Button>
                    )}
                  </FileButton>
                  {data.logoUrl && (
                    <Button variant="subtle" color="red" onClick={removeLogo} disabled={isLogoBusy}>
                      Remove logo
                    </Button>
                  )}
                </Group>
              )
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DetailCard title="Address" icon={<IconBuilding size={16} />}>
              <AddressLines account={data} />
            </DetailCard>
            <DetailCard title="Billing contact" icon={<IconReceipt size={16} />}>
              <BillingContactLines account={data} />
            </DetailCard>
            <DetailCard title="Industries (ISIC codes)" icon={<IconCategory size={16} />}>
              <IndustryList account={data} />
            </DetailCard>
            <DetailCard title="Administrators" icon={<IconUsers size={16} />}>
              <AdministratorList account={data} />
            </DetailCard>
          </SimpleGrid>
          {notices}
          {isEditing && <EditAccountDialog account={data} onClose={closeEditor} />}
        </>
      )}
    </Stack>
  );
}

function AccountSkeleton() {
  return (
    <ListLoading gap="lg" label="Loading the account">
      <Paper withBorder p="lg">
        <Group gap="md">
          <Skeleton h={72} w={72} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={18} w="40%" />
            <Skeleton h={12} w="25%" />
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {Array.from({ length: 4 }, (_, index) => (
          <Paper key={index} withBorder p="lg">
            <Skeleton h={16} w="35%" mb="md" />
            <Skeleton h={12} w="80%" mb={6} />
            <Skeleton h={12} w="60%" />
          </Paper>
        ))}
      </SimpleGrid>
    </ListLoading>
  );
}

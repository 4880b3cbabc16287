import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { apiClientTypes, connectorNameMaxLength, sdkTypes } from '@feedmarket/contract/connectors/connectors.constants';
import {
  ZApiClientBody,
  type TApiClient,
  type TApiClientBody,
  type TApiClientWithToken,
} from '@feedmarket/contract/connectors/connectors.schemas';
import { messages } from '@feedmarket/contract/messages';

import { useScreenWidth } from '../../../hooks/use-screen-width';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { schemaFieldIssues, trimOnBlur } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useApiClientTypes, useSdkTypes } from '../api/get-connector-lookups';
import { useCreateApiClient, useUpdateApiClient } from '../api/save-api-client';

type ApiConnectionModalProps = {
  /** The client to change, as its row shows it; none creates one. */
  client: TApiClient | null;
  /** Told the new client with its token, to show it once. */
  onCreated: (client: TApiClientWithToken) => void;
  onClose: () => void;
};

/** The API connection modal (spec §2): creates an API client (its token is shown once after) or renames one. */
export function ApiConnectionModal({ client, onCreated, onClose }: ApiConnectionModalProps) {
  const isMobile = useScreenWidth('phone');
  return (
    <Modal
      opened
      onClose={onClose}
      title={client === null ? 'New API client' : 'Edit API client'}
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ApiClientForm client={client ?? undefined} onCreated={onCreated} onClose={onClose} />
    </Modal>
  );
}

type FormValues = { name: string; type: string; sdkType: string };

type ApiClientFormProps = {
  client?: TApiClient;
  onCreated: (client: TApiClientWithToken) => void;
  onClose: () => void;
};

const bodyOf = (values: FormValues): TApiClientBody => ({
  name: values.name,
  type: Number(values.type) as TApiClientBody['type'],
  sdkType: Number(values.sdkType) as TApiClientBody['sdkType'],
});

function ApiClientForm({ client, onCreated, onClose }: ApiClientFormProps) {
  const types = useApiClientTypes();
  const sdks = useSdkTypes();
  const create = useCreateApiClient();
  const update = useUpdateApiClient();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      name: client?.name ?? '',
      type: String(client?.type ?? apiClientTypes.ingestion),
      sdkType: String(client?.sdkType ?? sdkTypes.http),
    },
    // The contract's rules, checked on saving.
    validate: (values) =>
      Object.fromEntries(
        schemaFieldIssues(bodyOf(values), ZApiClientBody, { customMessages: true }).map(({ field, message }) => [
          field,
          message,
        ]),
      ),
  });

  const onError = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.status === 401) return;
      for (const { field, message } of error.fields) {
        if (field in form.getValues()) form.setFieldError(field, message);
      }
    }
    showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
  };

  const submit = (values: FormValues) => {
    const body = bodyOf(values);
    if (client) {
      update.mutate(
        { ...body, id: client.id, status: client.status as TApiClientBody['status'] },
        {
          onSuccess: (saved) => {
            showNotice({ tone: 'success', message: `${saved.name} was saved` });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        showNotice({ tone: 'success', message: `The API client ${created.name} was created` });
        onCreated(created);
      },
      onError,
    });
  };

  const options = (query: typeof types) =>
    (query.data ?? []).map((option) => ({ value: String(option.value), label: option.name }));

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {client
            ? 'Renaming or retyping a client keeps its token.'
            : 'An API client is a token for programs and devices: an ingestion client pushes records into your continuous feeds. The token is shown once, right after saving.'}
        </Text>
        <TextInput
          label="Name"
          required
          maxLength={connectorNameMaxLength}
          data-autofocus
          autoComplete="off"
          {...trimOnBlur(form, 'name')}
        />
        <Select
          label="Type"
          description="What the client is for"
          required
          allowDeselect={false}
          data={options(types)}
          placeholder={types.isPending ? 'Loading…' : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('type')}
        />
        <Select
          label="Calls over"
          description="How the client's programs reach the marketplace"
          required
          allowDeselect={false}
          data={options(sdks)}
          placeholder={sdks.isPending ? 'Loading…' : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('sdkType')}
        />
        {(types.isError || sdks.isError) && (
          <Alert color="red" variant="light" role="alert">
            The client types cannot be loaded right now. Close the dialog and try again.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {client ? 'Save' : 'Create API client'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

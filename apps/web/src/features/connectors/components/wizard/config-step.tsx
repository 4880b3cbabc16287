import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck, IconShieldCheck, IconAlertTriangle } from '@tabler/icons-react';

import {
  connectorDescriptionMaxLength,
  connectorNameMaxLength,
} from '@feedmarket/contract/connectors/connectors.constants';
import { messages } from '@feedmarket/contract/messages';

import type { useConnectorWizard } from '../../hooks/use-connector-wizard';
import { describeIssue } from '../../utils/connector-form';
import { ConnectorParamsFields } from './connector-params-fields';

type ConfigStepProps = { wizard: ReturnType<typeof useConnectorWizard> };

/**
 * Config: the connector's name, how its records travel (the types of the chosen direction), the
 * chosen type's push or pull parameters, and the server's check of the whole ('Valid' or
 * 'Connector Configuration is Invalid').
 */
export function ConfigStep({ wizard }: ConfigStepProps) {
  const { values, fields, typesOfCategory, types, chosenType, params, defs, check } = wizard;
  return (
    <Stack gap="lg">
      <Text size="sm">
        Feed: <strong>{values.metadataName}</strong>
      </Text>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          maxLength={connectorNameMaxLength}
          data-autofocus
          autoComplete="off"
          {...fields.text('name')}
        />
        <Textarea
          label="Description"
          description="Optional: what the connector is for, for your colleagues"
          autosize
          minRows={2}
          maxRows={4}
          maxLength={connectorDescriptionMaxLength}
          {...fields.text('description')}
        />
      </Stack>

      <Radio.Group
        label="Type"
        description="How the records travel, and who starts each transfer"
        required
        value={values.type === null ? null : String(values.type)}
        onChange={(value) => {
          const type = typesOfCategory.find((candidate) => String(candidate.value) === value);
          if (type) wizard.setType(type);
        }}
        error={fields.error('type')}
      >
        {types.isPending ? (
          <Skeleton h={72} mt="xs" />
        ) : types.isError ? (
          <Alert color="red" variant="light" mt="xs" role="alert">
            The connector types cannot be loaded right now. Close the wizard and try again.
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: Math.min(typesOfCategory.length, 3) }} spacing="sm" mt="xs">
            {typesOfCategory.map((type) => (
              <Paper key={type.value} withBorder radius="md" p="sm">
                <Radio
                  value={String(type.value)}
                  label={`${type.name} (${type.mode})`}
                  description={type.description}
                />
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Radio.Group>

      {chosenType && (
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {chosenType.mode === 'push' ? 'Push parameters' : 'Pull parameters'}
          </Text>
          {params.isPending ? (
            <Skeleton h={64} />
          ) : params.isError ? (
            <Alert color="red" variant="light" role="alert">
              The parameters of this type cannot be loaded right now.
            </Alert>
          ) : defs.length === 0 ? (
            <Text size="sm" c="dimmed">
              This type takes no parameters.
            </Text>
          ) : (
            <ConnectorParamsFields defs={defs} fields={fields} />
          )}
        </Stack>
      )}

      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm" style={{ flex: '1 1 240px' }}>
              Check the configuration with the server before saving it; nothing is saved by the check.
            </Text>
            <Button
              variant="default"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              onClick={wizard.runCheck}
              loading={wizard.isChecking}
            >
              Validate configuration
            </Button>
          </Group>
          <div aria-live="polite">
            {check &&
              (check.valid ? (
                <Alert
                  color="teal"
                  variant="light"
                  icon={<IconCircleCheck size={18} aria-hidden />}
                  title={messages.connectorValid}
                />
              ) : (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  title={messages.connectorInvalid}
                >
                  {check.fields.length > 0 && (
                    <List size="sm" spacing={2}>
                      {check.fields.map((issue) => (
                        <List.Item key={`${issue.field}-${issue.message}`}>{describeIssue(issue, defs)}</List.Item>
                      ))}
                    </List>
                  )}
                </Alert>
              ))}
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}

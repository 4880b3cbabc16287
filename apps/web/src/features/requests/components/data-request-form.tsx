import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';

import { dataRequestLimits } from '@feedmarket/contract/requests/requests.schemas';

import { CountryStateFields } from '../../../components/country-state-fields';
import { trimOnBlur } from '../../../lib/form-validation';
import { useDataRequestForm } from '../hooks/use-data-request-form';
import { CriteriaRows } from './criteria-rows';

type DataRequestFormProps = { isMember: boolean; onSent: () => void; onCancel: () => void };

/** Page 2 of the request form: the visitor's contact, what data they need, and a comment. */
export function DataRequestForm({ isMember, onSent, onCancel }: DataRequestFormProps) {
  const { form, submit, isPending, addCriterion, removeCriterion, canAddCriterion } = useDataRequestForm({
    isMember,
    onSent,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {isMember
            ? 'We answer you in your notifications, as a member of your organisation. '
            : 'We answer you by e-mail. '}
          Every field is required unless marked optional.
        </Text>
        {!isMember && (
          <Stack gap="sm" component="fieldset" p={0} m={0} style={{ border: 0 }}>
            <Title order={3} fz="sm" component="legend" mb="xs">
              How can we reach you?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="First name" autoComplete="given-name" {...trimOnBlur(form, 'firstName')} />
              <TextInput label="Last name" autoComplete="family-name" {...trimOnBlur(form, 'lastName')} />
              <TextInput label="E-mail" type="email" autoComplete="email" {...trimOnBlur(form, 'email')} />
              <TextInput label="Organisation" autoComplete="organization" {...trimOnBlur(form, 'orgName')} />
              <CountryStateFields form={form} />
              <TextInput
                label="Address"
                description="Optional"
                autoComplete="street-address"
                {...trimOnBlur(form, 'address')}
              />
              <TextInput
                label="Your role"
                description="Optional"
                autoComplete="organization-title"
                {...trimOnBlur(form, 'role')}
              />
            </SimpleGrid>
          </Stack>
        )}

        <CriteriaRows form={form} onAdd={addCriterion} onRemove={removeCriterion} canAdd={canAddCriterion} />

        <Textarea
          label="Comment"
          description="Optional: anything else we should know, such as how you will use the data and by when."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={dataRequestLimits.comment}
          {...trimOnBlur(form, 'comment')}
        />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

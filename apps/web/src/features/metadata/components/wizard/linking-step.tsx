import { ActionIcon, Button, Group, Input, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { emptyRelation, type FeedFormValues } from './feed-form-values';
import { LookupChips, LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Linking: how the feed relates to other resources, its data grades and how to cite it. Nothing is required. */
export function LinkingStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  const isFull = values.relations.length >= feedLimits.relations;
  return (
    <Stack gap="md">
      <Input.Wrapper
        label="Relations"
        description="Optional: other feeds or resources this one relates to"
        labelElement="div"
      >
        <Stack gap="xs" mt={6}>
          {values.relations.length === 0 && (
            <Text size="sm" c="dimmed">
              No relation yet.
            </Text>
          )}
          {values.relations.map((relation, index) => (
            <Group
              key={relation.key}
              gap="sm"
              align="flex-start"
              wrap="nowrap"
              role="group"
              aria-label={`Relation ${index + 1}`}
            >
              <LookupSelect
                domainId={11}
                label="Relation type"
                required
                flex={1}
                binding={fields.input(`relations.${index}.type`)}
              />
              <TextInput
                label="Target"
                required
                placeholder="A URL, URN or name"
                maxLength={feedLimits.textMax}
                flex={1}
                {...fields.text(`relations.${index}.target`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                onClick={() => fields.remove('relations', index)}
                aria-label={`Remove relation ${index + 1}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => fields.append('relations', emptyRelation())}
              disabled={isFull}
            >
              Add relation
            </Button>
          </Group>
        </Stack>
      </Input.Wrapper>
      <LookupChips domainId={12} label="Data grades" binding={fields.input('gradings')} />
      <Textarea
        label="Citation"
        description="Optional: how users should cite the feed"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        {...fields.text('citation.text')}
      />
    </Stack>
  );
}

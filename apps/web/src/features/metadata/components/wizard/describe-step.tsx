import { Checkbox, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { IsicCodePicker } from '../../../../components/isic-code-picker';
import { isicCodesQueryOptions } from '../../../../lib/lookups';
import type { FeedFormValues } from './feed-form-values';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

export type PresetChoice = { id: number; name: string; description: string };

type DescribeStepProps = {
  values: FeedFormValues;
  fields: WizardFields;
  /** Presets offered to a new feed; none when editing. */
  presets: readonly PresetChoice[] | null;
  presetId: number | null;
  onPreset: (id: number) => void;
};

/** Describe: what the feed is, how it is identified, its industry and whether it is a file or a live feed. */
export function DescribeStep({ values, fields, presets, presetId, onPreset }: DescribeStepProps) {
  return (
    <Stack gap="md">
      {presets && presets.length > 0 && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Select<number>
            label="Start from a preset"
            description="Fills the later steps with typical values; name and identifiers stay yours."
            placeholder="No preset"
            leftSection={<IconSparkles size={16} aria-hidden />}
            data={presets.map((preset) => ({ value: preset.id, label: preset.name }))}
            value={presetId}
            onChange={(id) => id !== null && onPreset(id)}
            renderOption={({ option }) => (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {presets.find((preset) => preset.id === option.value)?.description}
                </Text>
              </Stack>
            )}
            comboboxProps={{ withinPortal: true }}
          />
        </Paper>
      )}

      <TextInput label="Name" required maxLength={feedLimits.nameMax} {...fields.text('meta.name')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={feedLimits.descriptionMax}
        {...fields.text('meta.description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Unique id"
          required
          description="With at least one digit, e.g. WX-2024.1"
          maxLength={feedLimits.uniqueIdMax}
          {...fields.text('identifier.extId')}
        />
        <TextInput label="Version" description="Optional" maxLength={40} {...fields.text('meta.version')} />
        <TextInput
          label="Image URL"
          description="Optional: https://…"
          type="url"
          maxLength={500}
          {...fields.text('meta.imageUrl')}
        />
        <TextInput
          label="URI"
          description="Optional"
          maxLength={feedLimits.textMax}
          {...fields.text('identifier.uri')}
        />
        <TextInput
          label="URN"
          description="Optional"
          maxLength={feedLimits.textMax}
          {...fields.text('identifier.urn')}
        />
        <LookupSelect
          domainId={1}
          label="Category"
          required
          description="The main subject of the data"
          binding={fields.input('categoryId')}
        />
      </SimpleGrid>
      <IsicCodePicker
        treeQuery={isicCodesQueryOptions()}
        value={values.isicCodes}
        onChange={(codes) => fields.set('isicCodes', codes)}
        error={fields.error('isicCodes')}
        limit={feedLimits.isicSelect}
        description={`The industries the feed's data comes from: choose 1 to ${feedLimits.isicSelect} codes.`}
      />
      <Radio.Group
        label="Feed type"
        required
        value={String(values.typeId)}
        onChange={(value) =>
          fields.set('typeId', Number(value) === feedTypes.continuous ? feedTypes.continuous : feedTypes.file)
        }
        error={fields.error('typeId')}
      >
        <Group gap="xl" mt={6}>
          <Radio value={String(feedTypes.file)} label="File-based" description="Files uploaded as datasets" />
          <Radio
            value={String(feedTypes.continuous)}
            label="Continuous"
            description="A live feed that keeps updating"
          />
        </Group>
      </Radio.Group>
      <Checkbox
        label="Requires legal review"
        description="A supervisor checks the feed's legal terms before it goes live."
        {...fields.checkbox('requireLegalReview')}
      />
    </Stack>
  );
}

import {
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';

import type { TPrice } from '@feedmarket/contract/pricing/pricing.schemas';
import {
  maxPrice,
  maxVolumeAmount,
  priceModeNames,
  priceModes,
  priceNameMaxLength,
  priceOptionNames,
  priceOptions,
} from '@feedmarket/contract/pricing/pricing.constants';

import { ListError, ListLoading } from '../../../components/list-states';
import { NumberTextInput } from '../../../components/number-text-input';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { trimOnBlur } from '../../../lib/form-validation';
import { usePriceDurations } from '../../../lib/lookups';
import { usePrice } from '../api/get-price';
import { usePriceForm } from '../hooks/use-price-form';
import { shownFields } from '../utils/price-form';
import { PriceFeedPicker } from './price-feed-picker';

/** What each mode charges for, under its name from the contract. */
const modeHints: Record<number, string> = {
  [priceModes.perFeed]: 'One payment for lasting access to a feed',
  [priceModes.volume]: 'A payment for each block of downloads; the next block is bought when one is used up',
  [priceModes.duration]: 'A payment for a period of access, renewed by a new request when it ends',
};

const modeOrder = [priceModes.perFeed, priceModes.volume, priceModes.duration];
const optionOrder = [priceOptions.priced, priceOptions.free];

type PricingModalProps = {
  orgId: number;
  /** The configuration to change; none creates one. */
  priceId: number | null;
  onClose: () => void;
};

/** The pricing modal (spec §2): creates a price configuration or changes one, with the feeds it prices. */
export function PricingModal({ orgId, priceId, onClose }: PricingModalProps) {
  const isMobile = useScreenWidth('phone');
  const price = usePrice(priceId);
  const title = priceId === null ? 'Create price configuration' : 'Edit price configuration';
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {priceId === null ? (
        <PriceForm orgId={orgId} onClose={onClose} />
      ) : price.data ? (
        <PriceForm orgId={orgId} price={price.data} onClose={onClose} />
      ) : price.isError ? (
        <ListError
          title="The price configuration cannot be loaded right now"
          error={price.error}
          onRetry={() => void price.refetch()}
        />
      ) : (
        <ListLoading gap="md" label="Loading the price configuration">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h={36} />
          ))}
        </ListLoading>
      )}
    </Modal>
  );
}

type PriceFormProps = { orgId: number; price?: TPrice; onClose: () => void };

function PriceForm({ orgId, price, onClose }: PriceFormProps) {
  const { form, submit, isSaving } = usePriceForm(orgId, price, onClose);
  const durations = usePriceDurations();
  const values = form.getValues();
  const shown = shownFields(values);
  /** Mode and option show and hide fields: a hidden field's error is gone with it. */
  const choiceProps = (field: 'mode' | 'option') => ({
    ...form.getInputProps(field),
    onChange: (value: string) => {
      form.setFieldValue(field, value);
      const next = shownFields({ ...values, [field]: value });
      for (const hidden of ['price', 'currency', 'volumeAmount', 'duration'] as const) {
        if (!next[hidden]) form.clearFieldError(hidden);
      }
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          A price configuration sets what access to the chosen feeds costs. A change applies from the next charge:
          access already granted keeps the terms it was granted under.
        </Text>

        <Stack gap="md">
          <TextInput
            label="Name"
            required
            maxLength={priceNameMaxLength}
            data-autofocus
            autoComplete="off"
            {...trimOnBlur(form, 'name')}
          />
          <Textarea
            label="Description"
            description="Optional: what the price covers, for your colleagues"
            autosize
            minRows={2}
            maxRows={5}
            {...trimOnBlur(form, 'description')}
          />
        </Stack>

        <Radio.Group label="Mode" description="How access is charged" required {...choiceProps('mode')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            {modeOrder.map((mode) => (
              <Paper key={mode} withBorder radius="md" p="sm">
                <Radio value={String(mode)} label={priceModeNames[mode]} description={modeHints[mode]} />
              </Paper>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Stack gap="sm">
          <Radio.Group label="Price" required {...choiceProps('option')}>
            <Group gap="lg" mt="xs">
              {optionOrder.map((option) => (
                <Radio
                  key={option}
                  value={String(option)}
                  label={option === priceOptions.free ? `${priceOptionNames[option]} (free)` : priceOptionNames[option]}
                />
              ))}
            </Group>
          </Radio.Group>
          {(shown.price || shown.volumeAmount || shown.duration) && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {shown.price && (
                <NumberTextInput
                  kind="decimal"
                  label="Amount"
                  description="At most 2 decimals"
                  required
                  min={0}
                  max={maxPrice}
                  autoComplete="off"
                  {...form.getInputProps('price')}
                />
              )}
              {shown.currency && (
                <TextInput
                  label="Currency"
                  description="3 capital letters, such as USD"
                  required
                  maxLength={3}
                  autoComplete="off"
                  {...form.getInputProps('currency')}
                  // Codes are capitals: typed letters become capitals, anything else is dropped.
                  onChange={(event) =>
                    form.setFieldValue('currency', event.currentTarget.value.toUpperCase().replace(/[^A-Z]/g, ''))
                  }
                />
              )}
              {shown.volumeAmount && (
                <NumberTextInput
                  kind="integer"
                  label="Downloads per block"
                  description="What one price buys: each file counts one, a zip its files"
                  required
                  min={0}
                  max={maxVolumeAmount}
                  autoComplete="off"
                  {...form.getInputProps('volumeAmount')}
                />
              )}
              {shown.duration && (
                <Select
                  label="Period"
                  description="How long one payment gives access"
                  required
                  allowDeselect={false}
                  data={(durations.data ?? []).map((option) => ({ value: String(option.value), label: option.name }))}
                  placeholder={durations.isPending ? 'Loading…' : undefined}
                  error={durations.isError ? 'The periods cannot be loaded right now' : undefined}
                  {...form.getInputProps('duration')}
                />
              )}
            </SimpleGrid>
          )}
        </Stack>

        <Stack gap="sm">
          <Switch
            label="Require review"
            description="Requests under this price wait for your approval, whatever your policies grant"
            {...form.getInputProps('requireReview', { type: 'checkbox' })}
          />
          {shown.withoutFeeFlag && (
            <Switch
              label="Without marketplace fee"
              description="The marketplace takes no fee from these charges"
              {...form.getInputProps('withoutFeeFlag', { type: 'checkbox' })}
            />
          )}
          <Switch
            label="Active"
            description="An active configuration prices its feeds from the next request"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </Stack>

        <PriceFeedPicker
          orgId={orgId}
          value={values.metadataIds}
          onChange={(ids) => {
            form.setFieldValue('metadataIds', ids);
            // A choice answers a refusal about the feeds; the rule runs again on saving.
            form.clearFieldError('metadataIds');
          }}
          initialFeeds={price?.feeds}
          error={typeof form.errors.metadataIds === 'string' ? form.errors.metadataIds : undefined}
        />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {price ? 'Save' : 'Create price configuration'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

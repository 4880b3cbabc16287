import { ActionIcon, Button, Flex, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';

import { feedSteps, feedStepTitles, type FeedStep } from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';
import { isValidNote } from '@feedmarket/contract/validators/feed-rules';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useDecideFeedReview } from '../api/decide-feed-review';

// `key` keeps each row's inputs with the row when another row is removed; it is not sent.
type StepComment = { key: string; step: FeedStep; text: string };
type ReturnValues = { comments: StepComment[] };

/** Spec §5 note rule: required, then well formed; an invalid note is not sent. */
function commentError(value: string): string | null {
  if (!value.trim()) return messages.required;
  return isValidNote(value) ? null : messages.invalid;
}

type ReturnFeedDialogProps = {
  /** The feed being returned; none closes the dialog. */
  feed: { id: number; name: string } | null;
  onClose: () => void;
};

/** The supervisor returns a feed waiting for review with a comment on one or more wizard steps. */
export function ReturnFeedDialog({ feed, onClose }: ReturnFeedDialogProps) {
  const decide = useDecideFeedReview();
  const form = useForm<ReturnValues>({
    mode: 'controlled',
    initialValues: { comments: [{ key: randomId(), step: 'describe', text: '' }] },
    validate: { comments: { text: commentError } },
  });
  const { comments } = form.values;
  const unusedSteps = feedSteps.filter((step) => !comments.some((comment) => comment.step === step));

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (values: ReturnValues) => {
    if (!feed) return;
    decide.mutate(
      {
        id: feed.id,
        decision: { approve: false, comments: values.comments.map(({ step, text }) => ({ step, text })) },
      },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: `${feed.name} was returned for review` });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          showNotice({ tone: 'error', message: errorMessage(error, 'The feed could not be returned') });
        },
      },
    );
  };

  return (
    <Modal
      opened={feed !== null}
      onClose={close}
      title="Return feed for review"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell the provider what to change in <b>{feed?.name}</b>. Comment on at least one step of the wizard; the
            provider sees each comment on its step.
          </Text>
          {comments.map((comment, index) => {
            // A step is commented on once: each row offers its own step and the steps not used yet.
            const choices = feedSteps
              .filter((step) => step === comment.step || unusedSteps.includes(step))
              .map((step) => ({ value: step, label: feedStepTitles[step] }));
            return (
              // Side by side where there is room; on a phone the step sits above its comment.
              <Flex
                key={comment.key}
                align={{ base: 'stretch', xs: 'flex-start' }}
                direction={{ base: 'column', xs: 'row' }}
                gap="sm"
              >
                <Select
                  label="Step"
                  data={choices}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 170 }}
                  {...form.getInputProps(`comments.${index}.step`)}
                />
                <Textarea
                  label="Comment"
                  placeholder="What should the provider change?"
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`comments.${index}.text`)}
                  onBlur={() => {
                    // Spec §5: spaces are trimmed on blur.
                    const text = form.getValues().comments[index]?.text ?? '';
                    if (text !== text.trim()) form.setFieldValue(`comments.${index}.text`, text.trim());
                  }}
                />
                {comments.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mt={{ base: 0, xs: 28 }}
                    aria-label={`Remove the comment on ${feedStepTitles[comment.step]}`}
                    onClick={() => form.removeListItem('comments', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Flex>
            );
          })}
          <Group justify="space-between" mt="xs">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={unusedSteps.length === 0}
              onClick={() => {
                const [next] = unusedSteps;
                if (next) form.insertListItem('comments', { key: randomId(), step: next, text: '' });
              }}
            >
              Comment on another step
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="orange" loading={decide.isPending}>
                Return feed
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend } from '@tabler/icons-react';

type WizardFooterProps = {
  isFirst: boolean;
  isLast: boolean;
  /** What is being sent: a draft save, a submit, or nothing. */
  busy: 'save' | 'submit' | null;
  onBack: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
};

/** Save draft on every step; Back and Next between steps; Submit on the summary. */
export function WizardFooter({ isFirst, isLast, busy, onBack, onNext, onSaveDraft, onSubmit }: WizardFooterProps) {
  const isBusy = busy !== null;
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={onSaveDraft}
        loading={busy === 'save'}
        disabled={isBusy && busy !== 'save'}
      >
        Save draft
      </Button>
      {/* On a narrow screen the steps' buttons wrap under Save draft, and stay on the right. */}
      <Group gap="sm" ml="auto">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          disabled={isFirst || isBusy}
        >
          Back
        </Button>
        {isLast ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={onSubmit}
            loading={busy === 'submit'}
            disabled={isBusy && busy !== 'submit'}
          >
            Submit
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onNext} disabled={isBusy}>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}

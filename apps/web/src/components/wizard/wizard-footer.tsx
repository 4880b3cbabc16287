import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type WizardFooterProps = {
  isFirst: boolean;
  isLast: boolean;
  /** A save is on its way: the steps stay where they are until it answers. */
  isBusy: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Stands on the left on every step, e.g. Save draft. */
  leading?: ReactNode;
  /** Takes Next's place on the last step, e.g. Submit. */
  finish?: ReactNode;
};

/** A wizard's buttons: Back and Next between steps, what finishes it on the last one, and what stays on every step. */
export function WizardFooter({ isFirst, isLast, isBusy, onBack, onNext, leading, finish }: WizardFooterProps) {
  return (
    <Group justify="space-between" gap="sm">
      {leading}
      {/* On a narrow screen the steps' buttons wrap under the leading ones, and stay on the right. */}
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
          finish
        ) : (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onNext} disabled={isBusy}>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}

import { Box, Group, Progress, ScrollArea, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

import classes from './wizard-layout.module.css';

/** What the stepper says about a step besides its place: it has issues, review feedback to read, or both. */
export type StepMark = { issues: boolean; feedback: boolean };

type WizardLayoutProps = {
  titles: readonly string[];
  active: number;
  furthest: number;
  marks: readonly StepMark[];
  onSelectStep: (index: number) => void;
  isMobile: boolean;
  /** Shown under the step's title: review feedback and issues of the step. */
  notes?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
};

function markText({ issues, feedback }: StepMark): string | undefined {
  const parts = [issues ? 'Has issues' : null, feedback ? 'Review feedback' : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/** A wizard's frame: the steps on the side (a progress bar on phones), the step, and the buttons below. */
export function WizardLayout({
  titles,
  active,
  furthest,
  marks,
  onSelectStep,
  isMobile,
  notes,
  children,
  footer,
}: WizardLayoutProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // A new step starts at its top, not where the previous one was scrolled to.
  useEffect(() => {
    viewport.current?.scrollTo({ top: 0 });
  }, [active]);

  const title = titles[active] ?? '';
  return (
    <Box className={isMobile ? classes.frameMobile : classes.frame}>
      <Group align="stretch" wrap="nowrap" gap="lg" className={classes.main}>
        {!isMobile && (
          <nav aria-label="Wizard steps" className={classes.steps}>
            <Stepper
              active={active}
              onStepClick={onSelectStep}
              orientation="vertical"
              size="xs"
              iconSize={26}
              allowNextStepsSelect={false}
              classNames={{ separator: classes.separator, step: classes.step }}
            >
              {titles.map((stepTitle, index) => {
                const mark = marks[index] ?? { issues: false, feedback: false };
                return (
                  <Stepper.Step
                    key={stepTitle}
                    label={stepTitle}
                    description={markText(mark)}
                    color={mark.issues ? 'red' : mark.feedback ? 'orange' : undefined}
                    completedIcon={
                      mark.issues ? (
                        <IconAlertTriangle size={14} aria-hidden />
                      ) : mark.feedback ? (
                        <IconMessageCircle size={14} aria-hidden />
                      ) : undefined
                    }
                    allowStepSelect={index <= furthest}
                    aria-current={index === active ? 'step' : undefined}
                  />
                );
              })}
            </Stepper>
          </nav>
        )}
        <Stack gap="md" className={classes.content}>
          {isMobile && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Step {active + 1} of {titles.length}
              </Text>
              <Progress value={((active + 1) / titles.length) * 100} size="sm" aria-hidden />
            </Stack>
          )}
          <Title order={3} fz="lg">
            {title}
          </Title>
          {/* Focusable, so keyboard users can scroll a step that holds no control of its own (a summary). */}
          <ScrollArea
            className={classes.scroll}
            viewportRef={viewport}
            viewportProps={{ tabIndex: 0 }}
            type="auto"
            offsetScrollbars
          >
            <Stack gap="md" pb="md" pr={4}>
              {notes}
              {children}
            </Stack>
          </ScrollArea>
        </Stack>
      </Group>
      <Box className={classes.footer}>{footer}</Box>
    </Box>
  );
}

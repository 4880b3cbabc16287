import { Button, Modal } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

import type { TConnector } from '@feedmarket/contract/connectors/connectors.schemas';

import { ListError } from '../../../../components/list-states';
import { PageLoader } from '../../../../components/page-loader';
import { StepIssuesAlert } from '../../../../components/wizard/step-issues-alert';
import { WizardFooter } from '../../../../components/wizard/wizard-footer';
import { WizardLayout } from '../../../../components/wizard/wizard-layout';
import { useScreenWidth } from '../../../../hooks/use-screen-width';
import { useConnector } from '../../api/get-connector';
import { useConnectorWizard } from '../../hooks/use-connector-wizard';
import { connectorFieldLabel, connectorSteps, connectorStepTitles } from '../../utils/connector-form';
import { ConfigStep } from './config-step';
import { SelectFeedStep } from './select-feed-step';

const stepTitles = connectorSteps.map((step) => connectorStepTitles[step]);

type ConnectorWizardFormProps = {
  saved: TConnector | null;
  isMobile: boolean;
  onClose: () => void;
};

function ConnectorWizardForm({ saved, isMobile, onClose }: ConnectorWizardFormProps) {
  const wizard = useConnectorWizard({ saved, onSaved: onClose });
  const { steps, activeStep } = wizard;
  const isLast = steps.active === connectorSteps.length - 1;

  return (
    <WizardLayout
      titles={stepTitles}
      active={steps.active}
      furthest={steps.furthest}
      marks={wizard.marks}
      onSelectStep={steps.select}
      isMobile={isMobile}
      notes={
        <StepIssuesAlert
          issues={wizard.shownIssues(activeStep)}
          labelOf={(field) => connectorFieldLabel(field, wizard.defs)}
        />
      }
      footer={
        <WizardFooter
          isFirst={steps.active === 0}
          isLast={isLast}
          isBusy={wizard.isSaving}
          onBack={() => wizard.goTo(steps.active - 1)}
          onNext={() => wizard.goTo(steps.active + 1)}
          finish={
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={wizard.save}
              loading={wizard.isSaving}
            >
              {saved ? 'Save connector' : 'Create connector'}
            </Button>
          }
        />
      }
    >
      {activeStep === 'select' ? (
        <SelectFeedStep
          values={wizard.values}
          onCategory={wizard.setCategory}
          onFeed={(feed) => wizard.form.setValues({ metadataId: feed.id, metadataName: feed.name })}
          error={wizard.fields.error('metadataId')}
        />
      ) : (
        <ConfigStep wizard={wizard} />
      )}
    </WizardLayout>
  );
}

type ConnectorWizardProps = {
  /** The connector to edit; none creates one. */
  connectorId: number | null;
  onClose: () => void;
};

/** The technical connector wizard (spec §2): select feed, then Config. */
export function ConnectorWizard({ connectorId, onClose }: ConnectorWizardProps) {
  const isMobile = useScreenWidth('phone');
  const connector = useConnector(connectorId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={connectorId === null ? 'New connector' : 'Edit connector'}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {connectorId === null ? (
        <ConnectorWizardForm saved={null} isMobile={isMobile} onClose={onClose} />
      ) : connector.data ? (
        <ConnectorWizardForm saved={connector.data} isMobile={isMobile} onClose={onClose} />
      ) : connector.isError ? (
        <ListError
          title="The connector cannot be opened"
          error={connector.error}
          onRetry={() => void connector.refetch()}
        />
      ) : (
        <PageLoader label="Loading the connector" />
      )}
    </Modal>
  );
}

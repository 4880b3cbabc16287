import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';

import type { TConnectorParamDef } from '@feedmarket/contract/connectors/connectors.schemas';

import { NumberTextInput } from '../../../../components/number-text-input';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';
import { withInlineCode } from '../../utils/inline-code';

const formatLabels: Record<string, string> = { jsonl: 'JSON lines', json: 'JSON array', csv: 'CSV with a header line' };

/** A connector type's parameters, each with the input its kind takes. */
export function ConnectorParamsFields({ defs, fields }: { defs: readonly TConnectorParamDef[]; fields: WizardFields }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {defs.map((def) => {
        const path = `params.${def.paramId}`;
        const props = fields.input(path);
        const common = {
          label: def.label,
          description: withInlineCode(def.description),
          required: def.required,
          error: fields.error(path),
        };
        const value = (fields.get<string | undefined>(path) ?? '') as string;
        switch (def.kind) {
          case 'choice':
            return (
              <Select
                key={def.paramId}
                {...common}
                data={def.options.map((option) => ({ value: option, label: formatLabels[option] ?? option }))}
                allowDeselect={!def.required}
                comboboxProps={{ withinPortal: true }}
                value={value || null}
                onChange={(next) => fields.set(path, next ?? '')}
              />
            );
          case 'integer':
            return (
              <NumberTextInput
                key={def.paramId}
                {...common}
                kind="integer"
                min={def.min ?? undefined}
                max={def.max ?? undefined}
                autoComplete="off"
                value={value}
                onChange={(next) => fields.set(path, next)}
              />
            );
          case 'secret':
            return (
              <PasswordInput
                key={def.paramId}
                {...common}
                maxLength={def.max ?? undefined}
                autoComplete="new-password"
                {...props}
                value={value}
                visibilityToggleButtonProps={{ 'aria-label': `Show ${def.label}` }}
              />
            );
          default:
            return (
              <TextInput
                key={def.paramId}
                {...common}
                type={def.kind === 'url' ? 'url' : 'text'}
                maxLength={def.max ?? undefined}
                placeholder={def.kind === 'url' ? 'https://' : undefined}
                autoComplete="off"
                {...fields.text(path)}
                value={value}
              />
            );
        }
      })}
    </SimpleGrid>
  );
}

import { SegmentedControl } from '@mantine/core';

import type { TechnicalView } from '../hooks/use-technical-tab';

const viewLabels: Record<TechnicalView, string> = { connectors: 'Connectors', sdk: 'SDK (API clients)' };

/** The Technical tab's toggle between its two lists (spec §2). */
export function TechnicalViewToggle({
  view,
  onChange,
}: {
  view: TechnicalView;
  onChange: (view: TechnicalView) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show"
      value={view}
      onChange={(value) => onChange(value as TechnicalView)}
      data={(Object.keys(viewLabels) as TechnicalView[]).map((value) => ({ value, label: viewLabels[value] }))}
    />
  );
}

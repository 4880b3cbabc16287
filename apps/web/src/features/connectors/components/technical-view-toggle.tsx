import type { TechnicalView } from '../hooks/use-technical-tab';
import { SegmentedRadio } from '../../../components/segmented-radio';

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
    <SegmentedRadio
      aria-label="Show"
      value={view}
      onChange={onChange}
      data={(Object.keys(viewLabels) as TechnicalView[]).map((value) => ({ value, label: viewLabels[value] }))}
    />
  );
}

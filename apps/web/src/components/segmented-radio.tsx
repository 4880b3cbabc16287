import { useId, type CSSProperties, type ReactNode } from 'react';

import classes from './segmented-radio.module.css';

type SegmentedRadioProps<Value extends string> = {
  'aria-label': string;
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: ReactNode }[];
  size?: 'xs' | 'sm';
  disabled?: boolean;
  style?: CSSProperties;
};

/**
 * A choice of a few values shown side by side, the chosen one raised: native radio buttons, so arrows
 * move between them and screen readers announce a radio group. Drawn with CSS only: Mantine's
 * SegmentedControl measures the page to place its indicator, a forced layout on every page that shows one.
 */
export function SegmentedRadio<Value extends string>({
  'aria-label': label,
  value,
  onChange,
  data,
  size = 'sm',
  disabled,
  style,
}: SegmentedRadioProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-size={size} style={style}>
      {data.map((option) => (
        <label key={option.value} className={classes.segment} data-checked={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

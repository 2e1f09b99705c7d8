import { SingleSelect, type SelectFieldProps, type SelectItem } from '../SingleSelect/index.ts';

/** The spec's three states: default (nothing chosen), negative (No) and positive (Yes). */
export type TriState = 'default' | 'negative' | 'positive';

/** The boolean select labels of the spec, section 9. */
export const TRI_STATE_LABELS: Record<TriState, string> = {
  positive: 'Yes',
  negative: 'No',
  default: 'Select Value',
};

const items: SelectItem<'positive' | 'negative'>[] = [
  { value: 'positive', label: TRI_STATE_LABELS.positive },
  { value: 'negative', label: TRI_STATE_LABELS.negative },
];

/** Maps the select's state to the nullable boolean a form stores. */
export function triStateToBoolean(state: TriState): boolean | null {
  return state === 'default' ? null : state === 'positive';
}

/** Maps a nullable boolean to the select's state. */
export function booleanToTriState(value: boolean | null | undefined): TriState {
  if (value === true) return 'positive';
  if (value === false) return 'negative';
  return 'default';
}

export interface TriStateSelectProps extends SelectFieldProps {
  /** Controlled value: true (Yes), false (No) or null (Select Value). */
  value?: boolean | null;
  /** Initial value when uncontrolled. */
  defaultValue?: boolean | null;
  /** Called with the new value and its state name. */
  onValueChange?: (change: { value: boolean | null; state: TriState }) => void;
}

/** A Yes / No select that can also say nothing yet (Select Value). */
export function TriStateSelect({ value, defaultValue = null, onValueChange, ...rest }: TriStateSelectProps) {
  const toSelect = (v: boolean | null) => {
    const state = booleanToTriState(v);
    return state === 'default' ? null : state;
  };
  return (
    <SingleSelect
      {...rest}
      items={items}
      defaultText={TRI_STATE_LABELS.default}
      value={value === undefined ? undefined : toSelect(value)}
      defaultValue={toSelect(defaultValue)}
      onValueChange={({ value: chosen }) => {
        const state: TriState = chosen ?? 'default';
        onValueChange?.({ value: triStateToBoolean(state), state });
      }}
    />
  );
}

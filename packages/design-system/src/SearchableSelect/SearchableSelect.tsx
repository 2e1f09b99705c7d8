import { useId, useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import { ErrorText, Field, Hint, Label, RequiredMark } from '../FormField/FormField.styles.ts';
import type { SelectFieldProps, SelectItem } from '../SingleSelect/index.ts';
import { selectField } from '../SingleSelect/selectField.ts';
import type { SelectChoiceProps } from '../SingleSelect/SingleSelect.tsx';
import {
  Anchor,
  Chevron,
  ComboInput,
  Empty,
  IconButton,
  InputButtons,
  Menu,
  Option,
} from '../SingleSelect/SingleSelect.styles.ts';
import { keepEscapeWhileOpen } from '../SingleSelect/keepEscapeWhileOpen.ts';

/** The most items a dropdown renders (spec section 9); typing narrows the rest. */
export const MAX_RENDERED_ITEMS = 600;
/** The overlay text when nothing matches. */
export const NO_ITEMS_TEXT = 'No items to display';

export interface SearchableSelectProps<V extends string | number> extends SelectFieldProps, SelectChoiceProps<V> {
  /** All choices; only the first 600 that match the typed text are rendered. */
  items: readonly SelectItem<V>[];
  /** Placeholder of the search box. */
  placeholder?: string;
  /** How many matches to render at most (600 by default). */
  maxItems?: number;
}

function matches<V extends string | number>(items: readonly SelectItem<V>[], text: string, limit: number) {
  const needle = text.trim().toLowerCase();
  const found: SelectItem<V>[] = [];
  for (const item of items) {
    if (needle === '' || item.label.toLowerCase().includes(needle)) {
      found.push(item);
      // Stop early: a list of 20,000 schools is never walked past what is shown.
      if (found.length === limit) break;
    }
  }
  return found;
}

/**
 * A combobox (downshift `useCombobox`) that filters its items by the typed text, renders at most
 * 600 of them, shows "No items to display" when nothing matches, and has a Clear button.
 */
export function SearchableSelect<V extends string | number>({
  items,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  maxItems = MAX_RENDERED_ITEMS,
  disabled = false,
  id,
  ...field
}: SearchableSelectProps<V>) {
  const generated = useId();
  const inputId = id ?? `combobox-${generated}`;
  const { view, aria } = selectField(field, { hint: `${inputId}-hint`, error: `${inputId}-error` });

  const [ownValue, setOwnValue] = useState<V | null>(defaultValue);
  const current = value === undefined ? ownValue : value;
  const selectedItem = items.find((item) => item.value === current) ?? null;
  // A copy of the box's text for filtering. The box itself stays downshift's: controlling it
  // from an effect-time callback drops keystrokes typed in quick succession.
  const [typed, setTyped] = useState(selectedItem?.label ?? '');
  // Typing filters; showing the chosen item's own label lists everything again.
  const filterText = selectedItem?.label === typed ? '' : typed;
  const shown = useMemo(() => matches(items, filterText, maxItems), [items, filterText, maxItems]);

  const choose = (next: SelectItem<V> | null) => {
    setOwnValue(next?.value ?? null);
    onValueChange?.({ value: next?.value ?? null, item: next });
  };

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    setInputValue,
    inputValue,
  } = useCombobox<SelectItem<V>>({
    items: shown,
    selectedItem,
    initialInputValue: selectedItem?.label ?? '',
    inputId,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: (item) => item.disabled ?? false,
    onInputValueChange: ({ inputValue: text }) => {
      setTyped(text);
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      choose(chosen ?? null);
    },
  });

  const name = typeof view.label === 'string' ? view.label : 'selection';

  return (
    <Field data-component="SearchableSelect" data-invalid={view.hasError || undefined} className={view.className}>
      <Label {...getLabelProps()}>
        {view.label}
        {view.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Anchor>
        <ComboInput
          placeholder={placeholder}
          {...getInputProps({
            disabled,
            onKeyDown: keepEscapeWhileOpen(isOpen),
            ...aria,
          })}
        />
        <InputButtons>
          {inputValue === '' && selectedItem === null ? null : (
            <IconButton
              type="button"
              aria-label={`Clear ${name}`}
              disabled={disabled}
              onClick={() => {
                choose(null);
                setInputValue('');
                document.getElementById(inputId)?.focus();
              }}
            >
              ×
            </IconButton>
          )}
          <IconButton type="button" aria-label={`Show ${name} options`} {...getToggleButtonProps({ disabled })}>
            <Chevron aria-hidden="true" />
          </IconButton>
        </InputButtons>
        <Menu data-open={isOpen && shown.length > 0} {...getMenuProps()}>
          {isOpen
            ? shown.map((item, index) => (
                <Option
                  key={String(item.value)}
                  data-highlighted={highlightedIndex === index}
                  {...getItemProps({ item, index })}
                >
                  {item.label}
                </Option>
              ))
            : null}
        </Menu>
        {isOpen && shown.length === 0 ? <Empty role="status">{NO_ITEMS_TEXT}</Empty> : null}
      </Anchor>
      {view.hint ? <Hint id={view.hintId}>{view.hint}</Hint> : null}
      {view.hasError ? <ErrorText id={view.errorId}>{view.error}</ErrorText> : null}
    </Field>
  );
}

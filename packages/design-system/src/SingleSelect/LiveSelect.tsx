import { useLayoutEffect, useRef, useState } from 'react';
import { useSelect } from 'downshift';
import { Option } from './SingleSelect.styles.ts';
import { SelectView } from './SelectView.tsx';
import { keepEscapeWhileOpen } from './keepEscapeWhileOpen.ts';
import { selectField } from './selectField.ts';
import { selectIds, type HandOver, type SelectOption, type SingleSelectProps } from './SingleSelect.tsx';

export interface LiveSelectProps<V extends string | number> extends SingleSelectProps<V> {
  /** The control's id (the resting select's, so nothing changes on hand-over). */
  id: string;
  /** What happened on the resting select while this module was loading: focus, clicks, keys. */
  handOver?: HandOver;
}

/**
 * The select with downshift's `useSelect`: keyboard operable (arrows, Home/End, type-ahead,
 * Enter/Space, Escape), with optional default text and no-items text. `SingleSelect` loads it on
 * the first hover, focus or touch (ADR 087).
 */
export function LiveSelect<V extends string | number>({
  items,
  value,
  defaultValue = null,
  onValueChange,
  defaultText,
  noItemsText,
  disabled = false,
  id,
  handOver,
  ...field
}: LiveSelectProps<V>) {
  const ids = selectIds(id);
  const [ownValue, setOwnValue] = useState<V | null>(defaultValue);
  const current = value === undefined ? ownValue : value;

  const options: SelectOption<V>[] = defaultText === undefined ? [...items] : [null, ...items];
  const selectedItem = items.find((item) => item.value === current) ?? null;
  const empty = items.length === 0 && noItemsText !== undefined;
  const inert = disabled || empty;

  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<
    SelectOption<V>
  >({
    items: options,
    selectedItem,
    toggleButtonId: ids.toggle,
    labelId: ids.label,
    menuId: ids.menu,
    itemToString: (item) => item?.label ?? defaultText ?? '',
    isItemDisabled: (item) => item?.disabled ?? false,
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      const next = chosen ?? null;
      setOwnValue(next?.value ?? null);
      onValueChange?.({ value: next?.value ?? null, item: next });
    },
  });

  // Replays what the user did while downshift was loading, on the control that replaced the
  // resting one: focus comes back, and the click or keys act as if they had come now. Once per
  // hand-over: StrictMode runs a mount's effects twice (the app renders under it, main.tsx), and a
  // click replayed twice opened the list and closed it again, so a select took two clicks (issue 45).
  const replayed = useRef<HandOver>(undefined);
  useLayoutEffect(() => {
    const toggle = document.getElementById(ids.toggle);
    if (toggle === null || handOver === undefined || replayed.current === handOver) return;
    replayed.current = handOver;
    if (handOver.focus) toggle.focus();
    for (const event of handOver.events) {
      if (event.type === 'click') toggle.click();
      else toggle.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
    }
  }, [handOver, ids.toggle]);

  const { view, aria } = selectField(field, ids);

  return (
    <SelectView
      {...view}
      labelProps={getLabelProps()}
      toggleProps={{
        'data-placeholder': selectedItem === null,
        ...getToggleButtonProps({
          disabled: inert,
          onKeyDown: keepEscapeWhileOpen(isOpen),
          ...aria,
          'aria-disabled': inert || undefined,
        }),
      }}
      menuProps={{ 'data-open': isOpen && options.length > 0, ...getMenuProps() }}
      shown={empty ? noItemsText : (selectedItem?.label ?? defaultText ?? '')}
      options={
        isOpen
          ? options.map((item, index) => (
              <Option
                key={item === null ? '\u0000default' : String(item.value)}
                data-highlighted={highlightedIndex === index}
                data-default={item === null}
                {...getItemProps({ item, index })}
              >
                {item?.label ?? defaultText}
              </Option>
            ))
          : null
      }
    />
  );
}

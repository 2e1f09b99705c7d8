import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { enUS } from 'date-fns/locale';
import { useEffect, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { Popover } from './DateInput.styles.ts';

/*
 * US English with plain day numbers in the day names ("Choose Friday, March 15, 2024"): with
 * the default ordinals ("15th") a day's name no longer contains its visible text "15", which axe
 * reports as label-content-name-mismatch and which trips speech-input users saying "15".
 */
const pickerLocale = {
  ...enUS,
  code: 'en-US',
  localize: { ...enUS.localize, ordinalNumber: (value: unknown) => String(value) },
};

export interface CalendarProps {
  /** The picker button the calendar opens under. */
  anchor: HTMLElement | null;
  /** The dialog's accessible name (the picker button's label). */
  label: string;
  /** Escape inside the calendar: the field closes it and returns to the button. */
  onEscape: () => void;
  selected: Date | null;
  openToDate: Date | undefined;
  minDate: Date;
  maxDate: Date;
  onPick: (date: Date) => void;
}

/**
 * The date input's month calendar in its popover, loaded with its first opening. The positioning
 * (floating-ui) loads with it: it is needed only while a calendar is open, and every list screen
 * carries a date input.
 */
export default function Calendar({
  anchor,
  label,
  onEscape,
  selected,
  openToDate,
  minDate,
  maxDate,
  onPick,
}: CalendarProps) {
  const box = useRef<HTMLDivElement>(null);
  // The popover's node in state rather than a ref: positioning starts once it is mounted.
  const [popover, setPopover] = useState<HTMLDivElement | null>(null);
  const { floatingStyles } = useFloating({
    open: true,
    elements: { reference: anchor, floating: popover },
    placement: 'bottom-start',
    // Fixed so the calendar is not clipped by a dialog body that scrolls.
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // On opening, keyboard users land on the selected (or first offered) day.
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, []);
  return (
    <Popover
      ref={setPopover}
      style={floatingStyles}
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Handled here so an enclosing dialog does not close as well.
        event.stopPropagation();
        onEscape();
      }}
    >
      <div ref={box}>
        <DatePicker
          inline
          locale={pickerLocale}
          selected={selected}
          openToDate={openToDate}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(date: Date | null) => {
            if (date) onPick(date);
          }}
        />
      </div>
    </Popover>
  );
}

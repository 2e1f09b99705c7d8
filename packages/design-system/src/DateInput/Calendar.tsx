import { enUS } from 'date-fns/locale';
import { useEffect, useRef } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';

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
  selected: Date | null;
  openToDate: Date | undefined;
  minDate: Date;
  maxDate: Date;
  onPick: (date: Date) => void;
}

/** The date input's month calendar, loaded with its first opening. */
export default function Calendar({ selected, openToDate, minDate, maxDate, onPick }: CalendarProps) {
  const box = useRef<HTMLDivElement>(null);
  // On opening, keyboard users land on the selected (or first offered) day.
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, []);
  return (
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
  );
}

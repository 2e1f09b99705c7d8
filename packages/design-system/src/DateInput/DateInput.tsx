import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { formatDate, MAX_ALLOWED_DATE, MIN_ALLOWED_DATE, parseDate, readTypedDate } from '@pathway/validation';
import { MaskedInput, type MaskedInputProps } from '../MaskedInput/index.ts';
import { mergeRefs } from '../MaskedInput/mergeRefs.ts';
import { toast } from '../Toast/index.ts';
import { PickerButton, Wrapper } from './DateInput.styles.ts';
import { incorrectDateMessage } from './messages.ts';

/** What a date input reports once a value is committed (a whole date typed, blur, Enter, or a pick). */
export interface DateValueChange {
  /** mm/dd/yyyy, or '' when cleared. */
  value: string;
  /** The same day, or null when cleared. */
  date: Date | null;
}

export interface DateInputProps extends Omit<
  MaskedInputProps,
  'preset' | 'value' | 'defaultValue' | 'onValueChange' | 'ref'
> {
  /** Controlled value, mm/dd/yyyy or ''. */
  value?: string;
  /** Initial value when uncontrolled, mm/dd/yyyy. */
  defaultValue?: string;
  /** Called when a value is committed: a real day typed or picked, or the field emptied (also by a refusal). */
  onValueChange?: (change: DateValueChange) => void;
  /** Earliest day the picker offers; never before 01/01/1900. */
  minDate?: Date;
  /** Latest day the picker offers; never after 01/01/2100. */
  maxDate?: Date;
  /** Month the picker opens on when the field is empty (defaults to the current month). */
  openToDate?: Date;
  /** Accessible name of the picker button, e.g. "Choose birth date". */
  pickerLabel?: string;
  /** The text box. */
  ref?: Ref<HTMLInputElement>;
}

// The calendar (react-datepicker and date-fns) loads when first opened: a grid's date filter and
// a form's date field are typed far more often than picked, and every list screen shows one.
const loadCalendar = () => import('./Calendar.tsx');
const Calendar = lazy(loadCalendar);

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
      />
    </svg>
  );
}

/**
 * mm/dd/yyyy entry with a calendar picker. Typing is masked (digits and slashes, nothing moved or
 * corrected); leaving the field (or Enter) commits what was typed. Text that is not a real day
 * between 01/01/1900 and 01/01/2100 (02/30/2009, 13/45/2009, a two-digit year) is refused with an
 * error toast quoting exactly what was typed, and the field is cleared (spec section 5, ADR 220).
 */
export function DateInput({
  value,
  defaultValue = '',
  onValueChange,
  minDate,
  maxDate,
  openToDate,
  pickerLabel = 'Choose date',
  readOnly = false,
  disabled = false,
  placeholder = 'mm/dd/yyyy',
  onKeyDown,
  ref,
  ...rest
}: DateInputProps) {
  const [committed, setCommitted] = useState(value ?? defaultValue);
  const [text, setText] = useState(value ?? defaultValue);
  const [open, setOpen] = useState(false);

  // A controlled value that changes from outside replaces whatever is in the box.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined) {
      setCommitted(value);
      setText(value);
    }
  }

  const wrapperRef = useRef<HTMLDivElement>(null);
  // The button in state rather than a ref: the calendar is positioned against it once mounted.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const textBoxRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  const publish = (next: string, date: Date | null) => {
    setText(next);
    if (value === undefined) setCommitted(next);
    if (next !== committed) onValueChange?.({ value: next, date });
  };

  const commit = (raw: string) => {
    const result = readTypedDate(raw);
    if (result.kind === 'invalid') {
      toast.error(incorrectDateMessage(result.text));
      publish('', null);
    } else if (result.kind === 'empty') {
      publish('', null);
    } else {
      publish(result.text, result.date);
    }
  };

  // Fetched once the field is on the page, after the screen's first paint: the first opening is
  // then as quick as the next. A failure here is the opening's to report (it imports the same chunk).
  useEffect(() => {
    loadCalendar().catch(() => undefined);
  }, []);

  // While open: a press outside the field and calendar closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapperRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button?.focus();
  };

  // Leaving the whole field (text box, picker button and calendar) commits what was typed;
  // moving between its parts does not, so a half-typed date can still be finished in the picker.
  const handleFieldBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && wrapperRef.current?.contains(event.relatedTarget)) return;
    if (!readOnly) commit(inputRef.current?.value ?? text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // The box's own text: a key typed just before Enter may not have reached the state yet when
    // the machine is busy, and the date committed must be the one the user sees.
    if (event.key === 'Enter' && !readOnly) commit(event.currentTarget.value);
  };

  const lowest = minDate && minDate > MIN_ALLOWED_DATE ? minDate : MIN_ALLOWED_DATE;
  const highest = maxDate && maxDate < MAX_ALLOWED_DATE ? maxDate : MAX_ALLOWED_DATE;
  const selected = parseDate(committed);

  return (
    <Wrapper data-component="DateInput" ref={wrapperRef} onBlur={handleFieldBlur}>
      <MaskedInput
        preset="date"
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        {...rest}
        ref={textBoxRef}
        value={text}
        onValueChange={(change) => {
          setText(change.value);
          // A whole date typed as it will stay (no zero to add) counts at once, so a form's Submit
          // is ready before the field is left; anything else waits for the blur or Enter.
          const typed = readOnly ? undefined : readTypedDate(change.value);
          if (typed?.kind === 'valid' && typed.text === change.value) publish(typed.text, typed.date);
        }}
        onKeyDown={handleKeyDown}
      />
      {readOnly ? null : (
        <PickerButton
          ref={setButton}
          type="button"
          aria-label={pickerLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => {
            setOpen((was) => !was);
          }}
          onKeyDown={(event) => {
            // The calendar may still be on its way (first opening): Escape on its button closes it too.
            if (event.key !== 'Escape' || !open) return;
            event.stopPropagation();
            close();
          }}
        >
          <CalendarIcon />
        </PickerButton>
      )}
      {open ? (
        <Suspense fallback={null}>
          <Calendar
            anchor={button}
            label={pickerLabel}
            onEscape={close}
            selected={selected}
            openToDate={selected ?? openToDate}
            minDate={lowest}
            maxDate={highest}
            onPick={(date) => {
              publish(formatDate(date), date);
              setOpen(false);
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}

import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { MaskedInput, type MaskedInputProps, type MaskedValueChange } from '../MaskedInput/index.ts';
import { mergeRefs } from '../MaskedInput/mergeRefs.ts';
import { InputBox } from '../MaskedInput/MaskedInput.styles.ts';

export interface SsnInputProps extends Omit<MaskedInputProps, 'preset'> {
  /** Defaults to "SSN", as in the spec. */
  placeholder?: string;
}

/** The header rule of the spec: five asterisks and the last four digits. */
export function hideSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 9 ? `*****${digits.slice(-4)}` : ssn;
}

/**
 * SSN entry (nnn-nn-nnnn) that hides all but the last four digits once a full number is
 * entered and the field loses focus; focusing it shows the real value again for editing.
 */
export function SsnInput({
  value,
  defaultValue,
  onValueChange,
  onFocus,
  onBlur,
  placeholder = 'SSN',
  ref,
  ...rest
}: SsnInputProps) {
  const [focused, setFocused] = useState(false);
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const text = value ?? ownText;
  const hidden = !focused && hideSsn(text) !== text;

  // Focus moved to the stand-in while hidden: hand it to the real input once that is mounted.
  const realInput = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (focused && refocus.current) {
      refocus.current = false;
      realInput.current?.focus();
    }
  }, [focused]);
  const inputRef = useMemo(() => mergeRefs(realInput, ref), [ref]);

  const handleChange = (change: MaskedValueChange) => {
    setOwnText(change.value);
    onValueChange?.(change);
  };

  if (hidden) {
    return (
      <InputBox
        data-component="SsnInput"
        data-masked="true"
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        {...rest}
        value={hideSsn(text)}
        // The stand-in is never edited: focusing it swaps in the real input.
        onChange={() => undefined}
        onFocus={() => {
          refocus.current = true;
          setFocused(true);
        }}
      />
    );
  }

  return (
    <MaskedInput
      data-component="SsnInput"
      preset="ssn"
      placeholder={placeholder}
      {...rest}
      ref={inputRef}
      value={text}
      onValueChange={handleChange}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}

import { useCallback, useEffect, useMemo, useRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { useIMask } from 'react-imask';
import { mergeRefs } from './mergeRefs.ts';
import { InputBox } from './MaskedInput.styles.ts';
import { maskPresets, presetInputMode, type MaskPreset } from './presets.ts';

/** What a masked input reports after each accepted keystroke. */
export interface MaskedValueChange {
  /** The text as shown, e.g. `(212) 555-0147`. */
  value: string;
  /** The text without the mask's fixed characters, e.g. `2125550147`. */
  unmaskedValue: string;
  /** True once every required slot of the mask is filled. */
  complete: boolean;
}

export interface MaskedInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** Which mask of the spec to apply. */
  preset: MaskPreset;
  /** Controlled text as shown (masked). */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the masked and unmasked text after every accepted change. */
  onValueChange?: (change: MaskedValueChange) => void;
  /** The underlying `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A text input that only accepts what its mask allows (phone, zip, SSN, currency, email). */
export function MaskedInput({ preset, value, defaultValue, onValueChange, ref, ...rest }: MaskedInputProps) {
  // The latest callback, read by the mask's listener without re-creating the mask.
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
  }, [onValueChange]);

  // Stable, like the presets: react-imask re-applies its options and re-binds its listeners
  // whenever the callback it is given changes.
  const onAccept = useCallback((accepted: string, mask: { unmaskedValue: string; masked: { isComplete: boolean } }) => {
    onValueChangeRef.current?.({
      value: accepted,
      unmaskedValue: mask.unmaskedValue,
      complete: mask.masked.isComplete,
    });
  }, []);
  const {
    ref: maskElementRef,
    maskRef,
    setValue,
  } = useIMask<HTMLInputElement>(maskPresets[preset], { defaultValue: value ?? defaultValue, onAccept });

  useEffect(() => {
    const mask = maskRef.current;
    if (value !== undefined && mask && mask.value !== value) setValue(value);
  }, [value, maskRef, setValue]);

  const inputRef = useMemo(() => mergeRefs(maskElementRef, ref), [maskElementRef, ref]);

  return (
    <InputBox
      data-component="MaskedInput"
      data-preset={preset}
      // Always text: imask needs selection APIs that browsers refuse on type=email.
      type="text"
      inputMode={presetInputMode[preset]}
      autoComplete="off"
      {...rest}
      ref={inputRef}
    />
  );
}

export { MaskedInput } from './MaskedInput.tsx';
export type { MaskedInputProps, MaskedValueChange } from './MaskedInput.tsx';
export type { MaskPreset } from './presets.ts';

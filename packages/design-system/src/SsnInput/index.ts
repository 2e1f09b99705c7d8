export { SsnInput, hideSsn } from './SsnInput.tsx';
export type { SsnInputProps } from './SsnInput.tsx';

export { SubmitPopup } from './SubmitPopup.tsx';
export type { SubmitPopupProps, SubmitPopupFormState } from './SubmitPopup.tsx';

export { WizardPopup } from './WizardPopup.tsx';
export type { WizardPopupProps, WizardSection } from './WizardPopup.tsx';

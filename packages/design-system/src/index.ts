// Explicit named exports, one line per component folder (append new components at the end). A folder
// whose index lists exactly what the package makes public is re-exported whole, so the names are
// listed once.
export {
  ThemeProvider,
  GlobalStyles,
  tokens,
  colors,
  space,
  typography,
  radii,
  elevation,
  layout,
  cssVar,
  fontsReady,
} from './theme/index.ts';
export type { ThemeProviderProps, TokenName } from './theme/index.ts';
export { Button } from './Button/index.ts';
export type { ButtonProps, ButtonVariant } from './Button/index.ts';
export { TextField } from './TextField/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { FormField } from './FormField/index.ts';
export type { FormFieldProps, FormFieldControlProps } from './FormField/index.ts';
export { toast, useToast, Toaster } from './Toast/index.ts';
export type { ToastApi, ToastKind, ToastOptions, ToasterProps } from './Toast/index.ts';
export { Modal, LOST_DATA_MESSAGE, preloadModal, useModal } from './Modal/index.ts';
export { LeaveGuardContext, useGuardLeaving } from './LeaveGuard/index.ts';
export type { LeaveGuardRegistry } from './LeaveGuard/index.ts';
export type { ModalProps, ModalSize, ModalCloseReason, ModalControls } from './Modal/index.ts';
export * from './DataGrid/index.ts';
export { GridSearchPanel } from './GridSearchPanel/index.ts';
export type { GridSearchPanelProps } from './GridSearchPanel/index.ts';
export { GridDateFilter } from './GridDateFilter/index.ts';
export type { GridDateFilterProps } from './GridDateFilter/index.ts';
export { RowDetailsDialog } from './RowDetailsDialog/index.ts';
export type { RowDetailsDialogProps, RowDetailsField } from './RowDetailsDialog/index.ts';
export {
  buildXlsx,
  decodeBase64,
  DEFAULT_EXPORT_NAME,
  exportToExcel,
  saveBlob,
  saveServerFile,
  XLSX_MIME,
} from './excel/index.ts';
export type { ExcelColumn, ServerFile } from './excel/index.ts';
export * from './format/index.ts';
export { Alert } from './Alert/index.ts';
export { RecordHistory, formatDateTime, formatHistoryValue, spellField } from './RecordHistory/index.ts';
export type { RecordHistoryItem, RecordHistoryProps, RecordHistoryValue } from './RecordHistory/index.ts';
export type { AlertProps, AlertVariant } from './Alert/index.ts';
export { Breadcrumbs } from './Breadcrumbs/index.ts';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs/index.ts';
export { PlaceholderTablePage } from './PlaceholderTablePage/index.ts';
export type { PlaceholderTablePageProps } from './PlaceholderTablePage/index.ts';
export { TextArea } from './TextArea/index.ts';
export type { TextAreaProps } from './TextArea/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { ConfirmDialog } from './ConfirmDialog/index.ts';
export type { ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { SubmitPopup } from './SubmitPopup/index.ts';
export type { SubmitPopupProps, SubmitPopupFormState } from './SubmitPopup/index.ts';
export { WizardPopup } from './WizardPopup/index.ts';
export type { WizardPopupProps, WizardSection } from './WizardPopup/index.ts';
export { TopBarMenu } from './TopBarMenu/index.ts';
export type { TopBarMenuProps, TopBarMenuItem } from './TopBarMenu/index.ts';
export { MaskedInput } from './MaskedInput/index.ts';
export type { MaskedInputProps, MaskedValueChange, MaskPreset } from './MaskedInput/index.ts';
export { SsnInput, hideSsn } from './SsnInput/index.ts';
export type { SsnInputProps } from './SsnInput/index.ts';
export { DateInput } from './DateInput/index.ts';
export { incorrectDateMessage, maxDateMessage, minDateMessage } from './DateInput/index.ts';
export type { DateInputProps, DateValueChange } from './DateInput/index.ts';
export { AgeBoundedDateInput, ageBounds } from './AgeBoundedDateInput/index.ts';
export type { AgeBoundedDateInputProps, BoundedDateValueChange } from './AgeBoundedDateInput/index.ts';
export * from './SingleSelect/index.ts';
export { TriStateSelect, TRI_STATE_LABELS, triStateToBoolean, booleanToTriState } from './TriStateSelect/index.ts';
export type { TriState, TriStateSelectProps } from './TriStateSelect/index.ts';
export { SearchableSelect, MAX_RENDERED_ITEMS, NO_ITEMS_TEXT } from './SearchableSelect/index.ts';
export type { SearchableSelectProps } from './SearchableSelect/index.ts';
export {
  SectionNavigator,
  ContentSwitcher,
  LAZY_PRELOAD_MS,
  MAX_SWITCHER_SECTIONS,
  SWITCHER_SECTION_HEIGHT,
} from './SectionNavigator/index.ts';
export { SCROLL_OFFSET, SCROLL_DURATION_MS } from './SectionNavigator/index.ts';
export type {
  IncompleteItem,
  NavigatorSection,
  SectionNavigatorProps,
  ContentSwitcherProps,
  SwitcherSection,
} from './SectionNavigator/index.ts';
export { SessionExpiryWindow, formatCountdown } from './SessionExpiryWindow/index.ts';
export type { SessionExpiryWindowProps } from './SessionExpiryWindow/index.ts';
export {
  PrintableReview,
  NOTHING_CHOSEN,
  REVIEW_ITEM_TITLES,
  reviewItemRows,
  isIncomplete,
} from './PrintableReview/index.ts';
export type { PrintableReviewProps, ReviewField, ReviewItem, ReviewItemKind } from './PrintableReview/index.ts';

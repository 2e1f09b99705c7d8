// The kit: headless hooks (core/) and the views built on them from the design system (views/),
// as react-admin splits ra-core from its UI (ADR 071). A screen module imports from here; a form
// module (loaded lazily) imports from ./form.ts, so the input widgets stay out of the screen's chunk.
export { CLAIMS, useCan, type Claim } from './claims.ts';
export {
  useResourceList,
  type ResourceGridProps,
  type ResourceList,
  type ResourceListOptions,
} from './core/useResourceList.ts';
export { useGridView, screenKeyOf, SAVE_VIEW_DELAY_MS } from './core/useGridView.ts';
export { useResourceMutations, type ResourceMutationOptions } from './core/useResourceMutations.ts';
export { useLookup, useOptions, useOrganizationOptions, type Options } from './core/useOptions.ts';
export { resourceMessages } from './core/messages.ts';
export { exportAll } from './core/exportAll.ts';
export { useDownload } from './core/useDownload.ts';
export { searchExportRequest } from './core/searchExport.ts';
export { activeColumn } from './core/columns.ts';
export type { LoadedForm, ResourceForm } from './core/form.ts';
export { ResourceScreen, type ResourceClaims, type ResourceScreenProps } from './views/ResourceScreen.tsx';
export { ScreenPage, type ScreenPageProps } from './views/ScreenPage.tsx';
export { ViewDialog, type ViewDialogProps } from './views/ViewDialog.tsx';
export { TagList } from './views/TagList.tsx';
export { ChoiceList } from './views/ChoiceList.tsx';
export { useConfirmedRemove, type ConfirmedRemove } from './views/useConfirmedRemove.tsx';

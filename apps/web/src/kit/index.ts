// The kit: headless hooks (core/) and the views built on them from the design system (views/),
// as react-admin splits ra-core from its UI (ADR 071). Screens import from here only.
export { CLAIMS, useCan, type Claim } from './claims.ts';
export { useResourceList, type ResourceGridProps, type ResourceList } from './core/useResourceList.ts';
export { useResourceMutations, type ResourceMutationOptions } from './core/useResourceMutations.ts';
export { useLookup, useOptions, useOrganizationOptions, type OptionLookup, type Options } from './core/useOptions.ts';
export { resourceMessages } from './core/messages.ts';
export { exportAll, excelRequest } from './core/exportAll.ts';
export { Field, type FieldProps } from './views/Field.tsx';
export {
  ResourceScreen,
  type ResourceClaims,
  type ResourceForm,
  type ResourceScreenProps,
} from './views/ResourceScreen.tsx';

export { PlaceholderTablePage } from './PlaceholderTablePage.tsx';
export type { PlaceholderTablePageProps } from './PlaceholderTablePage.tsx';

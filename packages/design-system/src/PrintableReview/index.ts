export { PrintableReview } from './PrintableReview.tsx';
export type { PrintableReviewProps } from './PrintableReview.tsx';
export { INCOMPLETE_STATUSES, REVIEW_ITEM_TITLES, reviewItemRows, isIncomplete } from './items.ts';
export type { ReviewItem, ReviewItemKind } from './items.ts';

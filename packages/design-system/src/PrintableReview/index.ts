export { PrintableReview } from './PrintableReview.tsx';
export type { PrintableReviewProps } from './PrintableReview.tsx';
export { NOTHING_CHOSEN, REVIEW_ITEM_TITLES, reviewItemRows, isIncomplete } from './items.ts';
export type { ReviewField, ReviewItem, ReviewItemKind } from './items.ts';

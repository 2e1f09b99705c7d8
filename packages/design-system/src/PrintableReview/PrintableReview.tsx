import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { isIncomplete, reviewItemRows, REVIEW_ITEM_TITLES, type ReviewItem } from './items.ts';
import {
  Fields,
  Header,
  Item,
  Items,
  ItemTitle,
  PrintStyles,
  Root,
  Subtitle,
  Title,
  Toolbar,
} from './PrintableReview.styles.ts';

export interface PrintableReviewProps {
  /** Page heading, e.g. "Applicant Review". */
  title: string;
  /** A line under the heading, e.g. the applicant's name and id. */
  subtitle?: ReactNode;
  /** The review items, printed in this order. */
  items: readonly ReviewItem[];
  /** Leaves the printable view. */
  onCancel: () => void;
  /** Prints; the browser's print dialog by default. */
  onPrint?: () => void;
}

function ReviewItemSection({ item }: { item: ReviewItem }) {
  const headingId = useId();
  return (
    <Item aria-labelledby={headingId} data-kind={item.kind} data-incomplete={isIncomplete(item)}>
      <ItemTitle id={headingId}>{item.title ?? REVIEW_ITEM_TITLES[item.kind]}</ItemTitle>
      <Fields>
        {reviewItemRows(item).map((row, index) => (
          <Fragment key={`${String(index)}-${row.label}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </Fields>
    </Item>
  );
}

/**
 * The printable applicant review: each item a labelled section, Cancel and Print on top.
 * Its print stylesheet hides the buttons and every other part of the page.
 */
export function PrintableReview({
  title,
  subtitle,
  items,
  onCancel,
  onPrint = () => {
    window.print();
  },
}: PrintableReviewProps) {
  const titleId = useId();
  return (
    <Root data-component="PrintableReview" aria-labelledby={titleId}>
      <PrintStyles />
      <Header>
        <div>
          <Title id={titleId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </div>
        <Toolbar data-print="hide">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onPrint}>Print</Button>
        </Toolbar>
      </Header>
      <Items>
        {items.map((item) => (
          <ReviewItemSection key={item.id} item={item} />
        ))}
      </Items>
    </Root>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FooterArea, Heading, Page, TableArea } from './PlaceholderTablePage.styles.ts';

export interface PlaceholderTablePageProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Page heading (the menu item's label). */
  title?: ReactNode;
}

/** The spec's placeholder page for sections whose screens are not shown: it reads Table HTML and Footer. */
export function PlaceholderTablePage({ title, ...rest }: PlaceholderTablePageProps) {
  return (
    <Page data-component="PlaceholderTablePage" {...rest}>
      {title ? <Heading>{title}</Heading> : null}
      <TableArea>Table HTML</TableArea>
      <FooterArea>Footer</FooterArea>
    </Page>
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { ModalProps } from '../Modal/Modal.tsx';
import { ModalCancelButton } from '../Modal/ModalCancelButton.tsx';
import { Layout, SectionButton, SectionHeading, SectionList, Spacer } from './WizardPopup.styles.ts';

export interface WizardSection {
  /** Stable key. */
  id: string;
  /** Name in the left list and heading of the content. */
  label: string;
  /** The section's fields. */
  content: ReactNode;
  /** false blocks Next and Submit and marks the section in the list. */
  valid?: boolean;
}

export interface WizardPopupProps extends Omit<ModalProps, 'footer' | 'onClose' | 'children' | 'onSubmit'> {
  /** The sections, in order. */
  sections: readonly WizardSection[];
  /** Index shown first. */
  initialSection?: number;
  /** The visible section changed (list click, Prev or Next). */
  onSectionChange?: (args: { index: number; id: string }) => void;
  /** Submit pressed with every section valid. */
  onSubmit: (args: { sectionIds: string[] }) => void;
  /** Closed without submitting (after the lost-data check when `dirty`). */
  onCancel: (args: { reason: 'cancel' | 'escape' | 'backdrop' | 'close-button' }) => void;
  /** Label of the submit button; Submit by default. */
  submitLabel?: string;
}

/** A multi-section popup: section list on the left, Prev, Next, Submit and Cancel underneath. */
export function WizardPopup({
  sections,
  initialSection = 0,
  onSectionChange,
  onSubmit,
  onCancel,
  submitLabel = 'Submit',
  size = 'large',
  ...rest
}: WizardPopupProps) {
  const [index, setIndex] = useState(Math.min(Math.max(initialSection, 0), Math.max(sections.length - 1, 0)));
  const headingId = useId();
  const current = sections[index];
  const currentValid = current?.valid !== false;
  const allValid = sections.every((section) => section.valid !== false);
  const last = index === sections.length - 1;

  const go = (next: number) => {
    const target = sections[next];
    if (!target) return;
    setIndex(next);
    onSectionChange?.({ index: next, id: target.id });
  };

  return (
    <Modal
      data-component="WizardPopup"
      size={size}
      onClose={({ reason }) => {
        if (reason !== 'submit') onCancel({ reason });
      }}
      footer={
        <>
          <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
            Prev
          </Button>
          <Button variant="secondary" disabled={last || !currentValid} onClick={() => go(index + 1)}>
            Next
          </Button>
          <Spacer />
          <Button disabled={!allValid} onClick={() => onSubmit({ sectionIds: sections.map((section) => section.id) })}>
            {submitLabel}
          </Button>
          <ModalCancelButton />
        </>
      }
      {...rest}
    >
      <Layout>
        <nav aria-label="Sections">
          <SectionList>
            {sections.map((section, position) => (
              <li key={section.id}>
                <SectionButton
                  type="button"
                  aria-current={position === index ? 'step' : undefined}
                  data-invalid={section.valid === false}
                  onClick={() => go(position)}
                >
                  {section.label}
                </SectionButton>
              </li>
            ))}
          </SectionList>
        </nav>
        <section aria-labelledby={headingId}>
          <SectionHeading id={headingId}>{current?.label}</SectionHeading>
          {current?.content}
        </section>
      </Layout>
    </Modal>
  );
}

import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ContentSwitcher, type SwitcherSection } from './ContentSwitcher.tsx';
import { SectionNavigator, type NavigatorSection } from './SectionNavigator.tsx';

const tall = (text: string) => <p style={{ height: 900, margin: 0 }}>{text}</p>;

const sections: NavigatorSection[] = [
  { id: 'citizenship', title: 'Citizenship', count: 2, content: tall('Birth certificate, passport') },
  { id: 'income', title: 'Income', count: 3, content: tall('Pay stubs for 2024') },
  { id: 'documents', title: 'Documents', count: 5, content: tall('Uploaded documents') },
  { id: 'summary', title: 'Summary', content: tall('Reviewer summary') },
];

afterEach(() => {
  vi.useRealTimers();
  window.scrollTo(0, 0);
});

describe('SectionNavigator', () => {
  test('lists sections with their count badges', async () => {
    await render(<SectionNavigator sections={sections} />);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect
      .element(nav.getByRole('button', { name: 'Citizenship 2 items' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(nav.getByRole('button', { name: 'Documents 5 items' })).toBeVisible();
    await expect.element(nav.getByRole('button', { name: 'Summary', exact: true })).toBeVisible();
  });

  test('choosing a section scrolls it to 240 px below the top and marks it current', async () => {
    const onSectionChange = vi.fn();
    await render(<SectionNavigator sections={sections} onSectionChange={onSectionChange} />);
    await page.getByRole('button', { name: 'Documents 5 items' }).click();
    const heading = page.getByRole('heading', { name: 'Documents' });
    await expect.poll(() => Math.round(heading.element().getBoundingClientRect().top)).toBe(240);
    await expect
      .element(page.getByRole('button', { name: 'Documents 5 items' }))
      .toHaveAttribute('aria-current', 'true');
    expect(onSectionChange).toHaveBeenCalledWith({ sectionId: 'documents' });
  });

  test('the scroll takes its time (300 ms) rather than jumping', async () => {
    await render(<SectionNavigator sections={sections} />);
    const heading = page.getByRole('heading', { name: 'Summary' });
    const start = Math.round(heading.element().getBoundingClientRect().top);
    const button = page.getByRole('button', { name: 'Summary', exact: true }).element() as HTMLButtonElement;
    const began = performance.now();
    button.click();
    // Right after the click the page has not moved yet: the animation runs on later frames.
    expect(Math.round(heading.element().getBoundingClientRect().top)).toBe(start);
    await expect.poll(() => Math.round(heading.element().getBoundingClientRect().top)).toBe(240);
    expect(performance.now() - began).toBeGreaterThanOrEqual(250);
  });

  test('lists incomplete items with their count and goes to their section', async () => {
    await render(
      <SectionNavigator
        sections={sections}
        incompleteItems={[
          { id: 'w4', label: 'W-4', sectionId: 'income', status: 'Incomplete' },
          { id: 'permit', label: 'Work permit', sectionId: 'documents', status: 'Not Present' },
        ]}
      />,
    );
    const panel = page.getByRole('region', { name: 'Incomplete items 2 incomplete' });
    await expect.element(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Work permit \(Not Present\)\s*, in Documents$/ }).click();
    await expect
      .poll(() => Math.round(page.getByRole('heading', { name: 'Documents' }).element().getBoundingClientRect().top))
      .toBe(240);
  });

  test('the current entry follows manual scrolling', async () => {
    await render(<SectionNavigator sections={sections} />);
    const income = page.getByRole('heading', { name: 'Income' }).element();
    window.scrollTo(0, income.getBoundingClientRect().top + window.scrollY - 100);
    await expect.element(page.getByRole('button', { name: 'Income 3 items' })).toHaveAttribute('aria-current', 'true');
  });

  test('scrolled back to the top, the first section is current again, even below a header', async () => {
    await render(
      <>
        <header style={{ height: 400 }}>Applicant</header>
        <SectionNavigator sections={sections} />
      </>,
    );
    const documents = page.getByRole('heading', { name: 'Documents' }).element();
    window.scrollTo(0, documents.getBoundingClientRect().top + window.scrollY - 100);
    await expect
      .element(page.getByRole('button', { name: 'Documents 5 items' }))
      .toHaveAttribute('aria-current', 'true');
    window.scrollTo(0, 0);
    await expect
      .element(page.getByRole('button', { name: 'Citizenship 2 items' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(page.getByRole('button', { name: 'Documents 5 items' })).not.toHaveAttribute('aria-current');
  });

  test('a lazy section out of view renders after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(
      <SectionNavigator
        sections={[
          ...sections,
          { id: 'signature', title: 'Signature', lazy: true, content: <p>Signed by Maria Lopez</p> },
        ]}
      />,
    );
    await expect.element(page.getByText('Loading Signature…')).toBeInTheDocument();
    vi.advanceTimersByTime(4999);
    // Animation frames are not faked: two of them give React time to render any update.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(page.getByText('Signed by Maria Lopez').query()).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await expect.element(page.getByText('Signed by Maria Lopez')).toBeInTheDocument();
  });
});

describe('ContentSwitcher', () => {
  const six: SwitcherSection[] = ['Profile', 'Family', 'Income', 'Documents', 'Notes', 'History'].map((title, i) => ({
    id: title.toLowerCase(),
    title,
    count: i,
    content: <p>{title} details</p>,
  }));

  test('switches sections by click and arrow keys; each panel is 540 px tall', async () => {
    await render(<ContentSwitcher label="Applicant" sections={six} />);
    const profile = page.getByRole('tab', { name: 'Profile 0 items' });
    await expect.element(profile).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Profile 0 items' });
    await expect.element(panel).toHaveTextContent('Profile details');
    expect(panel.element().getBoundingClientRect().height).toBe(540);
    await page.getByRole('tab', { name: 'Income 2 items' }).click();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Income details');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Documents 3 items' })).toHaveFocus();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Documents details');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('History details');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Profile details');
  });

  test('refuses a seventh section with a clear error', () => {
    const seven = [...six, { id: 'extra', title: 'Extra', content: null }];
    expect(() => ContentSwitcher({ label: 'Applicant', sections: seven })).toThrow(
      'ContentSwitcher holds at most 6 sections; it was given 7.',
    );
  });
});

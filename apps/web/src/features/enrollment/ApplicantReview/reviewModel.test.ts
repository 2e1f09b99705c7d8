import { describe, expect, test } from 'vitest';
import { documents, header, review, sections } from './reviewFixtures.ts';
import { ageProblem, draftOf, editRequest, itemsBySection, submissionProblem, type Draft } from './reviewModel.ts';

const allComplete = (draft: Draft): Draft => ({
  ...draft,
  items: Object.fromEntries(Object.values(draft.items).map((item) => [item.id, { ...item, statusId: 1 }])),
});

describe('the applicant review model', () => {
  test('places every requested document in its section, with the variant fields of its page kind', () => {
    const draft = draftOf(header, review);
    const grouped = itemsBySection(sections, draft);
    expect(grouped.map(({ items }) => items.length)).toEqual([2, 4, 3, 4]);
    expect(draft.items[910]?.variant).toEqual({ clearanceCompanyId: 601, clearanceOrderNumber: 'CO-448120' });
    expect(draft.items[905]?.variant).toEqual({ documentId: null, other: 'Letter from school counselor' });
  });

  test('the submission rules of spec section 5 apply in order', () => {
    const draft = draftOf(header, review);
    expect(submissionProblem(review, draft, documents)).toBe('Please select a value for all dropdowns!');
    const incompleteSummary = { ...allComplete(draft), summaryStatus: 'Incomplete' as const, summaryComment: ' ' };
    expect(submissionProblem(review, incompleteSummary, documents)).toBe(
      'Please fill out comment for incomplete summary.',
    );
    const oneNotPresent = { ...allComplete(draft), summaryStatus: 'Complete' as const };
    const notPresent = oneNotPresent.items[907];
    if (notPresent) oneNotPresent.items[907] = { ...notPresent, statusId: 3 };
    expect(submissionProblem(review, oneNotPresent, documents)).toBe(
      'Please complete all incomplete items before submitting.',
    );
    const complete = { ...allComplete(draft), summaryStatus: 'Complete' as const };
    expect(submissionProblem(review, complete, documents)).toBe(
      'Please review all uploaded documents before submitting.',
    );
    const reviewed = documents.map((document) => ({ ...document, verificationStatus: 'Verified' as const }));
    expect(submissionProblem(review, complete, reviewed)).toBeNull();
  });

  test('the age rule: the program ages sit within the quality-review ages', () => {
    expect(ageProblem(header, review)).toBeNull();
    expect(ageProblem({ ...header, maxAge: 25 }, review)).toBe(
      "The enrollment program's ages (14 to 25) must sit within the quality-review ages (14 to 24): Max: 24",
    );
  });

  test('the edit sends the items that have a status, with their comment and variant fields', () => {
    const body = editRequest(review, draftOf(header, review), false);
    expect(body.version).toBe(4);
    expect(body.submit).toBe(false);
    expect(body.items.map((item) => item.id)).not.toContain(905);
    expect(body.items.find((item) => item.id === 904)).toEqual({
      id: 904,
      statusId: 2,
      comment: 'Only one pay stub.',
      incomeEligibilityProofId: 301,
    });
  });
});

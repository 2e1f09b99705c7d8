import { describe, expect, it } from 'vitest';
import { EMAIL_EXAMPLE, messages } from './messages.ts';

describe('messages are the spec text, verbatim', () => {
  it('generic messages', () => {
    expect(messages.required).toBe('Required');
    expect(messages.max(10)).toBe('Max: 10');
    expect(messages.min(0)).toBe('Min: 0');
    expect(messages.maxDate('01/01/2100')).toBe('Max: 01/01/2100');
    expect(messages.minDate('01/01/1900')).toBe('Min: 01/01/1900');
    expect(messages.startEndDefault).toBe('Start Date must be less then End Date');
    expect(messages.incorrectEmail).toBe('Incorrect Email');
    expect(messages.valuesDoNotMatch).toBe('Entered values do not match.');
    expect(messages.futureDate).toBe('Date cannot be in the future.');
    expect(messages.negativeAmount).toBe('Amount must be 0 or higher.');
    expect(messages.notANumber).toBe('Your value is not a number.');
    expect(messages.invalidDate('Birth Date')).toBe('Birth Date is invalid.');
    expect(messages.incorrectDate('02/30/2026')).toBe('Incorrect date: 02/30/2026');
  });

  it('account messages', () => {
    expect(messages.usernameRequired).toBe('Username is required');
    expect(messages.passwordRequired).toBe('Password is required');
    expect(messages.currentPasswordRequired).toBe('Current Password is required');
    expect(messages.passwordMismatch).toBe('Password mismatch');
    expect(messages.firstNameRequired).toBe('First Name is required');
    expect(messages.firstNameMax).toBe('Maximum length of First Name is 40');
    expect(messages.lastNameRequired).toBe('Last Name is required');
    expect(messages.lastNameMax).toBe('Maximum length of Last Name is 40');
    expect(messages.emailRequiredFormat).toBe(`Email is required and format should be ${EMAIL_EXAMPLE}.`);
    expect(messages.emailMax).toBe('Maximum length of Email is 100');
    expect(messages.loginForbidden).toBe("User doesn't have enough rights to login");
    expect(messages.somethingWentWrong).toBe('Something went wrong!');
    expect(messages.unableToFindEmail).toBe('Unable to find user email address');
  });

  it('quality review, role and access messages', () => {
    expect(messages.qualityReviewSelectAll).toBe('Please select a value for all dropdowns!');
    expect(messages.qualityReviewIncompleteComment).toBe('Please fill out comment for incomplete summary.');
    expect(messages.qualityReviewCompleteItems).toBe('Please complete all incomplete items before submitting.');
    expect(messages.qualityReviewReviewDocuments).toBe('Please review all uploaded documents before submitting.');
    expect(messages.roleHasPermissions).toBe('This role still has permissions...');
    expect(messages.lastAssignedRole).toBe('This is the last assigned role for the user...');
    expect(messages.noAccessToChangeUser).toBe('You don’t have access to change this user.');
    expect(messages.noAccessToRemoveUser).toBe('You don’t have access to remove this user.');
    expect(messages.passwordUpdateRequired).toBe('Your password has to be updated. Please enter a new one.');
    expect(messages.changePasswordBeforeStart).toBe('You need to change password before start application');
    expect(messages.restrictedContent).toBe('You do not have rights to see the page.');
    expect(messages.unsavedData).toBe('Are you sure you want to leave this page? It contains unsaved data.');
  });

  it('refusals the server answers and the screens show too', () => {
    expect(messages.enrollmentNotUpdated).toBe('Enrollment was not successfully updated.');
    expect(messages.rejectedDocumentNeedsComment).toBe('A rejected document needs a comment.');
    expect(messages.rejectionNeedsReason).toBe('Enter the reason for the rejection.');
    expect(messages.staleRecord).toBe('This record was changed by another user. Reload it and try again.');
    expect(messages.noInboundFiles).toBe("There aren't any inbound files yet.");
    expect(messages.federalTaxIdInvalid).toBe('Federal Tax Id is invalid.');
    expect(messages.atLeastOneColumn).toBe('Choose at least one column.');
  });

  it('the example address itself passes as an email', () => {
    expect(EMAIL_EXAMPLE).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  });
});

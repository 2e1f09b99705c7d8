// Generated from openapi/ by `pnpm --filter @pathway/openapi run generate`. Do not edit.

import type { Claim } from './claims.ts';

/** The values of ApprovalStatus, in the contract's order. */
export const ApprovalStatusValues = ['Pending Approval', 'Approved', 'Rejected', 'Inactive'] as const;

/** The values of AuditAction, in the contract's order. */
export const AuditActionValues = ['Create', 'Update', 'Delete', 'Action'] as const;

/** The values of BankAccountType, in the contract's order. */
export const BankAccountTypeValues = ['Checking', 'Savings'] as const;

/** The values of CardDeliveryMethod, in the contract's order. */
export const CardDeliveryMethodValues = ['Mail to Participant', 'Pickup at Worksite', 'Pickup at Provider Office'] as const;

/** The values of CardProviderFileStatus, in the contract's order. */
export const CardProviderFileStatusValues = ['Pending', 'Sent', 'Completed', 'Failed'] as const;

/** The values of ColumnDataType, in the contract's order. */
export const ColumnDataTypeValues = ['text', 'number', 'money', 'date', 'boolean'] as const;

/** The values of ContactSourceName, in the contract's order. */
export const ContactSourceNameValues = ['worksites', 'contractors', 'organizations', 'schools'] as const;

/** The values of ContractStatus, in the contract's order. */
export const ContractStatusValues = ['Draft', 'Active', 'Closed'] as const;

/** The values of DocumentPageKind, in the contract's order. */
export const DocumentPageKindValues = ['Standard', 'NonStandard', 'Document', 'SingleDocument', 'Citizenship', 'WorkPermit', 'Summary', 'DebitCardFeedBack', 'ClearanceOrder', 'signature page', 'MediaUsage', 'IncomeProved', 'W-4'] as const;

/** The values of DocumentRequestStatus, in the contract's order. */
export const DocumentRequestStatusValues = ['Sent', 'Opened', 'Completed', 'Expired', 'Cancelled'] as const;

/** The values of DocumentSourceType, in the contract's order. */
export const DocumentSourceTypeValues = ['students', 'applicants', 'worksites', 'jobs', 'contractors', 'contracts', 'organizations'] as const;

/** The values of DocumentVerificationStatus, in the contract's order. */
export const DocumentVerificationStatusValues = ['Uploaded', 'Verified', 'Rejected'] as const;

/** The values of EnrollmentStatus, in the contract's order. */
export const EnrollmentStatusValues = ['Applied', 'Quality Review', 'Provider Screening', 'Eligible', 'Ineligible', 'Enrolled', 'Withdrawn'] as const;

/** The values of FieldType, in the contract's order. */
export const FieldTypeValues = ['text', 'number', 'boolean', 'date', 'buttons'] as const;

/** The values of FileDirection, in the contract's order. */
export const FileDirectionValues = ['Outbound', 'Inbound'] as const;

/** The values of FollowUpEmploymentStatus, in the contract's order. */
export const FollowUpEmploymentStatusValues = ['Employed', 'Unemployed', 'In School', 'Military', 'Unknown'] as const;

/** The values of FollowUpMethod, in the contract's order. */
export const FollowUpMethodValues = ['Phone', 'Email', 'Text Message', 'In Person', 'Mail'] as const;

/** The values of HistoryRecordType, in the contract's order. */
export const HistoryRecordTypeValues = ['participant', 'applicant', 'worksite', 'job', 'contract', 'timesheet', 'user'] as const;

/** The values of IntegrityKind, in the contract's order. */
export const IntegrityKindValues = ['Shared Account', 'Shared Contact', 'SSN', 'Hours', 'Separation of Duties', 'Requirements'] as const;

/** The values of InterviewOutcome, in the contract's order. */
export const InterviewOutcomeValues = ['Scheduled', 'Attended', 'No Show', 'Cancelled'] as const;

/** The values of LotteryTierKind, in the contract's order. */
export const LotteryTierKindValues = ['returning', 'fosterCare', 'disability', 'zipCodes'] as const;

/** The values of NoteType, in the contract's order. */
export const NoteTypeValues = ['jobs', 'students', 'worksites'] as const;

/** The values of ParticipationOutcome, in the contract's order. */
export const ParticipationOutcomeValues = ['Active', 'Completed', 'Withdrawn', 'Exited'] as const;

/** The values of PaymentMethod, in the contract's order. */
export const PaymentMethodValues = ['Debit', 'Check', 'Deposit'] as const;

/** The values of PayrollExceptionKind, in the contract's order. */
export const PayrollExceptionKindValues = ['Short', 'Over', 'Rejected', 'Missing', 'Unknown', 'Duplicate'] as const;

/** The values of PayrollExceptionStatus, in the contract's order. */
export const PayrollExceptionStatusValues = ['Open', 'Repay Requested', 'Repaying', 'Resolved', 'Closed'] as const;

/** The values of QualityReviewStatus, in the contract's order. */
export const QualityReviewStatusValues = ['Not Started', 'In Progress', 'Incomplete', 'Complete'] as const;

/** The values of ReferralOutcome, in the contract's order. */
export const ReferralOutcomeValues = ['Pending', 'Accepted', 'Declined', 'Completed'] as const;

/** The values of ReportCategory, in the contract's order. */
export const ReportCategoryValues = ['General', 'Payroll', 'Admin', 'Contractor', 'Management'] as const;

/** The claim that sees each ReportCategory (x-claims-by-value). */
export const ReportCategoryClaims = {
  'General': 'REPORTS',
  'Payroll': 'PAYROLL REPORTS',
  'Admin': 'ADMIN REPORTS',
  'Contractor': 'CONTRACTOR REPORTS',
  'Management': 'MGT_REPORTS',
} as const satisfies Record<(typeof ReportCategoryValues)[number], Claim>;

/** The values of ReportCellType, in the contract's order. */
export const ReportCellTypeValues = ['text', 'int', 'money', 'hours', 'date'] as const;

/** The values of ReportFormat, in the contract's order. */
export const ReportFormatValues = ['PDF', 'Excel', 'CSV'] as const;

/** The values of ReviewStatusName, in the contract's order. */
export const ReviewStatusNameValues = ['Complete', 'Incomplete', 'Not Present', 'Incomplete - Requires Clearances', 'Verified', 'Rejected'] as const;

/** The values of SchoolStatus, in the contract's order. */
export const SchoolStatusValues = ['In School', 'Graduated', 'GED', 'Dropped Out', 'Not Enrolled'] as const;

/** The values of Scope, in the contract's order. */
export const ScopeValues = ['GLOBAL', 'ORGANIZATION', 'CONTRACTOR'] as const;

/** The values of SearchFilterOperator, in the contract's order. */
export const SearchFilterOperatorValues = ['eq', 'ne', 'contains', 'startsWith', 'lt', 'lte', 'gt', 'gte', 'between', 'in', 'isNull', 'isNotNull'] as const;

/** The values of SortDirection, in the contract's order. */
export const SortDirectionValues = ['asc', 'desc'] as const;

/** The values of StudentJobStatus, in the contract's order. */
export const StudentJobStatusValues = ['Assigned', 'Active', 'Completed', 'Unassigned'] as const;

/** The values of StudentStatus, in the contract's order. */
export const StudentStatusValues = ['Enrolled', 'Recruited', 'Awaiting Assignment', 'Assigned', 'Completed', 'Exited'] as const;

/** The values of TaxType, in the contract's order. */
export const TaxTypeValues = ['Federal', 'State', 'Local Earned Income', 'Local Services', 'Unemployment'] as const;

/** The values of TimesheetStatus, in the contract's order. */
export const TimesheetStatusValues = ['Pending', 'Submitted for Payroll', 'Approved for Payroll', 'Payroll in Process', 'Payroll Exception', 'Payrolled'] as const;

/** Statuses of a timesheet whose pay is approved or on its way: corrected by a signed adjustment (studentTimesheetsAdjust), not an edit (x-value-groups). */
export const TimesheetStatusAdjustable = ['Approved for Payroll', 'Payroll in Process', 'Payroll Exception', 'Payrolled'] as const satisfies readonly (typeof TimesheetStatusValues)[number][];

/** The values of UserType, in the contract's order. */
export const UserTypeValues = ['global', 'organization', 'contractor'] as const;

/** The values of VerificationName, in the contract's order. */
export const VerificationNameValues = ['Signature Page', 'W-4', 'I-9', 'Parental Acknowledgement', 'PA Act32', 'SSN', 'Residency', 'School Status', 'Citizenship', 'Media Usage', 'Age/ID', 'Selective Service', 'Work Permit', 'Resume Review', 'Income', 'Family Size', 'Barrier', 'Child Abuse', 'FBI', 'PA State Criminal', 'Youth Clearance Affidavit', 'Clearance Consent Form', 'Standart Verification'] as const;

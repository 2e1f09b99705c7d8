-- Reference data the server needs in every deployment, also without demo data (PATHWAY_SEED=none):
-- the named lookup lists, the options of the fixed lists (enumerations of the contract, US states,
-- time zones) and the online application's configuration row. Generated from
-- areas/maintenance/lookupData.ts; the demo seed adds the maintainable lists' options.

insert into lookup_names (name, text, is_organization_specific, has_date_range, is_maintainable) values
  ('genders', 'Genders', false, false, true),
  ('ethnic-groups', 'Ethnic Groups', false, false, true),
  ('us-states', 'US States', false, false, false),
  ('user-states', 'States Served', false, false, false),
  ('suffixes', 'Name Suffixes', false, false, true),
  ('job-sectors', 'Job Sectors', true, true, true),
  ('contract-types', 'Contract Types', false, false, true),
  ('funding-sources', 'Funding Sources', false, true, true),
  ('payroll-frequencies', 'Payroll Frequencies', false, false, false),
  ('contact-types', 'Contact Types', false, false, true),
  ('fbis', 'FBI Clearance Results', false, false, true),
  ('payment-methods', 'Payment Methods', false, false, false),
  ('marital-statuses', 'Marital Statuses', false, false, true),
  ('document-types', 'Document Types', false, false, true),
  ('grade-levels', 'Grade Levels', false, false, true),
  ('online-app-stages', 'Online Application Stages', false, false, false),
  ('quality-review-sections', 'Quality Review Sections', false, false, true),
  ('enrollment-statuses', 'Enrollment Statuses', false, false, false),
  ('enrollment-stages', 'Enrollment Stages', false, false, false),
  ('review-statuses', 'Review Statuses', false, false, false),
  ('verification-types', 'Verification Types', false, false, false),
  ('clearance-companies', 'Clearance Companies', false, false, true),
  ('media-usages', 'Media Usage Consents', false, false, true),
  ('income-eligibility-proofs', 'Income Eligibility Proofs', false, false, true),
  ('waiver-releases', 'Waiver Releases', false, false, true),
  ('buckley-amendments', 'Buckley Amendment Consents', false, false, true),
  ('counties', 'Counties', false, false, true),
  ('student-interests', 'Participant Interests', true, false, true),
  ('email-template-types', 'Email Template Types', false, false, true),
  ('barrier-types', 'Barrier Types', true, true, true),
  ('referral-sources', 'Referral Sources', true, false, true),
  ('guardian-relationships', 'Guardian Relationships', false, false, true),
  ('education-levels', 'Education Levels', false, false, true),
  ('follow-up-types', 'Follow-up Types', false, false, true),
  ('time-zones', 'Time Zones', false, false, false);

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('us-states', 'Alabama', 'AL', 1, 'system'),
  ('us-states', 'Alaska', 'AK', 2, 'system'),
  ('us-states', 'Arizona', 'AZ', 3, 'system'),
  ('us-states', 'Arkansas', 'AR', 4, 'system'),
  ('us-states', 'California', 'CA', 5, 'system'),
  ('us-states', 'Colorado', 'CO', 6, 'system'),
  ('us-states', 'Connecticut', 'CT', 7, 'system'),
  ('us-states', 'Delaware', 'DE', 8, 'system'),
  ('us-states', 'District of Columbia', 'DC', 9, 'system'),
  ('us-states', 'Florida', 'FL', 10, 'system'),
  ('us-states', 'Georgia', 'GA', 11, 'system'),
  ('us-states', 'Hawaii', 'HI', 12, 'system'),
  ('us-states', 'Idaho', 'ID', 13, 'system'),
  ('us-states', 'Illinois', 'IL', 14, 'system'),
  ('us-states', 'Indiana', 'IN', 15, 'system'),
  ('us-states', 'Iowa', 'IA', 16, 'system'),
  ('us-states', 'Kansas', 'KS', 17, 'system'),
  ('us-states', 'Kentucky', 'KY', 18, 'system'),
  ('us-states', 'Louisiana', 'LA', 19, 'system'),
  ('us-states', 'Maine', 'ME', 20, 'system'),
  ('us-states', 'Maryland', 'MD', 21, 'system'),
  ('us-states', 'Massachusetts', 'MA', 22, 'system'),
  ('us-states', 'Michigan', 'MI', 23, 'system'),
  ('us-states', 'Minnesota', 'MN', 24, 'system'),
  ('us-states', 'Mississippi', 'MS', 25, 'system'),
  ('us-states', 'Missouri', 'MO', 26, 'system'),
  ('us-states', 'Montana', 'MT', 27, 'system'),
  ('us-states', 'Nebraska', 'NE', 28, 'system'),
  ('us-states', 'Nevada', 'NV', 29, 'system'),
  ('us-states', 'New Hampshire', 'NH', 30, 'system'),
  ('us-states', 'New Jersey', 'NJ', 31, 'system'),
  ('us-states', 'New Mexico', 'NM', 32, 'system'),
  ('us-states', 'New York', 'NY', 33, 'system'),
  ('us-states', 'North Carolina', 'NC', 34, 'system'),
  ('us-states', 'North Dakota', 'ND', 35, 'system'),
  ('us-states', 'Ohio', 'OH', 36, 'system'),
  ('us-states', 'Oklahoma', 'OK', 37, 'system'),
  ('us-states', 'Oregon', 'OR', 38, 'system'),
  ('us-states', 'Pennsylvania', 'PA', 39, 'system'),
  ('us-states', 'Rhode Island', 'RI', 40, 'system'),
  ('us-states', 'South Carolina', 'SC', 41, 'system'),
  ('us-states', 'South Dakota', 'SD', 42, 'system'),
  ('us-states', 'Tennessee', 'TN', 43, 'system'),
  ('us-states', 'Texas', 'TX', 44, 'system'),
  ('us-states', 'Utah', 'UT', 45, 'system'),
  ('us-states', 'Vermont', 'VT', 46, 'system'),
  ('us-states', 'Virginia', 'VA', 47, 'system'),
  ('us-states', 'Washington', 'WA', 48, 'system'),
  ('us-states', 'West Virginia', 'WV', 49, 'system'),
  ('us-states', 'Wisconsin', 'WI', 50, 'system'),
  ('us-states', 'Wyoming', 'WY', 51, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('user-states', 'Pennsylvania', 'PA', 1, 'system'),
  ('user-states', 'Ohio', 'OH', 2, 'system'),
  ('user-states', 'West Virginia', 'WV', 3, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('payroll-frequencies', 'Weekly', null, 1, 'system'),
  ('payroll-frequencies', 'Bi-Weekly', null, 2, 'system'),
  ('payroll-frequencies', 'Semi-Monthly', null, 3, 'system'),
  ('payroll-frequencies', 'Monthly', null, 4, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('payment-methods', 'Debit', null, 1, 'system'),
  ('payment-methods', 'Check', null, 2, 'system'),
  ('payment-methods', 'Deposit', null, 3, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('online-app-stages', 'Started', null, 1, 'system'),
  ('online-app-stages', 'Submitted', null, 2, 'system'),
  ('online-app-stages', 'Under Review', null, 3, 'system'),
  ('online-app-stages', 'Documents Requested', null, 4, 'system'),
  ('online-app-stages', 'Completed', null, 5, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('enrollment-statuses', 'Applied', null, 1, 'system'),
  ('enrollment-statuses', 'Quality Review', null, 2, 'system'),
  ('enrollment-statuses', 'Provider Screening', null, 3, 'system'),
  ('enrollment-statuses', 'Eligible', null, 4, 'system'),
  ('enrollment-statuses', 'Ineligible', null, 5, 'system'),
  ('enrollment-statuses', 'Enrolled', null, 6, 'system'),
  ('enrollment-statuses', 'Withdrawn', null, 7, 'system'),
  ('enrollment-statuses', 'Released', null, 8, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('enrollment-stages', 'Application', null, 1, 'system'),
  ('enrollment-stages', 'Quality Review', null, 2, 'system'),
  ('enrollment-stages', 'Provider Screening', null, 3, 'system'),
  ('enrollment-stages', 'Enrollment', null, 4, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('review-statuses', 'Complete', null, 1, 'system'),
  ('review-statuses', 'Incomplete', null, 2, 'system'),
  ('review-statuses', 'Not Present', null, 3, 'system'),
  ('review-statuses', 'Incomplete - Requires Clearances', null, 4, 'system'),
  ('review-statuses', 'Verified', null, 5, 'system'),
  ('review-statuses', 'Rejected', null, 6, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('verification-types', 'Signature Page', null, 1, 'system'),
  ('verification-types', 'W-4', null, 2, 'system'),
  ('verification-types', 'I-9', null, 3, 'system'),
  ('verification-types', 'Parental Acknowledgement', null, 4, 'system'),
  ('verification-types', 'PA Act32', null, 5, 'system'),
  ('verification-types', 'SSN', null, 6, 'system'),
  ('verification-types', 'Residency', null, 7, 'system'),
  ('verification-types', 'School Status', null, 8, 'system'),
  ('verification-types', 'Citizenship', null, 9, 'system'),
  ('verification-types', 'Media Usage', null, 10, 'system'),
  ('verification-types', 'Age/ID', null, 11, 'system'),
  ('verification-types', 'Selective Service', null, 12, 'system'),
  ('verification-types', 'Work Permit', null, 13, 'system'),
  ('verification-types', 'Resume Review', null, 14, 'system'),
  ('verification-types', 'Income', null, 15, 'system'),
  ('verification-types', 'Family Size', null, 16, 'system'),
  ('verification-types', 'Barrier', null, 17, 'system'),
  ('verification-types', 'Child Abuse', null, 18, 'system'),
  ('verification-types', 'FBI', null, 19, 'system'),
  ('verification-types', 'PA State Criminal', null, 20, 'system'),
  ('verification-types', 'Youth Clearance Affidavit', null, 21, 'system'),
  ('verification-types', 'Clearance Consent Form', null, 22, 'system'),
  ('verification-types', 'Standart Verification', null, 23, 'system');

insert into lookup_options (lookup_name, text, code, sort_order, create_user) values
  ('time-zones', 'Eastern Time (US & Canada)', 'America/New_York', 1, 'system'),
  ('time-zones', 'Central Time (US & Canada)', 'America/Chicago', 2, 'system'),
  ('time-zones', 'Mountain Time (US & Canada)', 'America/Denver', 3, 'system'),
  ('time-zones', 'Pacific Time (US & Canada)', 'America/Los_Angeles', 4, 'system');

insert into online_app_environment (id, is_application_open, application_open_date, application_close_date,
  min_age, max_age, closed_message, support_email, support_phone, max_upload_size_mb, allowed_upload_extensions,
  time_zone, create_user)
values (1, false, '2026-02-01', '2026-05-15', 14, 24, 'Applications are closed.', 'support@pathway.example.org',
  '(412) 555-0100', 10, array['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx'], 'America/New_York', 'system');

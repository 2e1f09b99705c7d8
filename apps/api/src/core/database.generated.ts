// Generated from apps/api/src/db/migrations by `pnpm --filter @pathway/api run db:types`. Do not edit.

import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export interface ApplicantDocumentDecisions {
  applicant_id: number;
  comment: string | null;
  create_date: Generated<string>;
  create_user: string;
  decision: string;
  document_id: number;
  id: Generated<number>;
}

export interface ApplicantReviewItems {
  applicant_id: number;
  buckley_amendment_id: number | null;
  clearance_company_id: number | null;
  clearance_order_number: string | null;
  comment: string | null;
  config_item_id: number | null;
  create_date: Generated<string>;
  create_user: string;
  deductions: number | null;
  display_order: number;
  document_id: number | null;
  field_type: string;
  first_document_id: number | null;
  id: Generated<number>;
  income_eligibility_proof_id: number | null;
  is_provider_screening: Generated<boolean>;
  is_required: Generated<boolean>;
  is_work_permit: boolean | null;
  last_update_date: string | null;
  last_update_user: string | null;
  media_usage_id: number | null;
  name: string;
  other: string | null;
  page_kind: string;
  payment_method_id: number | null;
  second_document_id: number | null;
  section_id: number;
  status_id: number | null;
  third_document_id: number | null;
  verification_type_id: number | null;
  version: Generated<number>;
  waiver_release_id: number | null;
  work_permit_number: string | null;
}

export interface Applicants {
  address_line1: string;
  address_line2: string | null;
  applicant_info_reviewed: Generated<boolean>;
  birth_date: string;
  city: string;
  create_date: Generated<string>;
  create_user: string;
  disable_oe_launch: Generated<boolean>;
  email_address: string | null;
  enrollment_program_id: number;
  family_income: number | null;
  family_size: number | null;
  first_name: string;
  has_disability: Generated<boolean>;
  id: Generated<number>;
  incentive_only_flag: Generated<boolean>;
  is_foster_care: Generated<boolean>;
  is_locked: Generated<boolean>;
  is_pathway_transferred: Generated<boolean>;
  is_provider_screening_complete: Generated<boolean>;
  last_name: string;
  last_update_date: string | null;
  last_update_user: string | null;
  locked_by: string | null;
  main_phone: string | null;
  middle_name: string | null;
  organization_id: number;
  payment_method: Generated<string>;
  quality_review_completed_on: string | null;
  referral_code: string | null;
  review_status: Generated<string>;
  reviewer: string | null;
  search_text: Generated<string | null>;
  ssn: string;
  state_code: Generated<string>;
  state_name: Generated<string>;
  status: Generated<string>;
  status_comment: string | null;
  student_id: number | null;
  submitted_on: string;
  suffix_name: string | null;
  summary_comment: string | null;
  summary_status: string | null;
  version: Generated<number>;
  zip_code: string;
}

export interface Applications {
  code: string;
  id: Generated<number>;
  is_current: Generated<boolean>;
  name: string;
  url: string;
  version: string;
}

export interface ApprovalHistory {
  changes: Json;
  comment: string | null;
  decided_at: Generated<string>;
  decided_by: string;
  decision: string;
  entity: string;
  entity_id: number;
  id: Generated<number>;
  snapshot: Json;
}

export interface AuditLog {
  action: string;
  after: Json | null;
  at: Generated<string>;
  before: Json | null;
  entity: string;
  entity_id: string | null;
  id: Generated<number>;
  operation_id: Generated<string | null>;
  user_name: string;
}

export interface BusinessViews {
  columns: Json;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  filters: Generated<Json>;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  sort: Generated<Json>;
  version: Generated<number>;
  view_name: string;
}

export interface CardDeliverySetups {
  attention_to: string | null;
  card_provider_id: number;
  contract_id: number;
  create_date: Generated<string>;
  create_user: string;
  delivery_location_id: number | null;
  delivery_method: string;
  first_pay_date: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  version: Generated<number>;
}

export interface CardProviderFileLines {
  amount: number;
  answer: string | null;
  card_provider_file_id: number;
  exception_id: number | null;
  line_number: number;
  paid_amount: number | null;
  paid_on: string | null;
  participant_ref: string;
  payroll_process_id: number;
  reason: string | null;
  student_id: number;
}

export interface CardProviderFileProcesses {
  card_provider_file_id: number;
  payroll_process_id: number;
}

export interface CardProviderFiles {
  card_provider_id: number;
  content: string;
  create_date: Generated<string>;
  create_user: string;
  direction: string;
  file_name: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  organization_id: number;
  parent_file_id: number | null;
  payroll_file_type_id: number;
  record_count: Generated<number>;
  second_approver: string | null;
  sent_by: string | null;
  sent_on: string | null;
  status: string;
  total_amount: Generated<number>;
  version: Generated<number>;
}

export interface CardProviderFileTimesheets {
  card_provider_file_id: number;
  line_number: number;
  superseded: Generated<boolean>;
  timesheet_id: number;
}

export interface CardProviderInbox {
  card_provider_id: number;
  content: string;
  file_name: string;
  id: Generated<number>;
  loaded_file_id: number | null;
  received_on: Generated<string>;
}

export interface CardProviders {
  code: string;
  contact_email: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  inbound_folder: string | null;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  outbound_folder: string | null;
  routing_number: string | null;
  sftp_host: string | null;
  version: Generated<number>;
}

export interface ClientErrors {
  at: Generated<string>;
  id: Generated<number>;
  message: string;
  url: string | null;
  user_name: string | null;
}

export interface Contacts {
  cell_phone: string | null;
  child_abuse_background_flag: Generated<boolean>;
  contact_type_luid: number;
  contract_code: string | null;
  create_date: Generated<string>;
  create_user: string;
  criminal_background_flag: Generated<boolean>;
  description: string | null;
  disclosure_statement: Generated<boolean>;
  fbi_uid: number | null;
  first_name: string;
  id: Generated<number>;
  last_name: string;
  last_update_date: string | null;
  last_update_user: string | null;
  main_email: string | null;
  main_phone: string | null;
  middle_initial: string | null;
  salutation: string | null;
  source_id: number;
  source_name: string;
  version: Generated<number>;
}

export interface Contractors {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  create_date: Generated<string>;
  create_user: string;
  federal_tax_id: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  main_email: string | null;
  main_phone: string | null;
  name: string;
  organization_id: number;
  state_code: string | null;
  version: Generated<number>;
  zip_code: string | null;
}

export interface Contracts {
  budget_amount: number | null;
  contract_code: string;
  contract_type_id: number;
  create_date: Generated<string>;
  create_user: string;
  default_hourly_rate: number;
  end_date: string;
  funding_source_id: number;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  max_hours_per_student: number;
  max_incentive_amount: number;
  name: string;
  organization_id: number;
  payroll_frequency_id: number;
  start_date: string;
  status: Generated<string>;
  version: Generated<number>;
}

export interface ContractWorksites {
  contract_id: number;
  linked_by: string;
  linked_on: Generated<string>;
  worksite_id: number;
}

export interface DataDictionary {
  column_name: string;
  create_date: Generated<string>;
  create_user: string;
  data_type: string;
  description: string;
  id: Generated<number>;
  is_nullable: boolean;
  is_sensitive: Generated<boolean>;
  label: string;
  last_update_date: string | null;
  last_update_user: string | null;
  max_length: number | null;
  table_name: string;
  version: Generated<number>;
}

export interface DataExtracts {
  business_view_id: number;
  columns: Json;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  filters: Json;
  format: string;
  id: Generated<number>;
  last_run_on: string | null;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  version: Generated<number>;
}

export interface DocumentFiles {
  content: Uint8Array;
  create_date: Generated<string>;
  storage_key: string;
}

export interface DocumentRequests {
  applicant_id: number;
  create_date: Generated<string>;
  create_user: string;
  document_type_ids: number[];
  due_date: string | null;
  email_address: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  message: string | null;
  sent_date: Generated<string>;
  status: Generated<string>;
  version: Generated<number>;
}

export interface Documents {
  content_type: string;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  document_type_id: number;
  file_name: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  size_bytes: number;
  source_id: number;
  source_type: string;
  storage_key: string;
  verification_status: Generated<string>;
  version: Generated<number>;
}

export interface EmailTemplates {
  body: string;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_html: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  organization_id: number | null;
  subject: string;
  template_type_id: number;
  version: Generated<number>;
}

export interface EnrollmentPrograms {
  application_end_date: string | null;
  application_start_date: string | null;
  code: string;
  create_date: Generated<string>;
  create_user: string;
  end_date: string;
  funding_source_id: number | null;
  hourly_rate: number | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  max_age: number | null;
  max_hours_per_student: number | null;
  max_incentive_amount: number | null;
  min_age: number | null;
  name: string;
  organization_id: number;
  payment_method: string | null;
  program_id: number;
  start_date: string;
  version: Generated<number>;
}

export interface FsvCredentials {
  api_key_encrypted: string | null;
  card_provider_id: number;
  company_id: string;
  create_date: Generated<string>;
  create_user: string;
  environment: string;
  expires_on: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  organization_id: number;
  password_encrypted: string | null;
  secrets_updated_on: string | null;
  user_name: string;
  version: Generated<number>;
}

export interface GridPreferences {
  last_update_date: Generated<string>;
  screen_key: string;
  user_id: number;
  view: Json;
}

export interface GroupResources {
  group_id: number;
  resource_id: number;
}

export interface Groups {
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  organization_id: number | null;
  version: Generated<number>;
}

export interface GroupUsers {
  group_id: number;
  user_id: number;
}

export interface IncomeRanges {
  create_date: Generated<string>;
  create_user: string;
  family_size: number;
  funding_type: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  organization_id: number;
  range_from: number;
  range_to: number;
  version: Generated<number>;
}

export interface Interviews {
  create_date: Generated<string>;
  create_user: string;
  email_template_id: number | null;
  id: Generated<number>;
  kind: Generated<string>;
  last_update_date: string | null;
  last_update_user: string | null;
  location_id: number;
  note: string | null;
  outcome: Generated<string>;
  scheduled_at: string;
  student_id: number;
  version: Generated<number>;
}

export interface Jobs {
  capacity: number;
  contract_id: number;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  end_date: string;
  hourly_rate: number;
  hours_per_week: number | null;
  id: Generated<number>;
  incentive_only: Generated<boolean>;
  job_sector_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  max_age: number;
  max_hours_per_student: number;
  max_incentive_amount: number;
  min_age: number;
  renewed_from_job_id: number | null;
  requires_clearances: Generated<boolean>;
  start_date: string;
  status: Generated<string>;
  supervisor_email: string | null;
  supervisor_name: string | null;
  supervisor_phone: string | null;
  title: string;
  version: Generated<number>;
  work_schedule: string | null;
  worksite_id: number;
}

export interface KnownSignIns {
  address: string;
  last_success_at: string;
  user_name: string;
}

export interface Locations {
  apartment: string | null;
  city: string;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  state: string;
  street: string;
  version: Generated<number>;
  zip_code: string;
}

export interface LookupNames {
  has_date_range: Generated<boolean>;
  is_maintainable: Generated<boolean>;
  is_organization_specific: Generated<boolean>;
  name: string;
  text: string;
}

export interface LookupOptions {
  code: string | null;
  create_date: Generated<string>;
  create_user: string;
  end_date: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  lookup_name: string;
  organization_id: number | null;
  sort_order: Generated<number>;
  start_date: string | null;
  text: string;
  version: Generated<number>;
}

export interface LotteryDrawEntries {
  applicant_id: number;
  draw_id: number;
  has_disability: boolean;
  is_foster_care: boolean;
  is_returning: boolean;
  rank: number;
  selected: boolean;
  tier: number;
  tier_label: string;
  zip_code: string | null;
}

export interface LotteryDraws {
  applicant_count: number;
  drawn_by: string;
  drawn_on: Generated<string>;
  enrollment_program_id: number;
  id: Generated<number>;
  input_digest: string;
  seed: string;
  slots: number;
  tiers: Json;
}

export interface LotterySettings {
  create_date: Generated<string>;
  create_user: string;
  enrollment_program_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  slots: number;
  tiers: Generated<Json>;
  version: Generated<number>;
}

export interface MailOutbox {
  body: string;
  created_at: Generated<string>;
  id: Generated<number>;
  sent_at: string | null;
  subject: string;
  to_address: string;
}

export interface MaintenanceRuns {
  finished_at: string | null;
  run_date: string;
  started_at: Generated<string>;
  task: string;
}

export interface Notes {
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  note: string;
  note_type: string;
  source_id: number;
  version: Generated<number>;
}

export interface OneTimeCodes {
  code_hash: string;
  expires_at: string;
  id: Generated<number>;
  purpose: string;
  used_at: string | null;
  user_id: number;
  via_link: Generated<boolean>;
}

export interface OnlineAppEnvironment {
  allowed_upload_extensions: string[];
  application_close_date: string;
  application_open_date: string;
  closed_message: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: number;
  is_application_open: boolean;
  last_update_date: string | null;
  last_update_user: string | null;
  max_age: number;
  max_upload_size_mb: number;
  min_age: number;
  support_email: string;
  support_phone: string;
  time_zone: string;
  version: Generated<number>;
}

export interface OnlineAppPageSetups {
  create_date: Generated<string>;
  create_user: string;
  enrollment_program_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  pages: Json;
  version: Generated<number>;
}

export interface Organizations {
  abbreviation: string | null;
  address_line1: string | null;
  city: string | null;
  create_date: Generated<string>;
  create_user: string;
  federal_tax_id: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  main_email: string | null;
  main_phone: string | null;
  name: string;
  state_code: string | null;
  version: Generated<number>;
  zip_code: string | null;
}

export interface PaymentProviders {
  card_provider_id: number | null;
  contact_email: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  payment_method: string;
  version: Generated<number>;
}

export interface PayrollCalendars {
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  organization_id: number;
  payroll_frequency_id: number;
  version: Generated<number>;
  year: number;
}

export interface PayrollExceptions {
  answer_line_number: number | null;
  card_provider_file_id: number;
  card_provider_id: number;
  create_date: Generated<string>;
  create_user: string;
  expected_amount: number;
  id: Generated<number>;
  inbound_file_id: number | null;
  kind: string;
  last_update_date: string | null;
  last_update_user: string | null;
  line_number: number | null;
  organization_id: number;
  outstanding: number;
  paid_amount: number;
  participant_ref: string;
  payroll_process_id: number | null;
  provider_reason: string | null;
  resolution: string | null;
  resolved_by: string | null;
  resolved_on: string | null;
  status: string;
  student_id: number | null;
  version: Generated<number>;
}

export interface PayrollFileTypes {
  card_provider_id: number;
  code: string;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  direction: string;
  file_name_pattern: string;
  format: Generated<string>;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  payment_method: Generated<string>;
  version: Generated<number>;
}

export interface PayrollIntegrityAcknowledgements {
  acknowledged_by: string;
  acknowledged_on: Generated<string>;
  finding_key: string;
  id: Generated<number>;
  kind: string;
  organization_id: number;
  reason: string;
}

export interface PayrollPeriods {
  pay_date: string;
  payroll_calendar_id: number;
  period_end_date: string;
  period_number: number;
  period_start_date: string;
  timesheet_due_date: string;
}

export interface PayrollPreflights {
  card_provider_id: number;
  findings: Json;
  fingerprint: string;
  id: Generated<number>;
  organization_id: number;
  requested_by: string;
  requested_on: Generated<string>;
  total_amount: number;
  used_by_file_id: number | null;
}

export interface PayrollProcesses {
  comment: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  organization_id: number;
  period_end_date: string;
  period_start_date: string;
  status: string;
  version: Generated<number>;
}

export interface PayrollSettings {
  create_date: Generated<string>;
  create_user: string;
  file_total_limit: number;
  integrity_account_households: Generated<number>;
  integrity_cap_margin_hours: Generated<number>;
  integrity_cap_min_periods: Generated<number>;
  integrity_cap_share: Generated<number>;
  integrity_contact_people: Generated<number>;
  integrity_error_kinds: Generated<string[]>;
  integrity_separation_of_duties: Generated<boolean>;
  integrity_warning_kinds: Generated<string[]>;
  last_update_date: string | null;
  last_update_user: string | null;
  organization_id: number;
  outlier_factor: Generated<number>;
  version: Generated<number>;
}

export interface Permissions {
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  scope: Generated<string>;
  version: Generated<number>;
}

export interface PlacementSettings {
  balance_weight: number;
  create_date: Generated<string>;
  create_user: string;
  enrollment_program_id: number;
  interest_weight: number;
  last_update_date: string | null;
  last_update_user: string | null;
  per_mile_weight: number;
  returning_weight: number;
  version: Generated<number>;
}

export interface ProgramRequirements {
  create_date: Generated<string>;
  create_user: string;
  document_type_id: number | null;
  id: Generated<number>;
  kind: string;
  last_update_date: string | null;
  last_update_user: string | null;
  program_id: number;
  version: Generated<number>;
}

export interface Programs {
  code: string;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  end_date: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  organization_id: number;
  start_date: string | null;
  version: Generated<number>;
}

export interface QualityReviewConfigItems {
  create_date: Generated<string>;
  create_user: string;
  display_order: number;
  enrollment_program_id: number;
  field_type: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_provider_screening: Generated<boolean>;
  is_required: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  page_kind: string;
  section_id: number;
  verification_name: string;
  version: Generated<number>;
}

export interface ReportDefinitions {
  category: string;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  formats: Json;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  parameter_definitions: Json;
  report_path: string;
  version: Generated<number>;
}

export interface Resources {
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  path: string | null;
  resource_type: string;
  version: Generated<number>;
}

export interface RolePermissions {
  permission_id: number;
  role_id: number;
}

export interface Roles {
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  scope: Generated<string>;
  version: Generated<number>;
}

export interface Schools {
  address_line1: string | null;
  city: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  main_phone: string | null;
  name: string;
  school_code: string | null;
  school_district: string | null;
  state_code: string | null;
  version: Generated<number>;
  zip_code: string | null;
}

export interface SchoolTerms {
  create_date: Generated<string>;
  create_user: string;
  end_date: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  program_id: number | null;
  start_date: string;
  version: Generated<number>;
}

export interface Sessions {
  absolute_expires_at: string;
  created_at: Generated<string>;
  expires_at: string;
  id: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  user_id: number;
}

export interface StudentBarriers {
  barrier_type_id: number;
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  identified_date: string;
  last_update_date: string | null;
  last_update_user: string | null;
  resolved_date: string | null;
  student_id: number;
  version: Generated<number>;
}

export interface StudentCareerPrograms {
  career_program_type_id: number;
  create_date: Generated<string>;
  create_user: string;
  credential_earned: Generated<boolean>;
  credential_name: string | null;
  end_date: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  outcome: string;
  start_date: string;
  student_id: number;
  version: Generated<number>;
}

export interface StudentContracts {
  contract_id: number;
  create_date: Generated<string>;
  create_user: string;
  end_date: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  max_hours: number | null;
  max_incentive_amount: number | null;
  start_date: string;
  student_id: number;
  version: Generated<number>;
}

export interface StudentEducations {
  create_date: Generated<string>;
  create_user: string;
  expected_graduation_date: string | null;
  grade_level_id: number;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  school_id: number;
  school_status: string;
  school_year: string;
  student_id: number;
  version: Generated<number>;
}

export interface StudentEligibilities {
  annual_income: number;
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  determination_date: string;
  family_size: number;
  funding_source_id: number;
  id: Generated<number>;
  income_range_id: number | null;
  is_eligible: boolean;
  last_update_date: string | null;
  last_update_user: string | null;
  student_id: number;
  version: Generated<number>;
}

export interface StudentFollowUps {
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  employer_name: string | null;
  employment_status: string;
  follow_up_date: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  method: string;
  student_id: number;
  version: Generated<number>;
}

export interface StudentGuardians {
  address_line1: string | null;
  cell_phone: string | null;
  city: string | null;
  create_date: Generated<string>;
  create_user: string;
  email_address: string | null;
  first_name: string;
  id: Generated<number>;
  is_primary_contact: Generated<boolean>;
  last_name: string;
  last_update_date: string | null;
  last_update_user: string | null;
  main_phone: string;
  relationship_id: number;
  state_code: string | null;
  student_id: number;
  version: Generated<number>;
  zip_code: string | null;
}

export interface StudentInterests {
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  interest_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  rank: number;
  student_id: number;
  version: Generated<number>;
}

export interface StudentJobs {
  create_date: Generated<string>;
  create_user: string;
  end_date: string;
  hourly_rate: number;
  id: Generated<number>;
  incentive_only: Generated<boolean>;
  job_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  start_date: string;
  status: Generated<string>;
  student_id: number;
  unassign_comment: string | null;
  unassign_reason_id: number | null;
  version: Generated<number>;
}

export interface StudentListRow {
  id: number;
  row: Json;
}

export interface StudentPrograms {
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  end_date: string | null;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  outcome: string;
  program_id: number;
  start_date: string;
  student_id: number;
  version: Generated<number>;
}

export interface StudentRecruitments {
  contract_id: number;
  create_date: Generated<string>;
  create_user: string;
  last_update_date: string | null;
  last_update_user: string | null;
  student_id: number;
  version: Generated<number>;
  worksite_id: number;
}

export interface StudentReferrals {
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  outcome: string;
  referral_date: string;
  referred_to: string;
  service_type_id: number;
  student_id: number;
  version: Generated<number>;
}

export interface StudentReleases {
  comment: string | null;
  contract_id: number | null;
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  reason_id: number;
  student_id: number;
  worksite_id: number | null;
}

export interface Students {
  address_line1: string;
  address_line2: string | null;
  available_from: string | null;
  available_to: string | null;
  bank_account_last4: string | null;
  bank_account_match: string | null;
  bank_account_sealed: string | null;
  bank_account_type: string | null;
  bank_routing_last4: string | null;
  bank_routing_sealed: string | null;
  birth_date: string;
  card_proxy_last4: string | null;
  card_proxy_match: string | null;
  card_proxy_sealed: string | null;
  cell_phone: string | null;
  cell_phone_key: Generated<string | null>;
  child_abuse_clearance_expires: string | null;
  city: string;
  clearance_next_expiry: Generated<string | null>;
  create_date: Generated<string>;
  create_user: string;
  email_address: string | null;
  email_key: Generated<string | null>;
  enrollment_program_id: number;
  ethnic_group_id: number | null;
  fbi_clearance_expires: string | null;
  first_name: string;
  gender_id: number | null;
  grade_level_id: number | null;
  household_key: Generated<string | null>;
  id: Generated<number>;
  last_name: string;
  last_update_date: string | null;
  last_update_user: string | null;
  main_phone: string | null;
  main_phone_key: Generated<string | null>;
  middle_name: string | null;
  organization_id: number;
  pa_state_criminal_clearance_expires: string | null;
  paper_check: Generated<boolean>;
  payment_details_updated_by: string | null;
  payment_details_updated_on: string | null;
  payment_method: string;
  school_id: number | null;
  search_text: Generated<string | null>;
  ssn: string;
  state_code: string;
  status: Generated<string>;
  suffix_name: string | null;
  version: Generated<number>;
  wants_previous_worksite: Generated<boolean>;
  work_permit_expires: string | null;
  zip_code: string;
  zip_plus4: string | null;
}

export interface StudentSearch {
  birth_date: string;
  first_name_key: string;
  id: number;
  last_name_key: string;
  last_update: string;
  organization_id: number;
  search_text: string;
}

export interface SystemDocuments {
  content_type: string;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  document_type_id: number;
  file_name: string;
  id: Generated<number>;
  is_public: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  organization_id: number | null;
  size_bytes: number;
  storage_key: string;
  version: Generated<number>;
}

export interface SystemSettings {
  id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  session_time_limit_minutes: number;
  version: Generated<number>;
}

export interface TaxCodes {
  code: string;
  create_date: Generated<string>;
  create_user: string;
  effective_date: string;
  end_date: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_update_date: string | null;
  last_update_user: string | null;
  name: string;
  psd_code: string | null;
  rate_percent: number;
  tax_type: string;
  version: Generated<number>;
}

export interface Throttle {
  failures: number;
  key: string;
  last_failure_at: string;
  next_attempt_at: string;
}

export interface Timesheets {
  adjusts_timesheet_id: number | null;
  approved_by: string | null;
  comments: string | null;
  create_date: Generated<string>;
  create_user: string;
  hourly_rate: number;
  id: Generated<number>;
  incentive_amount: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  manual_check: Generated<boolean>;
  payroll_process_id: number | null;
  payrolled_amount: Generated<number>;
  period_end_date: string;
  period_start_date: string;
  status: Generated<string>;
  student_job_id: number;
  submitted_by: string | null;
  version: Generated<number>;
  worked_hours: number;
}

export interface UserOrganizations {
  organization_id: number;
  user_id: number;
}

export interface UserRoles {
  role_id: number;
  user_id: number;
}

export interface Users {
  contractor_id: number | null;
  create_date: Generated<string>;
  create_user: string;
  email: string;
  first_name: string;
  id: Generated<number>;
  is_active: Generated<boolean>;
  last_name: string;
  last_update_date: string | null;
  last_update_user: string | null;
  password_expiration_date: string | null;
  password_hash: string | null;
  user_name: string;
  user_type: string;
  version: Generated<number>;
}

export interface WorksiteClosures {
  create_date: Generated<string>;
  create_user: string;
  end_date: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  reason: string;
  start_date: string;
  version: Generated<number>;
  worksite_id: number;
}

export interface Worksites {
  address_line1: string;
  address_line2: string | null;
  city: string;
  contractor_id: number;
  create_date: Generated<string>;
  create_user: string;
  description: string | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_public_sector: Generated<boolean>;
  job_sector_id: number;
  last_update_date: string | null;
  last_update_user: string | null;
  main_phone: string | null;
  name: string;
  organization_id: number;
  state_code: string;
  status: Generated<string>;
  version: Generated<number>;
  welcomes_returning: Generated<boolean>;
  zip_code: string;
}

export interface YouthHourRules {
  create_date: Generated<string>;
  create_user: string;
  id: Generated<number>;
  last_update_date: string | null;
  last_update_user: string | null;
  max_age: number;
  min_age: number;
  non_school_day_hours: number;
  non_school_week_hours: number;
  program_id: number | null;
  rule_name: string;
  school_day_hours: number;
  school_week_hours: number;
  version: Generated<number>;
}

export interface DB {
  applicant_document_decisions: ApplicantDocumentDecisions;
  applicant_review_items: ApplicantReviewItems;
  applicants: Applicants;
  applications: Applications;
  approval_history: ApprovalHistory;
  audit_log: AuditLog;
  business_views: BusinessViews;
  card_delivery_setups: CardDeliverySetups;
  card_provider_file_lines: CardProviderFileLines;
  card_provider_file_processes: CardProviderFileProcesses;
  card_provider_file_timesheets: CardProviderFileTimesheets;
  card_provider_files: CardProviderFiles;
  card_provider_inbox: CardProviderInbox;
  card_providers: CardProviders;
  client_errors: ClientErrors;
  contacts: Contacts;
  contract_worksites: ContractWorksites;
  contractors: Contractors;
  contracts: Contracts;
  data_dictionary: DataDictionary;
  data_extracts: DataExtracts;
  document_files: DocumentFiles;
  document_requests: DocumentRequests;
  documents: Documents;
  email_templates: EmailTemplates;
  enrollment_programs: EnrollmentPrograms;
  fsv_credentials: FsvCredentials;
  grid_preferences: GridPreferences;
  group_resources: GroupResources;
  group_users: GroupUsers;
  groups: Groups;
  income_ranges: IncomeRanges;
  interviews: Interviews;
  jobs: Jobs;
  known_sign_ins: KnownSignIns;
  locations: Locations;
  lookup_names: LookupNames;
  lookup_options: LookupOptions;
  lottery_draw_entries: LotteryDrawEntries;
  lottery_draws: LotteryDraws;
  lottery_settings: LotterySettings;
  mail_outbox: MailOutbox;
  maintenance_runs: MaintenanceRuns;
  notes: Notes;
  one_time_codes: OneTimeCodes;
  online_app_environment: OnlineAppEnvironment;
  online_app_page_setups: OnlineAppPageSetups;
  organizations: Organizations;
  payment_providers: PaymentProviders;
  payroll_calendars: PayrollCalendars;
  payroll_exceptions: PayrollExceptions;
  payroll_file_types: PayrollFileTypes;
  payroll_integrity_acknowledgements: PayrollIntegrityAcknowledgements;
  payroll_periods: PayrollPeriods;
  payroll_preflights: PayrollPreflights;
  payroll_processes: PayrollProcesses;
  payroll_settings: PayrollSettings;
  permissions: Permissions;
  placement_settings: PlacementSettings;
  program_requirements: ProgramRequirements;
  programs: Programs;
  quality_review_config_items: QualityReviewConfigItems;
  report_definitions: ReportDefinitions;
  resources: Resources;
  role_permissions: RolePermissions;
  roles: Roles;
  school_terms: SchoolTerms;
  schools: Schools;
  sessions: Sessions;
  student_barriers: StudentBarriers;
  student_career_programs: StudentCareerPrograms;
  student_contracts: StudentContracts;
  student_educations: StudentEducations;
  student_eligibilities: StudentEligibilities;
  student_follow_ups: StudentFollowUps;
  student_guardians: StudentGuardians;
  student_interests: StudentInterests;
  student_jobs: StudentJobs;
  student_list_row: StudentListRow;
  student_programs: StudentPrograms;
  student_recruitments: StudentRecruitments;
  student_referrals: StudentReferrals;
  student_releases: StudentReleases;
  student_search: StudentSearch;
  students: Students;
  system_documents: SystemDocuments;
  system_settings: SystemSettings;
  tax_codes: TaxCodes;
  throttle: Throttle;
  timesheets: Timesheets;
  user_organizations: UserOrganizations;
  user_roles: UserRoles;
  users: Users;
  worksite_closures: WorksiteClosures;
  worksites: Worksites;
  youth_hour_rules: YouthHourRules;
}

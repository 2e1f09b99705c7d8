-- Reports (issue 15, ADR 125): a General category, seen with the plain REPORTS claim, so that
-- organization staff (who hold REPORTS but none of the category claims) have reports to run.
alter table report_definitions drop constraint report_definitions_category_check;
alter table report_definitions add constraint report_definitions_category_check
  check (category in ('General', 'Payroll', 'Admin', 'Contractor', 'Management'));

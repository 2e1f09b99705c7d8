import {
  toWireDate,
  type OnlineAppEnvironment,
  type OnlineAppEnvironmentSaveRequest,
  type OnlineAppPage,
  type OnlineAppPageSetup,
} from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ageRangeFields,
  dateText,
  emailAddress,
  messages,
  minMaxCheck,
  numberText,
  startBeforeEndCheck,
  text,
  YOUTH_AGES,
} from '@pathway/validation';
import styled from 'styled-components';
import { z } from 'zod';
import { Field, FormPopup } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { pageSetupKey } from './onlineAppKeys.ts';

const PageGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0 0 var(--space-3);
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

const FieldRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    min-width: 180px;
    padding: 0;
  }
`;

// ---- page setup ---------------------------------------------------------------------------------

const pageSetupSchema = z.object({
  pages: z.array(
    z.object({
      title: text({ required: messages.required, max: 100 }),
      isEnabled: z.boolean(),
      instructions: text({ max: 2000 }),
      fields: z.array(
        z.object({
          label: text({ required: messages.required, max: 100 }),
          isVisible: z.boolean(),
          isRequired: z.boolean(),
        }),
      ),
    }),
  ),
});
type PageSetupValues = z.infer<typeof pageSetupSchema>;

function pageSetupValues(setup: OnlineAppPageSetup): PageSetupValues {
  return {
    pages: setup.pages.map((page) => ({
      title: page.title,
      isEnabled: page.isEnabled,
      instructions: page.instructions ?? '',
      fields: page.fields.map((item) => ({
        label: item.label,
        isVisible: item.isVisible,
        isRequired: item.isRequired,
      })),
    })),
  };
}

/** The edited parts over the pages read: kinds, orders, names, types and lookups go back as they came. */
function pagesOf(setup: OnlineAppPageSetup, values: PageSetupValues): OnlineAppPage[] {
  return setup.pages.map((page, index) => {
    const edited = values.pages[index];
    if (edited === undefined) return page;
    const instructions = edited.instructions.trim();
    return {
      ...page,
      title: edited.title.trim(),
      isEnabled: edited.isEnabled,
      instructions: instructions === '' ? null : instructions,
      fields: page.fields.map((item, fieldIndex) => {
        const field = edited.fields[fieldIndex];
        return field === undefined
          ? item
          : { ...item, label: field.label.trim(), isVisible: field.isVisible, isRequired: field.isRequired };
      }),
    };
  });
}

export interface PageSetupPopupProps {
  enrollmentProgramId: number;
  /** After the server saved it: the screen toasts and refreshes its list. */
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * One enrollment program's pages: title, enabled and instructions of each page, label, visible and
 * required of each field. The save sends the whole page list with the version read; a stale version
 * (409) keeps the popup open with what was typed, and the server's message is shown.
 */
export function PageSetupPopup({ enrollmentProgramId, onSaved, onClose }: PageSetupPopupProps) {
  const client = useQueryClient();
  const setup = useQuery({
    queryKey: pageSetupKey(enrollmentProgramId),
    queryFn: () => api.onlineApplication.pageSetup(enrollmentProgramId),
  });
  const save = useMutation({
    mutationFn: (values: PageSetupValues) => {
      const read = setup.data;
      if (read === undefined) throw new Error('The page setup is not loaded.');
      return api.onlineApplication.savePageSetup(enrollmentProgramId, {
        pages: pagesOf(read, values),
        version: read.version,
      });
    },
    onSuccess: async (saved) => {
      client.setQueryData(pageSetupKey(enrollmentProgramId), saved);
      await onSaved();
    },
  });
  // A failed read is shown by the QueryClient's failure handling; there is nothing to edit then.
  if (setup.data === undefined) return null;
  const read = setup.data;
  return (
    <FormPopup<PageSetupValues>
      title={`Edit Page Setup — ${read.enrollmentProgramName}`}
      schema={pageSetupSchema}
      initial={pageSetupValues(read)}
      size="large"
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      fields={read.pages.map((page, index) => (
        <PageGroup key={`${page.pageKind}-${String(page.displayOrder)}`}>
          <legend>{`Page ${String(page.displayOrder)}: ${page.pageKind}`}</legend>
          <Field.Text name={`pages.${String(index)}.title`} label="Title" required />
          <Field.Checkbox name={`pages.${String(index)}.isEnabled`} label="Enabled" />
          <Field.TextArea name={`pages.${String(index)}.instructions`} label="Instructions" rows={2} />
          {page.fields.map((item, fieldIndex) => (
            <FieldRow key={item.name}>
              <legend>{`Field ${item.name}`}</legend>
              <Field.Text name={`pages.${String(index)}.fields.${String(fieldIndex)}.label`} label="Label" required />
              <Field.Checkbox name={`pages.${String(index)}.fields.${String(fieldIndex)}.isVisible`} label="Visible" />
              <Field.Checkbox
                name={`pages.${String(index)}.fields.${String(fieldIndex)}.isRequired`}
                label="Required"
              />
            </FieldRow>
          ))}
        </PageGroup>
      ))}
    />
  );
}

// ---- environment configuration --------------------------------------------------------------------

const environmentSchema = z
  .object({
    isApplicationOpen: z.boolean(),
    applicationOpenDate: dateText({ label: 'Open Date', required: true }),
    applicationCloseDate: dateText({ label: 'Close Date', required: true }),
    ...ageRangeFields(YOUTH_AGES, { required: true }),
    closedMessage: text({ max: 1000 }),
    supportEmail: emailAddress({ required: messages.required, max: 250 }),
    supportPhone: text({ required: messages.required }),
    maxUploadSizeMb: numberText({ required: true, min: 1, max: 25 }),
    allowedUploadExtensions: text({ required: messages.required, max: 250 }),
    timeZone: text({ required: messages.required, max: 50 }),
  })
  .superRefine(startBeforeEndCheck('applicationOpenDate', 'applicationCloseDate'), { when: () => true })
  .superRefine(minMaxCheck('minAge', 'maxAge'), { when: () => true });
type EnvironmentValues = z.infer<typeof environmentSchema>;

/** "pdf, JPG ,png" → ["pdf", "jpg", "png"]: lower case, without dots, each once. */
const extensionsOf = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((item) => item.trim().replace(/^\./, '').toLowerCase())
      .filter((item) => item !== ''),
  ),
];

function environmentBody(values: EnvironmentValues, version: number): OnlineAppEnvironmentSaveRequest {
  const closedMessage = values.closedMessage.trim();
  return {
    isApplicationOpen: values.isApplicationOpen,
    applicationOpenDate: toWireDate(values.applicationOpenDate) ?? '',
    applicationCloseDate: toWireDate(values.applicationCloseDate) ?? '',
    minAge: Number(values.minAge),
    maxAge: Number(values.maxAge),
    closedMessage: closedMessage === '' ? null : closedMessage,
    supportEmail: values.supportEmail.trim(),
    supportPhone: values.supportPhone,
    maxUploadSizeMb: Number(values.maxUploadSizeMb),
    allowedUploadExtensions: extensionsOf(values.allowedUploadExtensions),
    timeZone: values.timeZone.trim(),
    version,
  };
}

export interface EnvironmentPopupProps {
  /** The configuration as read: the form's values and the version the save sends. */
  config: OnlineAppEnvironment;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/** The public site's settings; the server refuses a stale version (409) and bad ranges (422). */
export function EnvironmentPopup({ config, onSaved, onClose }: EnvironmentPopupProps) {
  const save = useMutation({
    mutationFn: (values: EnvironmentValues) =>
      api.onlineApplication.saveEnvironment(environmentBody(values, config.version)),
    onSuccess: () => onSaved(),
  });
  const initial: EnvironmentValues = {
    isApplicationOpen: config.isApplicationOpen,
    applicationOpenDate: formatDate(config.applicationOpenDate),
    applicationCloseDate: formatDate(config.applicationCloseDate),
    minAge: String(config.minAge),
    maxAge: String(config.maxAge),
    closedMessage: config.closedMessage ?? '',
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    maxUploadSizeMb: String(config.maxUploadSizeMb),
    allowedUploadExtensions: config.allowedUploadExtensions.join(', '),
    timeZone: config.timeZone,
  };
  return (
    <FormPopup<EnvironmentValues>
      title="Edit Environment Configuration"
      schema={environmentSchema}
      initial={initial}
      size="medium"
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      fields={
        <>
          <Field.Checkbox name="isApplicationOpen" label="Application Open" />
          <Field.Date name="applicationOpenDate" label="Open Date" required deps={['applicationCloseDate']} />
          <Field.Date name="applicationCloseDate" label="Close Date" required deps={['applicationOpenDate']} />
          <Field.Text name="minAge" label="Min Age" required deps={['maxAge']} />
          <Field.Text name="maxAge" label="Max Age" required deps={['minAge']} />
          <Field.TextArea name="closedMessage" label="Closed Message" />
          <Field.Text name="supportEmail" label="Support Email" required />
          <Field.Masked name="supportPhone" label="Support Phone" required preset="phone" />
          <Field.Text name="maxUploadSizeMb" label="Max Upload Size (MB)" required />
          <Field.Text
            name="allowedUploadExtensions"
            label="Allowed Upload Extensions"
            required
            hint="e.g. pdf, jpg, png"
          />
          <Field.Text name="timeZone" label="Time Zone" required />
        </>
      }
    />
  );
}

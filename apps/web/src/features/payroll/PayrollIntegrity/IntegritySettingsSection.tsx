import { IntegrityKindValues, type IntegritySettings } from '@pathway/api-client';
import { Button } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { FactList } from '../../../kit/views/FactList.tsx';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import * as api from '../../../lib/api.ts';
import { IntegritySettingsPopup } from './IntegritySettingsPopup.tsx';
import type { PayPeriod } from './payPeriods.ts';

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: var(--space-3) var(--space-6);
`;

const kindsText = (kinds: readonly string[]) => (kinds.length === 0 ? 'None' : kinds.join(', '));

const shownInPreflight = (settings: IntegritySettings) =>
  IntegrityKindValues.filter((kind) => !settings.warningKinds.includes(kind) && !settings.errorKinds.includes(kind));

/** The cache key of an organization's thresholds. */
export const settingsKey = (organizationId: number) => ['payroll', 'integrity', 'settings', organizationId] as const;

/**
 * The integrity thresholds of the period's organization (Payroll Settings, ADR 227) and which kinds
 * the pre-flight shows as warnings or errors, with the button that edits them.
 */
export function IntegritySettingsSection({ period }: { period: PayPeriod }) {
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: settingsKey(period.organizationId),
    queryFn: ({ signal }) => api.payrollIntegrity.settings(period.organizationId, { signal }),
  });
  const settings = query.data;
  return (
    <ScreenSection title={`Integrity Settings: ${period.organizationName}`}>
      {settings === undefined ? (
        <p>{query.isError ? 'The settings could not be read.' : 'Loading settings…'}</p>
      ) : (
        <>
          <Columns>
            <FactList aria-label="Thresholds">
              <dt>Households per account</dt>
              <dd>{String(settings.accountHouseholds)}</dd>
              <dt>Participants per contact</dt>
              <dd>{String(settings.contactPeople)}</dd>
              <dt>Hours at the cap</dt>
              <dd>{`Within ${String(settings.capMarginHours)} h of the cap in ${String(Math.round(settings.capShare * 100))}% of at least ${String(settings.capMinPeriods)} periods`}</dd>
              <dt>Separation of duties</dt>
              <dd>{settings.separationOfDuties ? 'Required' : 'Not required'}</dd>
            </FactList>
            <FactList aria-label="Pre-flight">
              <dt>Errors (stop the file)</dt>
              <dd>{kindsText(settings.errorKinds)}</dd>
              <dt>Warnings</dt>
              <dd>{kindsText(settings.warningKinds)}</dd>
              <dt>Shown here only</dt>
              <dd>{kindsText(shownInPreflight(settings))}</dd>
            </FactList>
          </Columns>
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Integrity Settings
            </Button>
          </div>
          {editing ? (
            <IntegritySettingsPopup
              organizationId={period.organizationId}
              organizationName={period.organizationName}
              settings={settings}
              onClose={() => setEditing(false)}
            />
          ) : null}
        </>
      )}
    </ScreenSection>
  );
}

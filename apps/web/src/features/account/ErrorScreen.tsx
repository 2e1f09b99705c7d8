import { Alert } from '@pathway/design-system';
import { Panel, Title } from './AccountPanel.styles.ts';

export interface ErrorScreenProps {
  /** The error text to show; the caller (router error boundary, failed bootstrap) words it. */
  message: string;
}

/** A danger alert with the caller's error text. */
export function ErrorScreen({ message }: ErrorScreenProps) {
  return (
    <Panel data-component="ErrorScreen" aria-labelledby="error-title">
      <Title id="error-title">Error</Title>
      <Alert variant="danger">{message}</Alert>
    </Panel>
  );
}

import { Alert } from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { Panel, Title } from './AccountPanel.styles.ts';

/** Where the guards send a signed-in user who lacks the claim for a page. */
export function RestrictedContentScreen() {
  return (
    <Panel data-component="RestrictedContentScreen" aria-labelledby="restricted-title">
      <Title id="restricted-title">Restricted Content</Title>
      <Alert variant="warning">{messages.restrictedContent}</Alert>
    </Panel>
  );
}

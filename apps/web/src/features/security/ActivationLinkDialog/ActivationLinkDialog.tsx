import type { ActivationLink } from '@pathway/api-client';
import { Button, formatDate, Modal, TextField, toast } from '@pathway/design-system';
import { Body, LinkRow, Note } from './ActivationLinkDialog.styles.ts';

export const activationLinkMessages = {
  title: 'Activation Link',
  shownOnce: 'This link is shown only now. Copy it and hand it to the user; nobody can show it again.',
  copied: 'Link copied',
  notCopied: 'The link could not be copied. Select it and copy it yourself.',
} as const;

function expiryText(expiresAt: string): string {
  const at = new Date(expiresAt);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `Expires ${formatDate(expiresAt)} at ${time}.`;
}

export interface ActivationLinkDialogProps {
  /** The server's answer; the code in it is never shown again (ADR 201). */
  link: ActivationLink;
  onClose: () => void;
}

/**
 * Shows a one-time activation link once, after a user was created or their password reset: the
 * administrator copies it and hands it over when the mail does not reach the user. It is the
 * server's whole link, the very one the mail carries (ADR 222), never one built here on another address.
 */
export function ActivationLinkDialog({ link, onClose }: ActivationLinkDialogProps) {
  const url = link.url;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(activationLinkMessages.copied);
    } catch {
      toast.error(activationLinkMessages.notCopied);
    }
  };
  return (
    <Modal
      data-component="ActivationLinkDialog"
      open
      size="medium"
      title={activationLinkMessages.title}
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <Body>
        <Note>{link.message}</Note>
        <LinkRow>
          <TextField label="Link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            Copy Link
          </Button>
        </LinkRow>
        <Note>{expiryText(link.expiresAt)}</Note>
        <Note>
          <strong>{activationLinkMessages.shownOnce}</strong>
        </Note>
      </Body>
    </Modal>
  );
}

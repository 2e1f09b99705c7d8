import type { ActivationLink } from '@pathway/api-client';

/** An invitation link as the server answers it (openapi/paths/users.yaml's example). */
export const invitationLink: ActivationLink = {
  purpose: 'activation',
  activationCode: 'K7QM-3XRT-9PWD-HN4B',
  path: '#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  // The development address, as `npm start` mails it.
  url: 'http://127.0.0.1:5173/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  expiresAt: '2026-07-14T16:00:00Z',
  message:
    'Hand this link to dwilliams with the contract code of their programme. It works once and expires in 7 days.',
};

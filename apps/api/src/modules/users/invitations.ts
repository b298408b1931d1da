import { INVITATION_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { MailOptions, MailQueue } from '../../plugins/mail.js';
import { issueLink } from '../auth/index.js';

export type PasswordLinkKind = 'invitation' | 'reset';

const TTL_MINUTES: Record<PasswordLinkKind, number> = {
  invitation: INVITATION_TTL_DAYS * 24 * 60,
  reset: PASSWORD_RESET_TTL_MINUTES,
};

/**
 * A single-use, expiring token in password_reset_tokens (the reset page sets the password with it).
 * Earlier unused links of the user stop working: only the newest e-mail's link does.
 */
export function issuePasswordLink(tx: Executor, userId: number, kind: PasswordLinkKind): Promise<string> {
  return issueLink(tx, userId, { purpose: 'reset', ttlMs: TTL_MINUTES[kind] * 60_000 });
}

interface Recipient {
  email: string;
  firstName: string;
}

export async function mailPasswordLink(
  mail: MailQueue,
  config: Config,
  to: Recipient,
  token: string,
  kind: PasswordLinkKind,
  invitedBy: string,
  opts: MailOptions,
): Promise<void> {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const message =
    kind === 'invitation'
      ? {
          subject: 'You are invited to Phlox Admin',
          text: `Hello ${to.firstName},\n\n${invitedBy} has created a Phlox Admin account for you (${to.email}).\nChoose your password with this link. It works once and expires in ${INVITATION_TTL_DAYS} days:\n\n${link}\n\nThen sign in at ${config.publicUrl}/ with your e-mail address and that password.`,
        }
      : {
          subject: 'Reset your Phlox Admin password',
          text: `Hello ${to.firstName},\n\nAn administrator asked for a password reset for your Phlox Admin account.\nUse this link to set a new password. It works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not expect this, tell your administrator.`,
        };
  await mail.send({ to: to.email, ...message }, opts);
}

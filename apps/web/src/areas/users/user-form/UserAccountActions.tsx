import { App, Button, Popconfirm } from 'antd';
import { KeyOutlined, MailOutlined } from '@ant-design/icons';
import type { UserDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAuthStore } from '../../../shared/auth/authStore';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { useDeleteUser, useSendPasswordLink } from '../api';
import { fullName } from '../user-list/useUserColumns';

/**
 * On the edit page, for managers: a new invitation while the user has no password, otherwise a password
 * reset (both e-mail a single-use link), and Delete. Nobody deletes their own account.
 */
export function UserAccountActions({ user, onDeleted }: { user: UserDetail; onDeleted: () => void }) {
  const { message } = App.useApp();
  const myId = useAuthStore((s) => s.user?.id);
  const send = useSendPasswordLink();
  const remove = useDeleteUser();
  const invite = user.invitationPending;
  const inactive = user.status !== 'active';

  const sendLink = () =>
    send.mutateAsync({ id: user.id, kind: invite ? 'invitation' : 'password-reset' }).then(
      () =>
        void message.success(
          `${invite ? 'Invitation' : 'Password reset link'} to ${user.email} is on its way: the bell shows when it is sent`,
        ),
      (error: unknown) => void message.error(errorMessage(error)),
    );
  const deleteUser = () =>
    remove.mutateAsync(user.id).then(
      () => {
        void message.success(`User “${fullName(user)}” deleted`);
        onDeleted();
      },
      (error: unknown) => void message.error(errorMessage(error)),
    );

  return (
    <>
      <Popconfirm
        title={invite ? 'Send a new invitation?' : 'Send a password reset link?'}
        description={`${user.email} gets a single-use link; earlier links stop working.`}
        okText="Send"
        onConfirm={sendLink}
        disabled={inactive}
      >
        <Button
          icon={invite ? <MailOutlined aria-hidden /> : <KeyOutlined aria-hidden />}
          loading={send.isPending}
          disabled={inactive}
          title={inactive ? 'Activate the user first' : undefined}
        >
          {invite ? 'Resend invitation' : 'Send password reset'}
        </Button>
      </Popconfirm>
      {user.id !== myId && <ConfirmDelete itemType="user" itemName={fullName(user)} onConfirm={deleteUser} />}
    </>
  );
}

import { useState } from 'react';
import { Avatar, Button, Flex, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { AuthUser } from '@phlox/contract';
import { signOut } from '../../../shared/auth/session';
import { authPaths } from '../../../areas/auth/public';
import { profilePaths } from '../../../areas/profile/public';

export function UserMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0);

  const logout = async () => {
    setBusy(true);
    await signOut();
    navigate(authPaths.signIn, { replace: true });
  };

  return (
    <Flex align="center" gap={12}>
      {/* The signed-in user's name opens their profile page. */}
      <Link
        to={profilePaths.profile}
        aria-label="My profile"
        title="My profile"
        style={{ color: 'inherit', minWidth: 0 }}
      >
        <Flex align="center" gap={12}>
          <Avatar src={user.avatarUrl ?? undefined} style={{ background: '#1668dc', flex: 'none' }} aria-hidden>
            {initials}
          </Avatar>
          <Flex vertical style={{ lineHeight: 1.3, minWidth: 0 }} data-testid="signed-in-user">
            <Typography.Text strong ellipsis>
              {name}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {user.email}
            </Typography.Text>
          </Flex>
        </Flex>
      </Link>
      <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} loading={busy}>
        Logout
      </Button>
    </Flex>
  );
}

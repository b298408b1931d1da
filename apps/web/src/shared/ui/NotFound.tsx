import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { MESSAGES, landingPath } from '@phlox/contract';
import { useAuthStore } from '../auth/authStore';

/** Spec §8: no route matches → 404 with "Page not found: {path}". */
export function NotFound({ path }: { path: string }) {
  const signedIn = useAuthStore((s) => Boolean(s.user && s.token));
  const permissions = useAuthStore((s) => s.user?.permissions);
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '70vh', padding: 24 }}>
      <Result
        status="404"
        title="404"
        subTitle={<span data-testid="not-found-message">{MESSAGES.pageNotFound(path)}</span>}
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? landingPath(permissions) : '/')}>
            {signedIn ? 'Back to the dashboard' : 'Go to sign-in'}
          </Button>
        }
      />
    </Flex>
  );
}

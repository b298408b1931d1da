import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { confirmRegistration } from '../api';
import { authPaths } from '../paths';

/**
 * "/register?confirm=…", the link of the confirmation e-mail: confirms once on opening; on success the session
 * starts and the public-page guard takes the new photographer to the dashboard.
 */
export function ConfirmRegistration({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useAsyncAction(confirmRegistration);
  const { run } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // Once only (React's development double effect would otherwise use the single-use link twice).
    if (started.current) return;
    started.current = true;
    run(token).catch(() => undefined);
  }, [run, token]);

  if (confirm.isError) {
    return (
      <AuthCard title="Confirm your e-mail address">
        <Result
          status="warning"
          style={{ padding: 0 }}
          subTitle={errorMessage(confirm.error)}
          extra={[
            <Button key="register" type="primary" onClick={() => navigate(authPaths.register, { replace: true })}>
              Register again
            </Button>,
            <Button key="sign-in" onClick={() => navigate(authPaths.signIn, { replace: true })}>
              Sign in
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your e-mail address">
      <div role="status" style={{ textAlign: 'center', padding: 24 }}>
        <Spin /> <span style={{ marginLeft: 8 }}>Confirming your e-mail address…</span>
      </div>
    </AuthCard>
  );
}

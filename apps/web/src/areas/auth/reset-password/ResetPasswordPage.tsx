import { Alert, Button, Form, Input, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { confirmPasswordRules, newPasswordRules } from '../components/passwordRules';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { resetPassword } from '../api';
import { authPaths } from '../paths';

/** "/reset-password?token=…": the page the e-mailed reset link opens. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useAsyncAction(resetPassword);
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const onKeyDown = useSubmitShortcut(form);

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Result
          status="warning"
          style={{ padding: 0 }}
          subTitle="This reset link is incomplete. Open the link from the e-mail again, or ask for a new one."
          extra={<Button onClick={() => navigate(authPaths.forgotPassword)}>Request a new link</Button>}
        />
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Result
          status="success"
          style={{ padding: 0 }}
          subTitle="Your password has been changed. Sign in with the new password."
          extra={
            <Button type="primary" onClick={() => navigate(authPaths.signIn, { replace: true })}>
              Sign in
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" footer={<Link to={authPaths.signIn}>Back to sign in</Link>}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onKeyDown={onKeyDown}
        disabled={reset.isPending}
        onFinish={({ password }) => reset.run({ token, password }).catch(() => undefined)}
      >
        <Form.Item name="password" label="New password" rules={newPasswordRules} hasFeedback>
          <Input.Password autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Repeat new password"
          dependencies={['password']}
          rules={confirmPasswordRules}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        {reset.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage(reset.error)}
            action={<Link to={authPaths.forgotPassword}>Request a new link</Link>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          Set new password
        </Button>
      </Form>
    </AuthCard>
  );
}

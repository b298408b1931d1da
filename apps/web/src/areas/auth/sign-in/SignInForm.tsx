import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button } from 'antd';
// The single components, not antd's Input barrel, which brings TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
import { MESSAGES } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAuthStore } from '../../../shared/auth/authStore';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormField } from '../components/FormField';
import { signIn as signInRequest } from '../api';
import { serverFieldErrors, validateEmail, validatePassword, type FieldErrors } from './signInValidation';
import { authPaths } from '../paths';

/** A plain form rather than antd's Form: this page must stay within its script budget (see signInValidation). */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useAsyncAction(signInRequest);
  const expired = useAuthStore((s) => s.signOutReason === 'expired');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = { email: validateEmail(email), password: validatePassword(password) };
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'sign-in-email' : 'sign-in-password')?.focus();
      return;
    }
    signIn.run({ email: email.trim(), password }).catch((error: unknown) => {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFormError(errorMessage(error));
    });
  };

  // Ctrl/⌘+Enter submits, as on every form of the app.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.requestSubmit();
  };

  return (
    <AuthCard
      title="Sign in"
      lead="Use the e-mail and password of your Phlox account."
      footer={
        <>
          New photographer? <Link to={authPaths.register}>Create an account</Link>
        </>
      }
    >
      {expired && !formError && (
        <Alert type="info" showIcon title={MESSAGES.sessionExpired} style={{ marginBottom: 16 }} />
      )}
      <form noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-label="Sign in">
        <FormField id="sign-in-email" label="E-mail" error={errors.email}>
          {(describedBy) => (
            <Input
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              size="large"
              value={email}
              status={errors.email ? 'error' : undefined}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
              onBlur={() => email && setErrors((current) => ({ ...current, email: validateEmail(email) }))}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label="Password"
          error={errors.password}
          extra={
            <Button type="link" size="small" onClick={onForgotPassword} style={{ padding: 0, height: 'auto' }}>
              Forgot password?
            </Button>
          }
        >
          {(describedBy) => (
            <Password
              id="sign-in-password"
              name="password"
              autoComplete="current-password"
              size="large"
              value={password}
              status={errors.password ? 'error' : undefined}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={describedBy}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
          )}
        </FormField>
        {formError && (
          <Alert
            type="error"
            showIcon
            title={formError}
            role="alert"
            style={{ marginBottom: 16 }}
            data-testid="sign-in-error"
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}

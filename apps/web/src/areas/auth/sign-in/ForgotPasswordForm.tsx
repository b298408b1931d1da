import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import { PASSWORD_RESET_TTL_MINUTES } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormField } from '../components/FormField';
import { requestPasswordReset } from '../api';
import { serverFieldErrors, validateEmail } from './signInValidation';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useAsyncAction(requestPasswordReset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    const address = email.trim();
    forgot.run(address).then(
      () => setSentTo(address),
      (e: unknown) => setError(serverFieldErrors(e).email),
    );
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <Alert
          type="success"
          showIcon
          role="status"
          title={`If an account exists for ${sentTo}, we have sent it a link to choose a new password.`}
          description={`The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`}
          style={{ marginBottom: 24 }}
        />
        <Button block size="large" onClick={onBack}>
          Back to sign in
        </Button>
      </AuthCard>
    );
  }

  const fieldError = forgot.isError && !error ? undefined : error;
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your e-mail address and we will send you a link to choose a new one."
      footer={
        <Button type="link" onClick={onBack}>
          Back to sign in
        </Button>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Request a password reset link">
        <FormField id="forgot-email" label="E-mail" error={fieldError}>
          {(describedBy) => (
            <Input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              size="large"
              value={email}
              status={fieldError ? 'error' : undefined}
              aria-invalid={Boolean(fieldError)}
              aria-describedby={describedBy}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        {forgot.isError && !error && (
          <Alert type="error" showIcon role="alert" title={errorMessage(forgot.error)} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}

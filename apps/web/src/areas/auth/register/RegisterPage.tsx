import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Result, Row } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { REGISTRATION_CONFIRM_TTL_HOURS, registerBodySchema, type RegisterBody } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { zodRule } from '../../../shared/forms/zodRule';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { confirmPasswordRules, newPasswordRules } from '../components/passwordRules';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { register as registerRequest } from '../api';
import { ConfirmRegistration } from './ConfirmRegistration';
import { authPaths } from '../paths';

type RegisterValues = RegisterBody & { confirmPassword: string };
const fields = registerBodySchema.shape;

/**
 * "/register": a photographer asks for an account and is told to check their e-mail; the e-mailed link
 * ("/register?confirm=…") confirms the address and signs them in.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const confirmToken = params.get('confirm');
  return confirmToken ? <ConfirmRegistration token={confirmToken} /> : <RegisterForm />;
}

function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useAsyncAction(registerRequest);
  const [error, setError] = useState<string | null>(null);
  const onKeyDown = useSubmitShortcut(form);

  const onFinish = ({ confirmPassword: _confirm, phone, ...values }: RegisterValues) => {
    setError(null);
    const body: RegisterBody = { ...values, ...(phone?.trim() ? { phone: phone.trim() } : {}) };
    register
      .run(body)
      .then(() => setSentTo(body.email))
      .catch((e: unknown) => {
        if (!applyServerErrors(form, e)) setError(errorMessage(e));
      });
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <Result
          status="success"
          style={{ padding: 0 }}
          subTitle={
            <>
              We sent a message to <strong>{sentTo}</strong>. Follow the link in it to confirm your address and finish
              creating your account. The link works for {REGISTRATION_CONFIRM_TTL_HOURS} hours.
            </>
          }
          extra={<Link to={authPaths.signIn}>Back to sign in</Link>}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your photographer account"
      lead="Photographers use Phlox Admin to see their events and payouts."
      footer={
        <>
          Already have an account? <Link to={authPaths.signIn}>Sign in</Link>
        </>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={onFinish}
        onKeyDown={onKeyDown}
        disabled={register.isPending}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label="First name" rules={[zodRule(fields.firstName)]} required>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label="Last name" rules={[zodRule(fields.lastName)]} required>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label="E-mail" rules={[zodRule(fields.email)]} validateTrigger="onBlur" required>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[zodRule(fields.phone)]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={newPasswordRules} required hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Repeat password"
          dependencies={['password']}
          rules={confirmPasswordRules}
          required
          hasFeedback
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}

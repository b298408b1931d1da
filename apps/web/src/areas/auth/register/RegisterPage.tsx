import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { Link } from 'react-router';
import { registerBodySchema, type RegisterBody } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { zodRule } from '../../../shared/forms/zodRule';
import { AuthCard } from '../components/AuthCard';
import { confirmPasswordRules, newPasswordRules } from '../components/passwordRules';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { register as registerRequest } from '../api';

type RegisterValues = RegisterBody & { confirmPassword: string };
const fields = registerBodySchema.shape;

/** "/register": a photographer creates an account and is signed in straight away. */
export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const register = useAsyncAction(registerRequest);
  const [error, setError] = useState<string | null>(null);
  const onKeyDown = useSubmitShortcut(form);

  const onFinish = ({ confirmPassword: _confirm, phone, ...values }: RegisterValues) => {
    setError(null);
    const body: RegisterBody = { ...values, ...(phone?.trim() ? { phone: phone.trim() } : {}) };
    register.run(body).catch((e: unknown) => {
      if (!applyServerErrors(form, e)) setError(errorMessage(e));
    });
  };

  return (
    <AuthCard
      title="Create your photographer account"
      lead="Photographers use Phlox Admin to see their events and payouts."
      footer={
        <>
          Already have an account? <Link to="/">Sign in</Link>
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

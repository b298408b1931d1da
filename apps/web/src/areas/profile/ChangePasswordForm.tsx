import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { changePasswordBodySchema } from '@phlox/contract';
import { applyServerErrors } from '../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../shared/forms/FormFailureAlert';
import { useSubmitShortcut } from '../../shared/forms/useSubmitShortcut';
import { zodRule } from '../../shared/forms/zodRule';
import { useChangePassword } from './api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const fields = changePasswordBodySchema.shape;

/** Change password with the current one; the server signs out every other session of the account. */
export function ChangePasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const onKeyDown = useSubmitShortcut(form);
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);

  const onFinish = async ({ currentPassword, newPassword }: PasswordValues) => {
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.resetFields();
      void message.success('Password changed. Your other sessions have been signed out.');
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      onKeyDown={onKeyDown}
      disabled={change.isPending}
      style={{ maxWidth: 420 }}
    >
      <Form.Item name="currentPassword" label="Current password" rules={[zodRule(fields.currentPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="New password" rules={[zodRule(fields.newPassword)]} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Repeat new password"
        dependencies={['newPassword']}
        hasFeedback
        rules={[
          { required: true, message: 'Repeat the new password' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('The passwords do not match');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormFailureAlert failure={failure} itemType="password" />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Flex>
    </Form>
  );
}

import type { FormRule } from 'antd';
import { resetPasswordBodySchema } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';

export const newPasswordRules: FormRule[] = [zodRule(resetPasswordBodySchema.shape.password)];

/** The confirmation must repeat the field named `password`. */
export const confirmPasswordRules: FormRule[] = [
  { required: true, message: 'Repeat the password' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error('The passwords do not match');
    },
  }),
];

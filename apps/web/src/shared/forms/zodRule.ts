import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** Validates a form field with the same zod schema the API uses (from packages/contract). */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { levelInputSchema, type Level, type LevelInput } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { isStaleUpdate } from '../../../shared/api/errorCodes';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../../shared/forms/zodRule';
import { useCreateLevel, useUpdateLevel } from '../api';

interface LevelFormProps {
  /** The level being edited, as it was when the form opened; absent when adding. */
  level?: Level;
  onClose: () => void;
  /** Loads the latest version after a stale-update conflict. */
  onReload?: () => void;
}

const fields = levelInputSchema.shape;

function changedFields(initial: LevelInput, values: LevelInput): Partial<LevelInput> {
  return Object.fromEntries(
    (Object.keys(values) as (keyof LevelInput)[]).filter((k) => values[k] !== initial[k]).map((k) => [k, values[k]]),
  );
}

export function LevelForm({ level, onClose, onReload }: LevelFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<LevelInput>();
  // The version the user started from: a background refetch must not move it under their feet.
  const [baseline] = useState<Level | undefined>(level);
  const [initial] = useState<LevelInput>({ name: level?.name ?? '', code: level?.code ?? '' });
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const onKeyDown = useSubmitShortcut(form);
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const saving = create.isPending || update.isPending;

  const onFinish = useOneAtATime(async (values: LevelInput) => {
    setFailure(null);
    try {
      if (baseline) {
        await update.mutateAsync({
          id: baseline.id,
          changes: changedFields(initial, values),
          updatedAt: baseline.updatedAt,
        });
        void message.success(`Level “${values.name.trim()}” saved`);
      } else {
        await create.mutateAsync(values);
        void message.success(`Level “${values.name.trim()}” added`);
      }
      allowLeave();
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  });

  const stale = isStaleUpdate(failure);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_changed, all: LevelInput) => setDirty(all.name !== initial.name || all.code !== initial.code)}
      onFinish={(values) => void onFinish(values)}
      onKeyDown={onKeyDown}
      disabled={saving}
      requiredMark={false}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
        <Input autoFocus maxLength={100} placeholder="Varsity" />
      </Form.Item>
      <Form.Item
        name="code"
        label="Code"
        rules={[zodRule(fields.code)]}
        extra="A short unique code: letters, digits, - and _."
      >
        <Input maxLength={20} placeholder="VAR" />
      </Form.Item>
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="This level was changed by someone else. Reload to see their changes."
          action={
            onReload && (
              <Button size="small" onClick={onReload}>
                Reload
              </Button>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {failure !== null && !stale && (
        <Alert type="error" showIcon role="alert" title={errorMessage(failure)} style={{ marginBottom: 16 }} />
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={Boolean(baseline) && !dirty}>
          {baseline ? 'Save' : 'Add level'}
        </Button>
      </Flex>
    </Form>
  );
}

import { Form, Input } from 'antd';
import { levelInputSchema, type Level, type LevelInput } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
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

export function LevelForm({ level, onClose, onReload }: LevelFormProps) {
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const f = useItemForm({
    itemType: 'level',
    item: level,
    initialValues: (): LevelInput => ({ name: level?.name ?? '', code: level?.code ?? '' }),
    toInput: (v) => ({ name: v.name.trim(), code: v.code.trim() }),
    save: ({ input, changes, item }) =>
      item ? update.mutateAsync({ id: item.id, changes, updatedAt: item.updatedAt }) : create.mutateAsync(input),
    nameOf: (_saved, input) => input.name,
    onSaved: onClose,
  });

  return (
    <LongForm {...f.formProps} enterSubmits>
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
      <FormFooter state={f} layout="inline" addLabel="Add level" onCancel={onClose} onReload={onReload} />
    </LongForm>
  );
}

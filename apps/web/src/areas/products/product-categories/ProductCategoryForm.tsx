import { Form, Input } from 'antd';
import { productCategoryInputSchema, type ProductCategory } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { useSaveProductCategory } from '../api';

interface Values {
  name: string;
  description: string;
}
const fields = productCategoryInputSchema.shape;

interface Props {
  category?: ProductCategory;
  onClose: () => void;
  onReload?: () => void;
}

export function ProductCategoryForm({ category, onClose, onReload }: Props) {
  const save = useSaveProductCategory();
  const f = useItemForm({
    itemType: 'product category',
    item: category,
    initialValues: (): Values => ({ name: category?.name ?? '', description: category?.description ?? '' }),
    toInput: (v) => ({ name: v.name.trim(), description: v.description.trim() || null }),
    save: ({ input, changes, item }) =>
      item ? save.mutateAsync({ id: item.id, input: changes, updatedAt: item.updatedAt }) : save.mutateAsync({ input }),
    nameOf: (_saved, input) => input.name,
    onSaved: onClose,
  });

  return (
    <LongForm {...f.formProps} enterSubmits>
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
        <Input autoFocus maxLength={100} placeholder="Prints" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <FormFooter state={f} layout="inline" addLabel="Add product category" onCancel={onClose} onReload={onReload} />
    </LongForm>
  );
}

import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { productCategoryInputSchema, type ProductCategory } from '@phlox/contract';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>({ name: category?.name ?? '', description: category?.description ?? '' });
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const onKeyDown = useSubmitShortcut(form);
  const save = useSaveProductCategory();

  const onFinish = useOneAtATime(async (values: Values) => {
    setFailure(null);
    const name = values.name.trim();
    const description = values.description.trim() || null;
    try {
      if (category) {
        const input = {
          ...(name !== initial.name ? { name } : {}),
          ...(description !== (initial.description || null) ? { description } : {}),
        };
        await save.mutateAsync({ id: category.id, input, updatedAt: category.updatedAt });
        void message.success(`Product category “${name}” saved`);
      } else {
        await save.mutateAsync({ input: { name, description } });
        void message.success(`Product category “${name}” added`);
      }
      allowLeave();
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_c, all: Values) =>
        setDirty(all.name !== initial.name || all.description !== initial.description)
      }
      onFinish={(values) => void onFinish(values)}
      onKeyDown={onKeyDown}
      disabled={save.isPending}
      requiredMark={false}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
        <Input autoFocus maxLength={100} placeholder="Prints" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <FormFailureAlert failure={failure} itemType="product category" onReload={onReload} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={Boolean(category) && !dirty}>
          {category ? 'Save' : 'Add product category'}
        </Button>
      </Flex>
    </Form>
  );
}

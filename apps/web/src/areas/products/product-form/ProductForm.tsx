import { useState } from 'react';
import { App, Button, Flex, Form, Input, Select } from 'antd';
import { MAX_PRODUCT_PRICE, productInputSchema, type Product, type ProductInput } from '@phlox/contract';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { LongForm } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../../shared/forms/zodRule';
import { useProductCategoryOptions, useSaveProduct } from '../api';

interface Values {
  name: string;
  productCategoryId?: number;
  /** dollars, as typed */
  price: string;
  description: string;
}

const fields = productInputSchema.shape;

const valuesOf = (p?: Product): Values => ({
  name: p?.name ?? '',
  productCategoryId: p?.productCategoryId ?? undefined,
  price: fromCents(p?.price),
  description: p?.description ?? '',
});

function toInput(v: Values): ProductInput {
  return {
    name: v.name.trim(),
    productCategoryId: v.productCategoryId as number,
    price: toCents(v.price) ?? 0,
    description: v.description.trim() || null,
  };
}

/** Only what changed goes to the server, so a concurrent edit of another field is not overwritten. */
function changes(before: ProductInput, after: ProductInput): Partial<ProductInput> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof ProductInput)[]).filter((k) => after[k] !== before[k]).map((k) => [k, after[k]]),
  );
}

interface ProductFormProps {
  /** The product as it was when the page loaded; absent when adding. */
  product?: Product;
  onDone: () => void;
  onReload?: () => void;
  /** A view-only user: the fields show, nothing can be saved. */
  readOnly?: boolean;
}

export function ProductForm({ product, onDone, onReload, readOnly = false }: ProductFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => valuesOf(product));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const categories = useProductCategoryOptions();
  const save = useSaveProduct();

  const onFinish = async (values: Values) => {
    setFailure(null);
    const input = toInput(values);
    try {
      if (product) {
        await save.mutateAsync({
          id: product.id,
          input: changes(toInput(initial), input),
          updatedAt: product.updatedAt,
        });
        void message.success(`Product “${input.name}” saved`);
      } else {
        await save.mutateAsync({ input });
        void message.success(`Product “${input.name}” added`);
      }
      allowLeave();
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <LongForm
      form={form}
      initialValues={initial}
      onValuesChange={(_c, all: Values) => setDirty(JSON.stringify(all) !== JSON.stringify(initial))}
      onFinish={onFinish}
      disabled={save.isPending || readOnly}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
        <Input autoFocus maxLength={150} placeholder="Action Shot Print 8x10" />
      </Form.Item>
      <Form.Item
        name="productCategoryId"
        label="Product category"
        rules={[{ required: true, message: 'Choose a product category' }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Choose a category"
          loading={categories.isPending}
          options={categories.data?.data.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item
        name="price"
        label="Price"
        rules={[moneyRule({ required: 'Enter a price', min: 0, max: MAX_PRODUCT_PRICE })]}
        extra="The default price events and season passes start from."
      >
        <MoneyInput style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <FormFailureAlert failure={failure} itemType="product" onReload={onReload} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onDone} disabled={false}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={Boolean(product) && !dirty}>
            {product ? 'Save' : 'Add product'}
          </Button>
        )}
      </Flex>
    </LongForm>
  );
}

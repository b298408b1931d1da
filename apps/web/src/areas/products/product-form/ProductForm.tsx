import { Form, Input, Select } from 'antd';
import { MAX_PRODUCT_PRICE, productInputSchema, type Product, type ProductInput } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
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

interface ProductFormProps {
  /** The product as it was when the page loaded; absent when adding. */
  product?: Product;
  onDone: () => void;
  onReload?: () => void;
  /** A view-only user: the fields show, nothing can be saved. */
  readOnly?: boolean;
}

export function ProductForm({ product, onDone, onReload, readOnly = false }: ProductFormProps) {
  const categories = useProductCategoryOptions();
  const save = useSaveProduct();
  const f = useItemForm({
    itemType: 'product',
    item: product,
    readOnly,
    initialValues: () => valuesOf(product),
    toInput,
    save: ({ input, changes, item }) =>
      item ? save.mutateAsync({ id: item.id, input: changes, updatedAt: item.updatedAt }) : save.mutateAsync({ input }),
    nameOf: (_saved, input) => input.name,
    onSaved: onDone,
  });

  return (
    <LongForm {...f.formProps}>
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
      <FormFooter state={f} layout="inline" addLabel="Add product" onCancel={onDone} onReload={onReload} />
    </LongForm>
  );
}

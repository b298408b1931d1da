import { Button, Descriptions, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { bundleProductInputSchema, DEFAULT_BUNDLE_DISCOUNT, type BundleLookups } from '@phlox/contract';
import { MoneyCell } from '../../../shared/cells/cells';
import { zodRule } from '../../../shared/forms/zodRule';
import type { deriveBundle } from './derived';
import type { BundleProductRow } from './formValues';

const fields = bundleProductInputSchema.shape;

interface ProductsSectionProps {
  lookups: BundleLookups | undefined;
  derived: ReturnType<typeof deriveBundle>;
  disabled: boolean;
}

/**
 * The bundle's products: each one's default price (its price over the active events), multiplier, discount and
 * total, previewed live; the server derives the same numbers when saving.
 */
export function ProductsSection({ lookups, derived, disabled }: ProductsSectionProps) {
  const form = Form.useFormInstance();
  const products = lookups?.products ?? [];
  const nameOf = (id: number) => products.find((p) => p.id === id)?.name ?? `Product #${id}`;
  const priceOf = (id: number) => products.find((p) => p.id === id)?.price;

  return (
    <Form.List name="products">
      {(rowFields, { add, remove }, { errors }) => {
        const rows = (form.getFieldValue('products') ?? []) as BundleProductRow[];
        const chosen = new Set(rows.map((r) => r.productId));
        return (
          <Flex vertical gap={12}>
            <Select<number>
              aria-label="Add a product"
              placeholder="Add a product"
              style={{ width: 320, maxWidth: '100%' }}
              value={null}
              disabled={disabled}
              showSearch={{ optionFilterProp: 'label' }}
              onSelect={(productId) =>
                add({
                  productId,
                  multiplier: '1',
                  discount: String(form.getFieldValue('discount') ?? '').trim() || DEFAULT_BUNDLE_DISCOUNT,
                })
              }
              options={products.filter((p) => !chosen.has(p.id)).map((p) => ({ value: p.id, label: p.name }))}
            />
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={rowFields}
              locale={{ emptyText: 'No products yet.' }}
              columns={[
                { key: 'product', title: 'Product', render: (_, f) => rows[f.name] && nameOf(rows[f.name].productId) },
                {
                  key: 'productPrice',
                  title: 'Product price',
                  align: 'right',
                  render: (_, f) => rows[f.name] && <MoneyCell cents={priceOf(rows[f.name].productId)} />,
                },
                {
                  key: 'defaultPrice',
                  title: `Default price (× ${derived.activeEvents})`,
                  align: 'right',
                  render: (_, f) => (
                    <span data-testid="default-price">
                      <MoneyCell cents={derived.products[f.name]?.defaultPrice} />
                    </span>
                  ),
                },
                {
                  key: 'multiplier',
                  title: 'Multiplier',
                  width: 120,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'multiplier']} rules={[zodRule(fields.multiplier)]} style={{ margin: 0 }}>
                      <Input
                        inputMode="decimal"
                        aria-label={`Multiplier of ${rows[f.name] && nameOf(rows[f.name].productId)}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'discount',
                  title: 'Discount %',
                  width: 120,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'discount']} rules={[zodRule(fields.discount)]} style={{ margin: 0 }}>
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        aria-label={`Discount of ${rows[f.name] && nameOf(rows[f.name].productId)}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'total',
                  title: 'Total price',
                  align: 'right',
                  render: (_, f) => (
                    <span data-testid="total-price">
                      <MoneyCell cents={derived.products[f.name]?.totalPrice} />
                    </span>
                  ),
                },
                {
                  key: 'remove',
                  title: <span className="sr-only">Remove</span>,
                  align: 'right',
                  render: (_, f) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Remove ${rows[f.name] && nameOf(rows[f.name].productId)}`}
                      onClick={() => remove(f.name)}
                    />
                  ),
                },
              ]}
            />
            {errors.length > 0 && (
              <Typography.Text type="danger" role="alert">
                {errors}
              </Typography.Text>
            )}
            <Descriptions
              size="small"
              column={2}
              style={{ maxWidth: 480 }}
              items={[
                {
                  key: 'price',
                  label: 'Bundle price',
                  children: (
                    <span data-testid="bundle-price">
                      <MoneyCell cents={derived.totals.price} />
                    </span>
                  ),
                },
                {
                  key: 'total',
                  label: 'Total price',
                  children: (
                    <Typography.Text strong data-testid="bundle-total">
                      <MoneyCell cents={derived.totals.totalPrice} />
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </Flex>
        );
      }}
    </Form.List>
  );
}

import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { applyMultiplier, type EventLookups } from '@phlox/contract';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { formatCents } from '../../../shared/format/money';
import type { EventFormValues } from './formValues';

const MULTIPLIER = /^\d{1,3}(\.\d{1,3})?$/;

/** The total the server will store: round(default price × multiplier), or nothing while a value is unreadable. */
export function totalOf(row: EventFormValues['products'][number] | undefined): number | null {
  const price = toCents(row?.defaultPrice);
  const m = row?.multiplier?.trim() || '1';
  if (price === null || !MULTIPLIER.test(m)) return null;
  return applyMultiplier(price, m);
}

/** Products on sale: the default price starts from the product's; total = round(default × multiplier). */
export function ProductsSection({ lookups }: { lookups?: EventLookups }) {
  const form = Form.useFormInstance<EventFormValues>();
  const rows = Form.useWatch('products', form);
  return (
    <Form.List name="products">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <Row gutter={8} key={key} align="top" data-testid="product-row">
              <Col xs={24} md={9}>
                <Form.Item name={[name, 'productId']} rules={[{ required: true, message: 'Choose a product' }]}>
                  <Select
                    aria-label={`Product ${name + 1}`}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Product"
                    options={lookups?.products.map((p) => ({
                      value: p.id,
                      label: `${p.name} (${formatCents(p.price)})`,
                    }))}
                    onChange={(id: number) =>
                      form.setFieldValue(
                        ['products', name, 'defaultPrice'],
                        fromCents(lookups?.products.find((p) => p.id === id)?.price),
                      )
                    }
                  />
                </Form.Item>
              </Col>
              <Col xs={8} md={5}>
                <Form.Item
                  name={[name, 'defaultPrice']}
                  rules={[moneyRule({ required: 'Enter the default price', min: 0 })]}
                >
                  <MoneyInput aria-label="Default price" />
                </Form.Item>
              </Col>
              <Col xs={8} md={4}>
                <Form.Item name={[name, 'multiplier']} rules={[{ pattern: MULTIPLIER, message: 'e.g. 1.25' }]}>
                  <Input prefix="×" aria-label="Multiplier" placeholder="1" />
                </Form.Item>
              </Col>
              <Col xs={6} md={4} style={{ paddingTop: 5 }}>
                <Typography.Text strong aria-label="Total price">
                  {(() => {
                    const total = totalOf(rows?.[name]);
                    return total === null ? '—' : formatCents(total);
                  })()}
                </Typography.Text>
              </Col>
              <Col xs={2} md={2}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove product ${name + 1}`}
                  onClick={() => remove(name)}
                />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ defaultPrice: '', multiplier: '1' })}>
            Add product
          </Button>
        </>
      )}
    </Form.List>
  );
}

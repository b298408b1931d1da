import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EventLookups } from '@phlox/contract';
import { MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

/** Images (drop, primary, order by drag) and the Zenfolio gallery. */
export function MediaSection({
  disabled,
  onUploadingChange,
}: {
  disabled: boolean;
  onUploadingChange: (u: boolean) => void;
}) {
  return (
    <>
      <Form.Item name="images" label="Images" extra="The primary image represents the event on the customer site.">
        <ImageDropzone
          multiple
          withPrimary
          sortable
          maxCount={30}
          label="Event images"
          onUploadingChange={onUploadingChange}
          disabled={disabled}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item label="Create Zenfolio gallery" name={['zenfolio', 'createZenfolio']} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Gallery id" name={['zenfolio', 'zenfolioId']}>
            <Input placeholder="e.g. ZF12345678" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gallery name" name={['zenfolio', 'galleryName']}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gallery link" name={['zenfolio', 'link']}>
            <Input placeholder="https://…" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gallery password" name={['zenfolio', 'password']}>
            <Input.Password autoComplete="new-password" maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Offline (manual) sales and order limits per product category. */
export function SalesSection({ lookups }: { lookups?: EventLookups }) {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form.List name="manualSales">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Row gutter={8} key={key}>
                  <Col span={6}>
                    <Form.Item
                      name={[name, 'saleAmount']}
                      rules={[moneyRule({ required: 'Enter the amount', min: 0 })]}
                    >
                      <MoneyInput aria-label={`Sale ${name + 1} amount`} />
                    </Form.Item>
                  </Col>
                  <Col span={9}>
                    <Form.Item name={[name, 'description']}>
                      <Input aria-label={`Sale ${name + 1} description`} placeholder="e.g. Sideline prints (cash)" />
                    </Form.Item>
                  </Col>
                  <Col span={7}>
                    <Form.Item name={[name, 'settledAt']}>
                      <DatePicker
                        aria-label={`Sale ${name + 1} settled`}
                        placeholder="Settled on"
                        format={DATE_FORMATS}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remove sale ${name + 1}`}
                      onClick={() => remove(name)}
                    />
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ saleAmount: '', settledAt: null })}>
                Add offline sale
              </Button>
            </>
          )}
        </Form.List>
      </Col>
      <Col xs={24} lg={10}>
        <Form.List name="orderLimits">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Row gutter={8} key={key}>
                  <Col span={13}>
                    <Form.Item
                      name={[name, 'productCategoryId']}
                      rules={[{ required: true, message: 'Choose a category' }]}
                    >
                      <Select
                        aria-label={`Limit ${name + 1} product category`}
                        placeholder="Product category"
                        options={lookups?.productCategories.map((c) => ({ value: c.id, label: c.name }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item name={[name, 'orderLimit']} rules={[{ required: true, message: 'Enter a limit' }]}>
                      <InputNumber aria-label={`Limit ${name + 1}`} min={0} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remove limit ${name + 1}`}
                      onClick={() => remove(name)}
                    />
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})}>
                Add order limit
              </Button>
            </>
          )}
        </Form.List>
      </Col>
    </Row>
  );
}

/** What search engines and the customer site show. */
export function SeoSection() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Meta title" name="metaTitle">
          <Input maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Tags" name="tags" extra="Comma separated.">
          <Input maxLength={1000} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Meta keywords" name="metaKeywords">
          <Input maxLength={1000} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Meta description" name="metaDescription">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}

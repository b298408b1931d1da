import { Button, Card, Col, Empty, Flex, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { categoryTemplateInputSchema } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';

const fields = categoryTemplateInputSchema.shape;

/** Description templates: a title and two descriptions each, offered when writing an event of the category. */
export function TemplatesSection() {
  return (
    <Form.List name="templates">
      {(items, { add, remove }) => (
        <Flex vertical gap={12}>
          {items.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No description templates yet" />
          )}
          {items.map((item, index) => (
            <Card
              key={item.key}
              size="small"
              title={`Template ${index + 1}`}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remove template ${index + 1}`}
                  onClick={() => remove(item.name)}
                />
              }
            >
              <Form.Item name={[item.name, 'title']} label="Title" rules={[zodRule(fields.title)]}>
                <Input maxLength={255} placeholder="Friday night game" />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[item.name, 'description1']}
                    label="Description 1"
                    rules={[zodRule(fields.description1)]}
                  >
                    <Input.TextArea rows={3} maxLength={5000} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[item.name, 'description2']}
                    label="Description 2"
                    rules={[zodRule(fields.description2)]}
                  >
                    <Input.TextArea rows={3} maxLength={5000} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ title: '', description1: '', description2: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add template
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

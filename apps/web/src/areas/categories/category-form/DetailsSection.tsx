import { Col, Form, Input, Row, Select } from 'antd';
import { categoryInputSchema, categorySlugOf, type CategoryLookups } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';

const fields = categoryInputSchema.shape;

interface DetailsSectionProps {
  lookups: CategoryLookups | undefined;
  /** The category being edited: it cannot be its own parent. */
  selfId?: number;
  /** A group with sports beneath stays top-level. */
  isGroupWithChildren: boolean;
}

/** Name, slug (generated from the name when left blank), parent group and description. */
export function DetailsSection({ lookups, selfId, isGroupWithChildren }: DetailsSectionProps) {
  const name = Form.useWatch<string | undefined>('name');
  const suggested = categorySlugOf(name ?? '');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
            <Input autoFocus maxLength={100} placeholder="Boys Soccer" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="slug"
            label="Slug"
            rules={[zodRule(fields.slug)]}
            extra={suggested ? `Leave blank to use “${suggested}”.` : 'Leave blank to make one from the name.'}
          >
            <Input maxLength={120} placeholder={suggested || 'boys-soccer'} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="parentId"
        label="Parent group"
        extra={
          isGroupWithChildren
            ? 'This group has sports beneath it, so it stays a top-level group.'
            : 'Leave empty for a top-level group such as “Fall Sports”.'
        }
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="None (a top-level group)"
          disabled={isGroupWithChildren || undefined}
          style={{ maxWidth: 360 }}
          options={(lookups?.parents ?? []).filter((p) => p.id !== selfId).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}

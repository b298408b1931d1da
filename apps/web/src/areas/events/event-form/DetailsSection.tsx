import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { COMPETITION_TYPES, EVENT_STATUSES, isMediaDayType, type EventLookups } from '@phlox/contract';
import { categoryOptions } from '../event-list/EventFilters';
import { COMPETITION_LABELS, STATUS_LABELS } from '../labels';
import type { EventFormValues } from './formValues';
import { TimeRangeFields } from './TimeRangeFields';
import { TitleField } from './TitlePreview';

/** Type, title, sport, status, times (Chicago), owner, private flag and description. */
export function DetailsSection({ lookups }: { lookups?: EventLookups }) {
  const numbered = (list: Array<{ value: string; label: string }>) =>
    list.map((o) => ({ ...o, value: Number(o.value) }));
  const type = Form.useWatch('competitionType', Form.useFormInstance<EventFormValues>());
  const mediaDay = type !== undefined && isMediaDayType(type);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Event type" name="competitionType">
          <Select options={COMPETITION_TYPES.map((t) => ({ value: t, label: COMPETITION_LABELS[t] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <TitleField lookups={lookups} />
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Category (sport)" name="eventCategoryId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose the sport"
            options={numbered(categoryOptions(lookups?.categories))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label="Status"
          name="status"
          extra={
            mediaDay
              ? 'Publishing needs the participating teams and times.'
              : 'Publishing needs teams, sport, level and times.'
          }
        >
          <Select options={EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Event owner" name="eventOwnerId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Who runs it"
            options={lookups?.owners.map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
      </Col>
      <TimeRangeFields md={8} />
      <Col xs={24} md={8}>
        <Form.Item
          label="Private event"
          name="isPrivateEvent"
          valuePropName="checked"
          extra="Hidden from the public site."
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Col>
    </Row>
  );
}

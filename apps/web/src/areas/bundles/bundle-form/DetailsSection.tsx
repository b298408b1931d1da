import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { bundleInputSchema, GENDER_LABELS, GENDERS, SEASON_PASS_STATUSES, type BundleLookups } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';
import { TeamSelect } from './TeamSelect';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

const fields = bundleInputSchema.shape;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface DetailsSectionProps {
  lookups: BundleLookups | undefined;
  /** The title built from team, level, sport, year and event count. */
  builtTitle: string;
  /** Whether the name follows the built title; typing a name of one's own stops it. */
  followsTitle: boolean;
  onFollowTitle: (follow: boolean) => void;
}

/** Name (or the built title), status, team, sport, level, gender, academic year, dates, discount and description. */
export function DetailsSection({ lookups, builtTitle, followsTitle, onFollowTitle }: DetailsSectionProps) {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        name="name"
        label="Name"
        rules={[zodRule(fields.name)]}
        extra={
          followsTitle ? (
            'Built from the team, level, sport, year and number of events; type to use a name of your own.'
          ) : (
            <>
              Built title: <span data-testid="built-title">{builtTitle}</span>{' '}
              <Button type="link" size="small" onClick={() => onFollowTitle(true)} style={{ padding: 0 }}>
                Use the built title
              </Button>
            </>
          )
        }
      >
        <Input
          maxLength={255}
          onChange={() => onFollowTitle(false)}
          placeholder="Lakeview Eagles - Varsity - Football 2026 (8 events)"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="status" label="Status">
            <Select options={SEASON_PASS_STATUSES.map((s) => ({ value: s, label: capitalize(s) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="organizationId" label="Team (organization)">
            <TeamSelect
              placeholder="Search organizations"
              // Form.Item stores the id; the name is kept beside it for the built title.
              onChange={(_id, name) => form.setFieldValue('organizationName', name)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="eventCategoryId" label="Sport">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a sport"
              options={(lookups?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="levelId" label="Level">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a level"
              options={(lookups?.levels ?? []).map((l) => ({ value: l.id, label: l.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="gender" label="Gender">
            <Select
              allowClear
              placeholder="Any"
              options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="academicYear" label="Academic year" rules={[zodRule(fields.academicYear)]}>
            <Input maxLength={9} placeholder="2026-2027" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="startDate" label="Start date">
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="endDate" label="End date">
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="expiryDate" label="Expiry date">
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="discount"
        label="Discount %"
        rules={[zodRule(fields.discount)]}
        extra="The discount products get when added to this bundle."
        style={{ maxWidth: 240 }}
      >
        <Input suffix="%" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}

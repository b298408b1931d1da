import { Checkbox, Col, Form, Input, Radio, Row } from 'antd';
import { MAX_DEFAULT_CHARGE, MAX_PHOTOGRAPHER_IMAGES, photographerProfileInputSchema } from '@phlox/contract';
import { MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
import { zodRule } from '../../../shared/forms/zodRule';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { AvailabilityEditor } from './AvailabilityEditor';

const fields = photographerProfileInputSchema.shape;
const P = 'photographer';

const KINDS = [
  ['isSports', 'Sports'],
  ['isPortraits', 'Portraits'],
  ['isWeddings', 'Weddings'],
  ['isWorkplace', 'Workplace'],
  ['isLifestyle', 'Lifestyle'],
] as const;

interface PhotographerFieldsProps {
  /** Told while images upload, so the form can hold Save until they are stored. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The pay terms (default charge, commission type, group) shown read-only: staff set them. */
  payReadOnly?: boolean;
}

/**
 * A photographer's profile, under the form's `photographer` field: used by the user form (admins) and
 * the profile page (the photographer). Images and the calendar are replaced as a whole on save.
 */
export function PhotographerFields({ onUploadingChange, payReadOnly = false }: PhotographerFieldsProps) {
  return (
    <>
      <Form.Item name={[P, 'description']} label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={5000} showCount placeholder="What they shoot, and for how long" />
      </Form.Item>
      <Form.Item label="Available for" style={{ marginBottom: 8 }}>
        <Row gutter={[8, 0]}>
          {KINDS.map(([name, label]) => (
            <Col key={name}>
              <Form.Item name={[P, name]} valuePropName="checked" noStyle>
                <Checkbox>{label}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[P, 'defaultCharge']}
            label="Default charge"
            rules={payReadOnly ? [] : [moneyRule({ min: 0, max: MAX_DEFAULT_CHARGE })]}
            extra={
              payReadOnly
                ? 'Set by staff.'
                : 'Event pay: a new event assignment starts from this and the commission type; the event’s own terms are what its payout pays.'
            }
          >
            <MoneyInput readOnly={payReadOnly} variant={payReadOnly ? 'filled' : undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[P, 'commissionType']} label="Commission type">
            <Radio.Group
              disabled={payReadOnly || undefined}
              optionType="button"
              options={[
                { value: 'fixed', label: 'Fixed' },
                { value: 'percent', label: 'Percent' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[P, 'group']} label="Group" rules={payReadOnly ? [] : [zodRule(fields.group)]}>
            <Input
              maxLength={100}
              placeholder={payReadOnly ? undefined : 'North'}
              readOnly={payReadOnly}
              variant={payReadOnly ? 'filled' : undefined}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={[P, 'website']} label="Website" rules={[zodRule(fields.website)]}>
            <Input maxLength={2048} placeholder="https://example.com" inputMode="url" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[P, 'shortNote']} label="Short note" rules={[zodRule(fields.shortNote)]}>
            <Input maxLength={500} placeholder="Available Friday nights and weekends" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={[P, 'images']}
        label="Portfolio images"
        extra="Drag to reorder; the starred image is the primary one."
      >
        <ImageDropzone
          multiple
          withPrimary
          sortable
          maxCount={MAX_PHOTOGRAPHER_IMAGES}
          label="Upload portfolio images"
          onUploadingChange={onUploadingChange}
        />
      </Form.Item>
      <Form.Item name={[P, 'availability']} label="Availability calendar">
        <AvailabilityEditor />
      </Form.Item>
    </>
  );
}

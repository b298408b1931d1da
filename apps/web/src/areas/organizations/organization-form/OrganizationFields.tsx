import { Card, Checkbox, Col, DatePicker, Flex, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import {
  BOOSTER_CLUB_TYPE,
  BOOSTER_PARENT_REQUIRED,
  END_BEFORE_START,
  isRetiredOrganizationType,
  organizationUpdateSchema,
  type Organization,
  type OrganizationLookups,
  type OrganizationType,
} from '@phlox/contract';
import { AddressFields } from '../../../shared/address/AddressFields';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { zodRule } from '../../../shared/forms/zodRule';
import type { OrganizationFormValues } from './formValues';
import { ParentSelect } from './ParentSelect';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

const fields = organizationUpdateSchema.shape;
const isBoosterType = (types: OrganizationType[], id: number | undefined) =>
  types.find((t) => t.id === id)?.name.toLowerCase() === BOOSTER_CLUB_TYPE.toLowerCase();

/** A booster club (by flag or type) needs a parent; the server says so too. */
type FieldReader = { getFieldValue: (name: string) => unknown };

const parentRule =
  (types: OrganizationType[]): ((form: FieldReader) => RuleObject) =>
  (form) => ({
    validator: async (_rule, value: number | null) => {
      const booster =
        Boolean(form.getFieldValue('isBoosterClub')) ||
        isBoosterType(types, form.getFieldValue('organizationTypeId') as number | undefined);
      if (booster && !value) throw new Error(BOOSTER_PARENT_REQUIRED);
    },
  });

const endDateRule = (form: FieldReader): RuleObject => ({
  validator: async (_rule, end: OrganizationFormValues['endDate']) => {
    const start = form.getFieldValue('startDate') as OrganizationFormValues['startDate'];
    if (start && end && end.isBefore(start, 'day')) throw new Error(END_BEFORE_START);
  },
});

/**
 * The districts to choose from, "Title (TX)". The organization's own district stays shown by its name even when
 * the lookups (loaded earlier, or kept a while) do not hold it.
 */
function districtOptions(districts: OrganizationLookups['districts'], organization: Organization | undefined) {
  const options = districts.map((d) => ({ value: d.id, label: d.state ? `${d.title} (${d.state})` : d.title }));
  const own = organization?.schoolDistrictId;
  if (own && !districts.some((d) => d.id === own))
    options.unshift({ value: own, label: organization?.schoolDistrictName ?? `District #${own}` });
  return options;
}

/** Choosing the Team, Venue or Booster Club type ticks the matching flag. */
const FLAG_OF_TYPE: Record<string, keyof OrganizationFormValues> = {
  team: 'isTeam',
  venue: 'isVenue',
  [BOOSTER_CLUB_TYPE.toLowerCase()]: 'isBoosterClub',
};

interface OrganizationFieldsProps {
  form: FormInstance<OrganizationFormValues>;
  types: OrganizationType[];
  /** The live school districts a school may belong to. */
  districts: OrganizationLookups['districts'];
  organization?: Organization;
  /** Told while an image is uploading, so Save can wait for it. */
  onUploadingChange: (uploading: boolean) => void;
  readOnly?: boolean;
}

/** The organization form's fields, in four cards: details, contact and links, address, school. */
export function OrganizationFields({
  form,
  types,
  districts,
  organization,
  onUploadingChange,
  readOnly,
}: OrganizationFieldsProps) {
  // District is no organization type any more (School District records are): offered only to one saved with it.
  const offered = types.filter((t) => !isRetiredOrganizationType(t.name) || t.id === organization?.organizationTypeId);
  const onTypeChange = (id: number) => {
    const flag = FLAG_OF_TYPE[types.find((t) => t.id === id)?.name.toLowerCase() ?? ''];
    if (flag) form.setFieldValue(flag, true);
  };
  return (
    <Flex vertical gap={16}>
      <Card title="Details">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="organizationTypeId"
              label="Organization type"
              rules={[zodRule(fields.organizationTypeId.unwrap())]}
              extra="A school district is not an organization: add it under School Districts and link its schools there."
            >
              <Select
                placeholder="Choose a type"
                options={offered.map((t) => ({ value: t.id, label: t.name }))}
                onChange={onTypeChange}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="parentId"
              label="Parent organization"
              dependencies={['isBoosterClub', 'organizationTypeId']}
              rules={[parentRule(types)]}
              extra="Required for a booster club (its school)."
            >
              <ParentSelect
                selfId={organization?.id}
                initialParent={
                  organization?.parentId ? { id: organization.parentId, name: organization.parentName ?? '' } : null
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Name" rules={[zodRule(fields.name.unwrap())]}>
              <Input maxLength={255} placeholder="Lincoln High School" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="shortName" label="Short name" required rules={[zodRule(fields.shortName.unwrap())]}>
              <Input maxLength={50} placeholder="LHS" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={24} wrap style={{ marginBottom: 16 }} role="group" aria-label="Flags">
          <Form.Item name="isTeam" valuePropName="checked" noStyle>
            <Checkbox>Is a team</Checkbox>
          </Form.Item>
          <Form.Item name="isVenue" valuePropName="checked" noStyle>
            <Checkbox>Is a venue</Checkbox>
          </Form.Item>
          <Form.Item name="isBoosterClub" valuePropName="checked" noStyle>
            <Checkbox>Is a booster club</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Card>

      <Card title="Contact and links">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="Phone" rules={[zodRule(fields.phone)]}>
              <Input maxLength={30} placeholder="(972) 555-0142" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="websiteLink" label="Website" rules={[zodRule(fields.websiteLink)]}>
              <Input maxLength={2048} placeholder="https://www.example.org" inputMode="url" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="googleMapLink" label="Google Maps link" rules={[zodRule(fields.googleMapLink)]}>
              <Input maxLength={2048} placeholder="https://maps.google.com/?q=…" inputMode="url" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="imageUrl" label="Image" rules={[zodRule(fields.imageUrl)]}>
              <ImageDropzone label="Organization image" onUploadingChange={onUploadingChange} disabled={readOnly} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Address">
        <AddressFields zipRequired />
      </Card>

      <Card title="School">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="ncesId" label="NCES id" rules={[zodRule(fields.ncesId)]} extra="12 digits, unique.">
              <Input maxLength={12} inputMode="numeric" placeholder="481234567890" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="schoolDistrictId" label="School district">
              <Select
                allowClear
                placeholder="None"
                showSearch={{ optionFilterProp: 'label' }}
                options={districtOptions(districts, organization)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="startDate" label="Start date">
              <DatePicker style={{ width: '100%' }} format={DATE_FORMATS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="endDate" label="End date" dependencies={['startDate']} rules={[endDateRule]}>
              <DatePicker style={{ width: '100%' }} format={DATE_FORMATS} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </Flex>
  );
}

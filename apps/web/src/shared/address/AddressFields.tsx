import { Col, Form, Input, Row, Select } from 'antd';
import { addressInputSchema, requiredZipField } from '@phlox/contract';
import { zodRule } from '../forms/zodRule';
import { stateOfValue, useCities, useStates } from '../locations/locationsApi';

const fields = addressInputSchema.shape;

interface AddressFieldsProps {
  /** The form field the address sits under. */
  name?: string;
  /** The ZIP must be given (an organization's). */
  zipRequired?: boolean;
}

/**
 * The address part of a form, under `name` (e.g. "address"): lines, state and city from the lookups,
 * ZIP and country. The city list follows the chosen state; changing the state clears the city.
 */
export function AddressFields({ name = 'address', zipRequired = false }: AddressFieldsProps) {
  const form = Form.useFormInstance();
  const stateValue = Form.useWatch([name, 'state'], form) as string | null | undefined;
  const states = useStates();
  const state = stateOfValue(states.data, stateValue);
  const cities = useCities(state?.id);

  return (
    <>
      <Form.Item name={[name, 'addressLine1']} label="Address line 1" rules={[zodRule(fields.addressLine1)]}>
        <Input maxLength={255} autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name={[name, 'addressLine2']} label="Address line 2" rules={[zodRule(fields.addressLine2)]}>
        <Input maxLength={255} autoComplete="address-line2" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'state']} label="State">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={states.isPending}
              placeholder="Choose a state"
              options={states.data?.map((s) => ({ value: s.code, label: s.name }))}
              onChange={() => form.setFieldValue([name, 'city'], null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'city']} label="City">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!state || undefined}
              loading={cities.isFetching}
              placeholder={state ? 'Choose a city' : 'Choose a state first'}
              options={cities.data?.map((c) => ({ value: c.name, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[name, 'zip']}
            label="ZIP code"
            required={zipRequired}
            rules={[zodRule(zipRequired ? requiredZipField : fields.zip)]}
          >
            <Input maxLength={10} placeholder="75074" autoComplete="postal-code" inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={[name, 'country']} label="Country" rules={[zodRule(fields.country)]}>
        <Input maxLength={100} autoComplete="country-name" />
      </Form.Item>
    </>
  );
}

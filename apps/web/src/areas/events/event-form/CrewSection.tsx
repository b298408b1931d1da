import { useEffect } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMMISSION_TYPES,
  EVENT_ROLES,
  EVENT_UPLOAD_STATUSES,
  type EventDetail,
  type EventLookups,
} from '@phlox/contract';
import { clearErrorsOfChanged } from '../../../shared/forms/fieldErrors';
import { fromCents, MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
import { ConfirmationTag } from '../components/Confirmation';
import { OrganizationSelect } from '../components/OrganizationSelect';
import { ROLE_LABELS, UPLOAD_LABELS } from '../labels';
import type { EventFormValues } from './formValues';

/**
 * Photographers with their role and pay; a schedule conflict comes back on the photographer's row. A saved
 * assignment shows its confirmation; a new one is asked by e-mail when the event is saved.
 */
export function PhotographersSection({
  lookups,
  saved,
}: {
  lookups?: EventLookups;
  saved?: EventDetail['photographers'];
}) {
  const form = Form.useFormInstance<EventFormValues>();
  // A schedule conflict is the photographer and the time together: choosing another photographer clears its row's
  // message (LongForm), and a new time may end the clash too, so the rows' messages go then (the save checks again).
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  useEffect(() => {
    const rows = (form.getFieldValue('photographers') ?? []) as unknown[];
    clearErrorsOfChanged(form, { photographers: rows.map(() => ({ photographerId: true })) });
  }, [form, start, end]);
  // A new row starts from the photographer's usual terms.
  const prefill = (index: number, id: number) => {
    const p = lookups?.photographers.find((x) => x.id === id);
    if (!p) return;
    const row = form.getFieldValue(['photographers', index]) as EventFormValues['photographers'][number];
    if (row.charge || row.percentCharge) return;
    form.setFieldValue(['photographers', index], {
      ...row,
      commissionType: p.commissionType ?? row.commissionType,
      charge: p.commissionType !== 'percent' ? fromCents(p.defaultCharge) : '',
    });
  };
  // An event has one owner: ticking one line's Owner unticks the others (the server refuses a second, 422).
  const makeOwner = (index: number) => {
    const rows = (form.getFieldValue('photographers') ?? []) as EventFormValues['photographers'];
    rows.forEach((row, i) => {
      if (i !== index && row.owner) form.setFieldValue(['photographers', i, 'owner'], false);
    });
  };
  return (
    <Form.List name="photographers">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <Row gutter={8} key={key} align="top" data-testid="photographer-row">
              <Col xs={24} md={8}>
                <Form.Item
                  name={[name, 'photographerId']}
                  rules={[{ required: true, message: 'Choose a photographer' }]}
                >
                  <Select
                    aria-label={`Photographer ${name + 1}`}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Photographer"
                    options={lookups?.photographers.map((p) => ({ value: p.id, label: p.name }))}
                    onChange={(id: number) => prefill(name, id)}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name={[name, 'eventRole']}>
                  <Select
                    aria-label="Event role"
                    options={EVENT_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name={[name, 'commissionType']}>
                  <Select
                    aria-label="Commission type"
                    options={COMMISSION_TYPES.map((c) => ({ value: c, label: c === 'fixed' ? 'Fixed' : 'Percent' }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item noStyle dependencies={[['photographers', name, 'commissionType']]}>
                  {() =>
                    form.getFieldValue(['photographers', name, 'commissionType']) === 'percent' ? (
                      <Form.Item name={[name, 'percentCharge']}>
                        <Input suffix="%" aria-label="Percent of sales" placeholder="15" />
                      </Form.Item>
                    ) : (
                      <Form.Item name={[name, 'charge']} rules={[moneyRule({ min: 0 })]}>
                        <MoneyInput aria-label="Fixed charge" />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item name={[name, 'uploadStatus']}>
                  <Select
                    aria-label="Upload status"
                    allowClear
                    placeholder="Upload"
                    options={EVENT_UPLOAD_STATUSES.map((u) => ({ value: u, label: UPLOAD_LABELS[u] }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name={[name, 'owner']} valuePropName="checked">
                  <Checkbox onChange={(e) => e.target.checked && makeOwner(name)}>Owner</Checkbox>
                </Form.Item>
              </Col>
              <Col xs={12} md={9}>
                <Form.Item noStyle dependencies={[['photographers', name, 'photographerId']]}>
                  {() => {
                    const id = form.getFieldValue(['photographers', name, 'photographerId']) as number | undefined;
                    const was = saved?.find((p) => p.photographerId === id);
                    if (was) return <ConfirmationTag value={was.confirmation} />;
                    return id ? <Typography.Text type="secondary">Asked to confirm on save</Typography.Text> : null;
                  }}
                </Form.Item>
              </Col>
              <Col xs={12} md={2}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove photographer ${name + 1}`}
                  onClick={() => remove(name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              add({ eventRole: 'photographer', commissionType: 'fixed', charge: '', percentCharge: '', owner: false })
            }
          >
            Add photographer
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Organizations tied to the event (the venue among them): for payouts to booster clubs and the venue shown. */
export function OrganizationsSection() {
  return (
    <Form.List name="organizations">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <Row gutter={8} key={key}>
              <Col flex="auto">
                <Form.Item
                  name={[name, 'organizationId']}
                  rules={[{ required: true, message: 'Choose an organization' }]}
                >
                  <OrganizationSelect aria-label={`Organization ${name + 1}`} placeholder="Search organizations" />
                </Form.Item>
              </Col>
              <Col>
                <Form.Item name={[name, 'isVenue']} valuePropName="checked">
                  <Checkbox>Venue</Checkbox>
                </Form.Item>
              </Col>
              <Col>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove organization ${name + 1}`}
                  onClick={() => remove(name)}
                />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ isVenue: fields.length === 0 })}>
            Add organization
          </Button>
        </>
      )}
    </Form.List>
  );
}

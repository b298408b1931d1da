import { Col, DatePicker, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { SOW_STATUS_LABELS, SOW_STATUSES, sowInputSchema, type Sow } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormSection } from '../../../shared/forms/FormSection';
import { LongForm } from '../../../shared/forms/LongForm';
import { MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { useEventLookups } from '../api';
import { useSaveSow } from '../sowApi';
import { ContractField } from './ContractField';
import { toFormValues, toInput, type SowFormValues } from './formValues';
import { MediaDaysSection } from './MediaDaysSection';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

const fields = sowInputSchema.shape;

interface SowFormProps {
  sow?: Sow;
  onDone: () => void;
  onReload?: () => void;
}

/** A Statement of Work: its terms, its contract and the media days agreed under it, saved in one request. */
export function SowForm({ sow, onDone, onReload }: SowFormProps) {
  const lookups = useEventLookups();
  const save = useSaveSow();
  const f = useItemForm({
    itemType: 'Statement of Work',
    item: sow,
    initialValues: () => toFormValues(sow),
    toInput,
    problems: (input) => ({
      ...(!input.startDate || !input.endDate ? { timeline: 'Choose the start and end dates' } : {}),
    }),
    save: ({ input, changes, item }) =>
      save.mutateAsync(item ? { id: item.id, input: { ...changes, updatedAt: item.updatedAt } } : { input }),
    nameOf: (saved) => saved.title,
    onSaved: onDone,
  });

  return (
    <LongForm<SowFormValues> {...f.formProps} aria-label={sow ? 'Edit Statement of Work' : 'Add Statement of Work'}>
      <Flex vertical gap={16}>
        <FormSection title="Terms">
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="title" label="Title" rules={[zodRule(fields.title)]}>
                <Input maxLength={255} placeholder="Plano ISD media days 2026-27" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="status" label="Status">
                <Radio.Group
                  optionType="button"
                  options={SOW_STATUSES.map((s) => ({ value: s, label: SOW_STATUS_LABELS[s] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="timeline" label="Duration" required>
                <DatePicker.RangePicker format={DATE_FORMATS} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="schoolDistrictId" label="School district">
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose the district"
                  loading={lookups.isPending}
                  options={lookups.data?.districts.map((d) => ({
                    value: d.id,
                    label: d.state ? `${d.title} (${d.state})` : d.title,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="agreedOn" label="Agreed on">
                <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="amount" label="Amount" rules={[moneyRule({ max: 100_000_000 })]}>
                <MoneyInput placeholder="0.00" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="contract" label="Contract">
                <ContractField
                  disabled={f.saving}
                  onUploadingChange={f.trackUploads('contract')}
                  saved={sow ? { sowId: sow.id, url: sow.contractUrl } : undefined}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="notes" label="Notes">
                <Input.TextArea rows={3} maxLength={5000} />
              </Form.Item>
            </Col>
          </Row>
        </FormSection>
        <FormSection title="Media days">
          <MediaDaysSection sowId={sow?.id} initial={sow?.mediaDays ?? []} onChanged={f.refreshDirty} />
        </FormSection>
        <FormFooter state={f} addLabel="Add Statement of Work" onCancel={onDone} onReload={onReload} />
      </Flex>
    </LongForm>
  );
}

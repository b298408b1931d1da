import { useState } from 'react';
import { App, Button, Col, DatePicker, Flex, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { promotionDatesIssue, promotionFieldsSchema, type Promotion, type PromotionInput } from '@phlox/contract';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { LongForm } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../../shared/forms/zodRule';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useSavePromotion } from '../api';

interface Values {
  title: string;
  shortName: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  description: string;
  imageUrl: string | null;
}
type Fields = PromotionInput;
const fields = promotionFieldsSchema.shape;

const valuesOf = (p?: Promotion): Values => ({
  title: p?.title ?? '',
  shortName: p?.shortName ?? '',
  startDate: fromCalendarDate(p?.startDate),
  endDate: fromCalendarDate(p?.endDate),
  description: p?.description ?? '',
  imageUrl: p?.imageUrl ?? null,
});

const toInput = (v: Values): Fields => ({
  title: v.title.trim(),
  shortName: v.shortName.trim() || null,
  startDate: toCalendarDate(v.startDate),
  endDate: toCalendarDate(v.endDate),
  description: v.description.trim() || null,
  imageUrl: v.imageUrl ?? null,
});

interface Props {
  promotion?: Promotion;
  onClose: () => void;
  onReload?: () => void;
}

export function PromotionForm({ promotion, onClose, onReload }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => valuesOf(promotion));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const save = useSavePromotion();
  const [uploading, setUploading] = useState(false);

  const onFinish = async (values: Values) => {
    setFailure(null);
    const input = toInput(values);
    try {
      if (promotion) {
        const before = toInput(initial);
        const changed = Object.fromEntries(
          (Object.keys(input) as (keyof Fields)[]).filter((k) => input[k] !== before[k]).map((k) => [k, input[k]]),
        );
        await save.mutateAsync({ id: promotion.id, input: changed, updatedAt: promotion.updatedAt });
        void message.success(`Promotion “${input.title}” saved`);
      } else {
        await save.mutateAsync({ input });
        void message.success(`Promotion “${input.title}” added`);
      }
      allowLeave();
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <LongForm
      form={form}
      initialValues={initial}
      onValuesChange={(_c, all: Values) => setDirty(JSON.stringify(toInput(all)) !== JSON.stringify(toInput(initial)))}
      onFinish={onFinish}
      disabled={save.isPending}
    >
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name="title" label="Title" rules={[zodRule(fields.title)]}>
            <Input autoFocus maxLength={255} placeholder="Back to School 2026" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="shortName" label="Short name" rules={[zodRule(fields.shortName)]}>
            <Input maxLength={50} placeholder="BTS26" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="startDate" label="Starts">
            <DatePicker format="MMM D, YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="endDate"
            label="Ends"
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, end: Dayjs | null) => {
                  const issue = promotionDatesIssue({
                    startDate: toCalendarDate(getFieldValue('startDate') as Dayjs | null),
                    endDate: toCalendarDate(end),
                  });
                  if (issue) throw new Error(issue);
                },
              }),
            ]}
          >
            <DatePicker format="MMM D, YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="imageUrl" label="Image">
        <ImageDropzone label="Upload a promotion image" onUploadingChange={setUploading} />
      </Form.Item>
      <FormFailureAlert failure={failure} itemType="promotion" onReload={onReload} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={uploading || (Boolean(promotion) && !dirty)}
        >
          {promotion ? 'Save' : 'Add promotion'}
        </Button>
      </Flex>
    </LongForm>
  );
}

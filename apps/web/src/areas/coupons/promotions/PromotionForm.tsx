import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { promotionDatesIssue, promotionFieldsSchema, type Promotion, type PromotionInput } from '@phlox/contract';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useSavePromotion } from '../api';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

interface Values {
  title: string;
  shortName: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  description: string;
  imageUrl: string | null;
}
const fields = promotionFieldsSchema.shape;

const valuesOf = (p?: Promotion): Values => ({
  title: p?.title ?? '',
  shortName: p?.shortName ?? '',
  startDate: fromCalendarDate(p?.startDate),
  endDate: fromCalendarDate(p?.endDate),
  description: p?.description ?? '',
  imageUrl: p?.imageUrl ?? null,
});

const toInput = (v: Values): PromotionInput => ({
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
  const save = useSavePromotion();
  const f = useItemForm({
    itemType: 'promotion',
    item: promotion,
    initialValues: () => valuesOf(promotion),
    toInput,
    save: ({ input, changes, item }) =>
      item ? save.mutateAsync({ id: item.id, input: changes, updatedAt: item.updatedAt }) : save.mutateAsync({ input }),
    nameOf: (_saved, input) => input.title,
    onSaved: onClose,
  });

  return (
    <LongForm {...f.formProps}>
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
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
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
            <DatePicker format={DATE_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="imageUrl" label="Image">
        <ImageDropzone label="Upload a promotion image" onUploadingChange={f.trackUploads()} />
      </Form.Item>
      <FormFooter state={f} layout="inline" addLabel="Add promotion" onCancel={onClose} onReload={onReload} />
    </LongForm>
  );
}

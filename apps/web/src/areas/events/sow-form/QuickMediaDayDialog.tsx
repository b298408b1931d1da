import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import type { EventDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { fromChicagoPicker } from '../../../shared/forms/chicagoDates';
import { useSaveEvent } from '../api';
import { DATE_TIME_FORMATS } from '../../../shared/forms/dateFormats';

interface Values {
  title: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
}

/**
 * Adds a draft media day without leaving the Statement of Work's form (its district carried over); the rest of it
 * (teams, staff, products) is filled in later on its own page.
 */
export function QuickMediaDayDialog({
  open,
  schoolDistrictId,
  onClose,
  onCreated,
}: {
  open: boolean;
  schoolDistrictId: number | null;
  onClose: () => void;
  onCreated: (event: EventDetail) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveEvent();
  const submit = useOneAtATime(async (v: Values) => {
    try {
      const created = await save.mutateAsync({
        input: {
          title: v.title,
          competitionType: 'media_day',
          startTime: fromChicagoPicker(v.startTime),
          endTime: fromChicagoPicker(v.endTime),
          schoolDistrictId,
        },
      });
      form.resetFields();
      onCreated(created);
    } catch (error) {
      if (!applyServerErrors(form, error)) void message.error(errorMessage(error));
    }
  });
  return (
    <Modal
      open={open}
      title="New media day"
      okText="Add media day"
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      // The form instance outlives the destroyed modal, so a cancelled draft would come back on the next open.
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="quick-media-day"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
        aria-label="New media day"
      >
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Enter a title' }]}>
          <Input maxLength={255} placeholder="e.g. Plano ISD Fall Media Day" />
        </Form.Item>
        <Form.Item
          name="startTime"
          label="Starts (Chicago time)"
          rules={[{ required: true, message: 'Choose the start' }]}
        >
          <DatePicker
            showTime={{ format: 'h:mm A', minuteStep: 5 }}
            format={DATE_TIME_FORMATS}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="endTime" label="Ends (Chicago time)" rules={[{ required: true, message: 'Choose the end' }]}>
          <DatePicker
            showTime={{ format: 'h:mm A', minuteStep: 5 }}
            format={DATE_TIME_FORMATS}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

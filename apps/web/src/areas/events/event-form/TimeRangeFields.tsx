import { Col, DatePicker, Form } from 'antd';
import { DATE_TIME_FORMATS } from '../../../shared/forms/dateFormats';

/** When an event starts and ends, in Chicago time (the picker values carry the Chicago wall clock). */
export function TimeRangeFields({ md }: { md: number }) {
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item label="Starts (Chicago time)" name="startTime">
          <DatePicker
            showTime={{ format: 'h:mm A', minuteStep: 5 }}
            format={DATE_TIME_FORMATS}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item label="Ends (Chicago time)" name="endTime">
          <DatePicker
            showTime={{ format: 'h:mm A', minuteStep: 5 }}
            format={DATE_TIME_FORMATS}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </>
  );
}

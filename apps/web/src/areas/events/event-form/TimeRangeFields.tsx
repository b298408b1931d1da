import { Col, DatePicker, Form } from 'antd';

const TIME_FORMAT = 'MMM D, YYYY h:mm A';

/** When an event starts and ends, in Chicago time (the picker values carry the Chicago wall clock). */
export function TimeRangeFields({ md }: { md: number }) {
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item label="Starts (Chicago time)" name="startTime">
          <DatePicker showTime={{ format: 'h:mm A', minuteStep: 5 }} format={TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item label="Ends (Chicago time)" name="endTime">
          <DatePicker showTime={{ format: 'h:mm A', minuteStep: 5 }} format={TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}

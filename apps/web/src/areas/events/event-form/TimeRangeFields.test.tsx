// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeRangeFields } from './TimeRangeFields';

afterEach(cleanup);

let form: FormInstance<{ startTime: Dayjs | null }>;

function Times() {
  [form] = Form.useForm();
  return (
    <Form form={form}>
      <TimeRangeFields md={12} />
    </Form>
  );
}

describe("an event's start takes a typed date and time", () => {
  it.each([
    ['Dec 10, 2026 3:00 PM', '2026-12-10 15:00'],
    ['12/10/2026 3:00 PM', '2026-12-10 15:00'],
    ['1/5/2027 9:30 AM', '2027-01-05 09:30'],
    ['2026-12-10 15:00', '2026-12-10 15:00'],
    ['12/10/2026', '2026-12-10 00:00'],
  ])('%s', async (typed, expected) => {
    render(<Times />);
    const start = screen.getByLabelText('Starts (Chicago time)');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: typed } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(form.getFieldValue('startTime')?.format('YYYY-MM-DD HH:mm')).toBe(expected));
  });
});

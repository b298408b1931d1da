// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongForm } from './LongForm';

/** A long form (an event's, say) with a text field and a date field, as the areas build them. */
function EventLikeForm({ onFinish, enterSubmits }: { onFinish: () => void; enterSubmits?: boolean }) {
  const [form] = Form.useForm();
  return (
    <LongForm form={form} onFinish={onFinish} enterSubmits={enterSubmits}>
      <Form.Item name="title" label="Title">
        <Input />
      </Form.Item>
      <Form.Item name="startTime" label="Starts">
        <DatePicker showTime />
      </Form.Item>
      <button type="submit">Save</button>
    </LongForm>
  );
}

/** Presses Enter in `field`; true when the browser's own handling (the implicit submit) was left to happen. */
const pressEnter = (field: HTMLElement, modifiers: { ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', ...modifiers });

afterEach(cleanup);

describe('long form', () => {
  it('Enter in a field, a date field included, saves nothing: a half-filled record would be saved', async () => {
    const onFinish = vi.fn();
    render(<EventLikeForm onFinish={onFinish} />);
    for (const label of ['Title', 'Starts']) {
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value: label === 'Title' ? 'Homecoming' : '2027-03-03 19:00:00' } });
      expect(pressEnter(field)).toBe(false); // the browser's implicit submit is stopped
    }
    // The save button still saves, so a submission had every chance to run by now.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('Ctrl+Enter saves from any field', async () => {
    const onFinish = vi.fn();
    render(<EventLikeForm onFinish={onFinish} />);
    pressEnter(screen.getByLabelText('Title'), { ctrlKey: true });
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('a short form (enterSubmits) leaves Enter to the browser, which submits it', () => {
    render(<EventLikeForm onFinish={vi.fn()} enterSubmits />);
    expect(pressEnter(screen.getByLabelText('Title'))).toBe(true);
  });
});

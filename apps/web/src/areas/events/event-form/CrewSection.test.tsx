// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, type EventLookups } from '@phlox/contract';
import { ApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { LongForm } from '../../../shared/forms/LongForm';
import { PhotographersSection } from './CrewSection';
import type { EventFormValues } from './formValues';
import { TimeRangeFields } from './TimeRangeFields';

const CONFLICT = 'Schedule conflict: Ana Ruiz already works “Plano vs Allen” (Dec 10, 3:00 PM)';
const lookups = {
  photographers: [
    { id: 1, name: 'Ana Ruiz', commissionType: 'fixed', defaultCharge: 5000 },
    { id: 2, name: 'Ben Cho', commissionType: 'fixed', defaultCharge: 5000 },
  ],
} as unknown as EventLookups;

let form: ReturnType<typeof Form.useForm<EventFormValues>>[0];

/** The event form's time and photographer fields, as the event form lays them out, after a refused save. */
function Crew() {
  [form] = Form.useForm<EventFormValues>();
  return (
    <App>
      <LongForm
        form={form}
        onFinish={() => undefined}
        initialValues={{
          startTime: dayjs('2026-12-10T15:00'),
          endTime: dayjs('2026-12-10T17:00'),
          photographers: [
            {
              photographerId: 1,
              eventRole: 'photographer',
              commissionType: 'fixed',
              charge: '50.00',
              percentCharge: '',
              owner: false,
            },
          ],
        }}
      >
        <TimeRangeFields md={12} />
        <PhotographersSection lookups={lookups} />
      </LongForm>
    </App>
  );
}

function refusedWithConflict() {
  render(<Crew />);
  act(() => {
    applyServerErrors(
      form,
      new ApiError(409, ERROR_CODES.conflict, CONFLICT, { 'photographers.0.photographerId': CONFLICT }),
    );
  });
}

afterEach(cleanup);

describe('a schedule conflict under a photographer', () => {
  it('goes once the time changes (the clash may be resolved; the next save checks again)', async () => {
    refusedWithConflict();
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    const start = screen.getByLabelText('Starts (Chicago time)');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: 'Dec 10, 2026 6:00 PM' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(form.getFieldValue('startTime')?.format('HH:mm')).toBe('18:00'));
    await waitFor(() => expect(screen.queryByText(CONFLICT)).toBeNull());
  });

  it('goes once another photographer is chosen', async () => {
    refusedWithConflict();
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Photographer 1' }));
    fireEvent.click(await screen.findByTitle('Ben Cho'));
    await waitFor(() => expect(form.getFieldValue(['photographers', 0, 'photographerId'])).toBe(2));
    await waitFor(() => expect(screen.queryByText(CONFLICT)).toBeNull());
  });
});

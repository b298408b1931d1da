// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickMediaDayDialog } from './QuickMediaDayDialog';

afterEach(cleanup);

/** The SOW form's use of the dialog: a button opens it, Cancel closes it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <QuickMediaDayDialog
        open={open}
        schoolDistrictId={null}
        onClose={() => setOpen(false)}
        onCreated={() => setOpen(false)}
      />
    </>
  );
}

describe('the quick New media day dialog', () => {
  it('starts empty again after Cancel', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <Harness />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Plano ISD Fall Media Day' } });
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Plano ISD Fall Media Day');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('');
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LevelAndPayFields } from './LevelAndPayFields';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The user form's pay: the staff compensation, and a photographer's event pay defaults from its profile. */
function openPay(isPhotographer: boolean, values: object) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Form initialValues={values}>
          <LevelAndPayFields isPhotographer={isPhotographer} />
        </Form>
      </App>
    </QueryClientProvider>,
  );
}

describe("a user's pay says which figure applies", () => {
  it('tells a photographer that events and payouts use the event pay, not the compensation, and flags a disagreement', () => {
    openPay(true, {
      compensationType: 'percent',
      compensationRate: '12.5',
      photographer: { commissionType: 'fixed', defaultCharge: '150.00' },
    });
    expect(screen.getByText(/Payouts never read it/)).toBeTruthy();
    expect(
      screen.getByText(
        'This differs from the event pay (Default charge $150.00, Fixed). Events and payouts use the event pay.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of a disagreement when both agree, and tells other staff it is on record only', () => {
    openPay(true, {
      compensationType: 'fixed',
      compensationRate: '150.00',
      photographer: { commissionType: 'fixed', defaultCharge: '150.00' },
    });
    expect(screen.queryByText(/This differs from the event pay/)).toBeNull();
    cleanup();
    openPay(false, { compensationType: 'hourly', compensationRate: '40.00' });
    expect(screen.getByText(/Payouts never read it/)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '@phlox/contract';
import { JobItem } from './NotificationCentre';

const job = (over: Partial<BackgroundJob>): BackgroundJob => ({
  id: 1,
  kind: 'organizations-import',
  title: 'Import schools.csv',
  status: 'running',
  done: 2000,
  total: 20000,
  result: null,
  error: null,
  attempts: 1,
  createdAt: '2026-11-28T12:00:00.000Z',
  startedAt: '2026-11-28T12:00:01.000Z',
  finishedAt: null,
  seen: false,
  stalled: false,
  ...over,
});

afterEach(cleanup);

describe('a job in the notification centre', () => {
  it('running: its progress, no warning', () => {
    render(<JobItem job={job({})} />);
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByText('2,000 of 20,000 rows')).toBeTruthy();
    expect(screen.queryByText(/worker stopped/)).toBeNull();
  });

  it('stalled: says so honestly instead of "Running", and what happens next', () => {
    render(<JobItem job={job({ stalled: true })} />);
    expect(screen.getByText('Stalled')).toBeTruthy();
    expect(screen.queryByText('Running')).toBeNull();
    expect(screen.getByText(/Its worker stopped at 2,000 of 20,000 rows\. Another takes it over/)).toBeTruthy();
  });

  it('failed after one try says "1 try"', () => {
    render(<JobItem job={job({ status: 'failed', error: 'Type at least 3 characters', stalled: false })} />);
    expect(screen.getByText(/Failed after 1 try:/)).toBeTruthy();
  });
});

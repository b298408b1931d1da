// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityDay } from '@phlox/contract';
import { AvailabilityEditor } from './AvailabilityEditor';

afterEach(cleanup);

/** Types a day the way people write dates, confirms it with Enter and adds it. */
async function addTyped(text: string) {
  const onChange = vi.fn<(days: AvailabilityDay[]) => void>();
  render(<AvailabilityEditor onChange={onChange} />);
  const day = screen.getByLabelText('Day');
  fireEvent.mouseDown(day);
  fireEvent.focus(day);
  fireEvent.change(day, { target: { value: text } });
  fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(day);
  fireEvent.click(screen.getByRole('button', { name: /add/i }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  return onChange.mock.calls[0][0];
}

describe("a photographer's availability takes a typed day", () => {
  it.each([
    ['Dec 10, 2026', '2026-12-10'],
    ['12/10/2026', '2026-12-10'],
    ['1/5/2027', '2027-01-05'],
    ['01/05/2027', '2027-01-05'],
    ['2026-12-10', '2026-12-10'],
  ])('%s', async (typed, date) => {
    expect(await addTyped(typed)).toEqual([{ date, isAvailable: true }]);
  });
});

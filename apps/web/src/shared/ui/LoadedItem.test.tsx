// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { LoadedItem } from './LoadedItem';

interface Item {
  name: string;
}

/** The parts of a react-query result LoadedItem reads. */
function queryOf(state: Partial<UseQueryResult<Item>>): UseQueryResult<Item> {
  return { isPending: false, isError: false, error: null, refetch: vi.fn(async () => ({})), ...state } as never;
}

function show(query: UseQueryResult<Item>, onBack = vi.fn()) {
  render(
    <LoadedItem query={query} itemType="bundle" onBack={onBack}>
      {(item, { formKey, reload }) => (
        <button onClick={reload}>
          {item.name} #{formKey}
        </button>
      )}
    </LoadedItem>,
  );
}

afterEach(cleanup);

describe('loaded item', () => {
  it('a missing item says so and offers only the way back', () => {
    const onBack = vi.fn();
    show(queryOf({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'Not found') }), onBack);
    expect(screen.getByText('This bundle no longer exists')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
    fireEvent.click(screen.getByText('Back to the list'));
    expect(onBack).toHaveBeenCalled();
  });

  it('another failure shows why and can be tried again', () => {
    const query = queryOf({ isError: true, error: new ApiError(500, 'INTERNAL', 'The server failed') });
    show(query);
    expect(screen.getByText('Could not load the bundle')).toBeTruthy();
    expect(screen.getByText('The server failed')).toBeTruthy();
    fireEvent.click(screen.getByText('Try again'));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('Reload fetches the item again, then restarts the form with a new key', async () => {
    const query = queryOf({ data: { name: 'Fall' } });
    show(query);
    expect(screen.getByRole('button').textContent).toBe('Fall #0');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Fall #1');
  });

  it('the restarted form starts from the version Reload fetched, before react-query re-renders the page', async () => {
    // refetch() resolves before the query's observers are told (they are, a tick later): the form must not
    // restart from the version that was just refused as stale.
    const refetch = vi.fn(async () => ({ data: { name: 'Theirs' }, dataUpdatedAt: 2 }));
    show(queryOf({ data: { name: 'Mine' }, dataUpdatedAt: 1, refetch } as never));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('Theirs #1');
  });
});

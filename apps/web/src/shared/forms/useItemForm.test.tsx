// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { ERROR_CODES } from '@phlox/contract';
import { FormFooter } from './FormFooter';
import { LongForm } from './LongForm';
import { useItemForm } from './useItemForm';

interface Level {
  id: number;
  name: string;
  code: string;
  updatedAt: string;
}
type Save = (request: { changes: object; item?: Level }) => Promise<Level | null>;

/** A level's form as the levels area builds it, under a data router (the unsaved-changes guard needs one). */
function LevelForm({ level, save, onSaved }: { level?: Level; save: Save; onSaved: () => void }) {
  const f = useItemForm({
    itemType: 'level',
    item: level,
    initialValues: () => ({ name: level?.name ?? '', code: level?.code ?? '' }),
    toInput: (v) => ({ name: v.name.trim(), code: v.code.trim() }),
    save,
    nameOf: (_saved, input) => input.name,
    onSaved,
  });
  return (
    <LongForm {...f.formProps} enterSubmits>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code">
        <Input />
      </Form.Item>
      <FormFooter state={f} layout="inline" addLabel="Add level" onReload={() => undefined} />
    </LongForm>
  );
}

function open(props: Parameters<typeof LevelForm>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <LevelForm {...props} /> }]);
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

const varsity: Level = { id: 7, name: 'Varsity', code: 'VAR', updatedAt: '2026-11-01T10:00:00.000Z' };
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const saveButton = () => button(/save/i);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('item form', () => {
  it('offers Save only once something really changed (spaces are no change)', async () => {
    open({ level: varsity, save: vi.fn(), onSaved: vi.fn() });
    expect(saveButton().disabled).toBe(true);
    type('Name', 'Varsity  ');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    type('Name', 'Junior varsity');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    type('Name', 'Varsity');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('sends only the changed fields against the version it opened with, once however often it is clicked', async () => {
    let finish: (level: Level) => void = () => undefined;
    const save = vi.fn<Save>(() => new Promise<Level>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    open({ level: varsity, save, onSaved });
    type('Code', ' JV ');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    fireEvent.submit(saveButton().closest('form')!);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ changes: { code: 'JV' }, item: varsity });
    await act(async () => finish({ ...varsity, code: 'JV' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field message under its field, and a stale save as a warning with Reload', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Invalid', { code: 'This code is taken' }))
      .mockRejectedValueOnce(new ApiError(409, ERROR_CODES.stale, 'Changed'));
    open({ level: varsity, save, onSaved: vi.fn() });
    type('Code', 'JV');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('This code is taken')).toBeTruthy();
    type('Code', 'JV2');
    fireEvent.click(saveButton());
    expect(
      await screen.findByText('This level was changed by someone else. Reload to see their changes.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('adds a new item whole, Enter in a field submitting it', async () => {
    const save = vi.fn<Save>(async () => ({ ...varsity, id: 8 }));
    const onSaved = vi.fn();
    open({ save, onSaved });
    expect(button('Add level').disabled).toBe(false);
    type('Name', 'Freshman');
    type('Code', 'FR');
    fireEvent.keyDown(screen.getByLabelText('Code'), { key: 'Enter' });
    fireEvent.submit(screen.getByLabelText('Code').closest('form')!);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ input: { name: 'Freshman', code: 'FR' }, item: undefined });
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractField } from './ContractField';

const INITIAL = { contract: { url: null, fileName: null } };

afterEach(cleanup);

/** A viewer's form: disabled as a whole, as useItemForm does for a view tier. */
const viewerForm = (children: ReactNode) =>
  render(
    <App>
      <Form disabled initialValues={INITIAL}>
        {children}
      </Form>
    </App>,
  );

describe('a read-only SOW form disables the contract upload', () => {
  it('the SOW contract upload', () => {
    viewerForm(
      <Form.Item name="contract">
        <ContractField disabled={false} onUploadingChange={() => undefined} />
      </Form.Item>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Contract link' })).toHaveProperty('disabled', true);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageDropzone } from './ImageDropzone';

const INITIAL = {};

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

describe('a read-only form disables the image drop area', () => {
  it('an image drop area given disabled={false} by its section', () => {
    viewerForm(
      <Form.Item name="images">
        <ImageDropzone multiple label="Event images" disabled={false} />
      </Form.Item>,
    );
    expect(screen.getByRole('button', { name: 'Event images' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('Event images: choose files')).toHaveProperty('disabled', true);
  });
});

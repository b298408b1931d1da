// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';
import { AccountFields } from './AccountFields';

const INITIAL = { status: 'active' };

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

describe('a read-only user form disables every control', () => {
  it('the user form’s status and roles selects and its photo drop area', () => {
    // Even a viewer holding the roles add-on, looking at someone else's account.
    useAuthStore.setState({ user: { addons: ['users.assignRoles'], permissions: {} } as unknown as AuthUser });
    viewerForm(<AccountFields roles={[]} isSelf={false} onUploadingChange={() => undefined} />);
    for (const box of screen.getAllByRole('combobox')) expect(box).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Upload a photo' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('Upload a photo: choose files')).toHaveProperty('disabled', true);
  });
});

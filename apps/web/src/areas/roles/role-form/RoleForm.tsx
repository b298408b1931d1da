import { useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import {
  ADDON_NAMES,
  MODULES,
  NO_ACCESS_MESSAGE,
  ROLE_ADMIN,
  ROLE_PHOTOGRAPHER,
  roleInputSchema,
  type Role,
} from '@phlox/contract';
import { isApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../../shared/forms/zodRule';
import { useCreateRole, useUpdateRole } from '../api';
import { noAccess, PermissionMatrix, type RoleAccess } from './PermissionMatrix';

interface RoleFormValues {
  name: string;
  displayName: string;
  shortName: string;
  access: RoleAccess;
}

const fields = roleInputSchema.shape;

function toFormValues(role?: Role): RoleFormValues {
  return {
    name: role?.name ?? '',
    displayName: role?.displayName ?? '',
    shortName: role?.shortName ?? '',
    access: role ? { permissions: role.permissions, addons: role.addons } : noAccess(),
  };
}

const same = (a: RoleFormValues, b: RoleFormValues) =>
  a.name === b.name &&
  a.displayName === b.displayName &&
  a.shortName === b.shortName &&
  MODULES.every((m) => a.access.permissions[m.name] === b.access.permissions[m.name]) &&
  ADDON_NAMES.every((x) => a.access.addons.includes(x) === b.access.addons.includes(x));

/** The form refuses a role that opens no module, with the server's message. */
const accessRule = {
  validator: async (_rule: unknown, value: RoleAccess | undefined) => {
    if (!value || Object.values(value.permissions).every((t) => t === 'none')) throw new Error(NO_ACCESS_MESSAGE);
  },
};

/** The server names the tiers (`permissions`) and add-ons (`addons`); the form shows both under the matrix. */
function showAccessError(form: ReturnType<typeof Form.useForm<RoleFormValues>>[0], error: unknown): boolean {
  const message = isApiError(error) ? (error.fields?.permissions ?? error.fields?.addons) : undefined;
  if (!message) return false;
  form.setFields([{ name: 'access', errors: [message] }]);
  return true;
}

interface RoleFormProps {
  role?: Role;
  readOnly?: boolean;
  onDone: () => void;
  onReload?: () => void;
}

/** Name, display name, short name and the module × tier matrix; built-in roles are partly locked. */
export function RoleForm({ role, readOnly: viewOnly, onDone, onReload }: RoleFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleFormValues>();
  const [baseline] = useState(role);
  const [initial] = useState(() => toFormValues(role));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const isAdmin = role?.name === ROLE_ADMIN;
  const readOnly = viewOnly || isAdmin;
  const { allowLeave } = useUnsavedChangesGuard(dirty && !readOnly);
  const create = useCreateRole();
  const update = useUpdateRole();
  const saving = create.isPending || update.isPending;

  const onFinish = async (values: RoleFormValues) => {
    if (readOnly) return;
    setFailure(null);
    const { access, ...fields } = values;
    const input = {
      ...fields,
      displayName: values.displayName || null,
      shortName: values.shortName || null,
      permissions: access.permissions,
      addons: access.addons,
    };
    try {
      if (baseline) {
        await update.mutateAsync({ id: baseline.id, changes: input, updatedAt: baseline.updatedAt });
        void message.success(`Role “${values.name.trim()}” saved`);
      } else {
        await create.mutateAsync(input);
        void message.success(`Role “${values.name.trim()}” added`);
      }
      allowLeave();
      onDone();
    } catch (error) {
      const onFields = applyServerErrors(form, error);
      if (!showAccessError(form, error) && !onFields) setFailure(error);
    }
  };

  return (
    <LongForm<RoleFormValues>
      form={form}
      initialValues={initial}
      onValuesChange={(_changed, all) => setDirty(!same(initial, { ...initial, ...all }))}
      onFinish={onFinish}
      disabled={saving || readOnly}
    >
      <Flex vertical gap={16}>
        {isAdmin && (
          <Alert
            type="info"
            showIcon
            title="The Admin role always has Manage on every module and cannot be changed or deleted."
          />
        )}
        <Card title="Role">
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item
                name="name"
                label="Name"
                rules={[zodRule(fields.name)]}
                extra={role?.name === ROLE_PHOTOGRAPHER ? 'The built-in Photographer role keeps its name.' : undefined}
              >
                <Input maxLength={50} autoFocus disabled={role?.builtIn} placeholder="Regional manager" />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item
                name="displayName"
                label="Display name"
                rules={[zodRule(fields.displayName)]}
                extra="Shown on users' role tags; the name when left empty."
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name="shortName" label="Short name" rules={[zodRule(fields.shortName)]}>
                <Input maxLength={20} placeholder="RM" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Access">
          <Form.Item name="access" rules={[accessRule]} style={{ marginBottom: 0 }}>
            <PermissionMatrix />
          </Form.Item>
        </Card>
        <SaveBar alert={<FormFailureAlert failure={failure} itemType="role" onReload={onReload} />}>
          <Button onClick={onDone} disabled={false}>
            {readOnly ? 'Back to list' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={saving} disabled={Boolean(baseline) && !dirty}>
              {baseline ? 'Save' : 'Add role'}
            </Button>
          )}
        </SaveBar>
      </Flex>
    </LongForm>
  );
}

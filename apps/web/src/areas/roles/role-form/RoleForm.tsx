import { Alert, Card, Col, Flex, Form, Input, Row } from 'antd';
import {
  NO_ACCESS_MESSAGE,
  ROLE_ADMIN,
  ROLE_PHOTOGRAPHER,
  roleInputSchema,
  type Role,
  type RoleInput,
} from '@phlox/contract';
import { isApiError } from '../../../shared/api/ApiError';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
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

function toInput({ access, ...v }: RoleFormValues): RoleInput {
  return {
    name: v.name.trim(),
    displayName: v.displayName.trim() || null,
    shortName: v.shortName.trim() || null,
    permissions: access.permissions,
    addons: [...access.addons].sort(),
  };
}

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
  const isAdmin = role?.name === ROLE_ADMIN;
  const create = useCreateRole();
  const update = useUpdateRole();
  const f = useItemForm({
    itemType: 'role',
    item: role,
    readOnly: viewOnly || isAdmin,
    initialValues: () => toFormValues(role),
    toInput,
    save: ({ input, changes, item }) =>
      item ? update.mutateAsync({ id: item.id, changes, updatedAt: item.updatedAt }) : create.mutateAsync(input),
    nameOf: (_saved, input) => input.name,
    onSaved: onDone,
    showError: showAccessError,
  });

  return (
    <LongForm<RoleFormValues> {...f.formProps}>
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
        <FormFooter state={f} addLabel="Add role" onCancel={onDone} backLabel="Back to list" onReload={onReload} />
      </Flex>
    </LongForm>
  );
}

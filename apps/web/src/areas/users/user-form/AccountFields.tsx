import { Col, Form, Input, Row, Select } from 'antd';
import { USER_STATUSES, userInputSchema, type RoleOption } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';
import { useAddon } from '../../../shared/permissions/usePermission';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';

const fields = userInputSchema.shape;
const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  active: 'Active — may sign in',
  inactive: 'Inactive — cannot sign in',
};

interface AccountFieldsProps {
  roles: RoleOption[];
  /** The signed-in admin editing their own account: status stays as it is. */
  isSelf: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/** Name, e-mail, phone, status, roles and avatar. */
export function AccountFields({ roles, isSelf, onUploadingChange }: AccountFieldsProps) {
  // Giving and taking away roles is an add-on of the users module (the server checks it again).
  const canAssign = useAddon('users.assignRoles');
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="firstName" label="First name" rules={[zodRule(fields.firstName)]}>
              <Input maxLength={100} autoComplete="off" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label="Last name" rules={[zodRule(fields.lastName)]}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="E-mail" rules={[zodRule(fields.email)]}>
              <Input maxLength={254} inputMode="email" autoComplete="off" placeholder="name@example.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="Phone" rules={[zodRule(fields.phone)]}>
              <Input maxLength={30} type="tel" autoComplete="off" placeholder="(214) 555-0182" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="roleIds"
              label="Roles"
              rules={[zodRule(fields.roleIds)]}
              extra={
                canAssign
                  ? 'The first role chosen is the primary one.'
                  : 'Changing roles needs the “Assign roles” add-on of Users.'
              }
            >
              <Select
                // `|| undefined`: a false here would override a viewer's disabled form.
                disabled={!canAssign || undefined}
                mode="multiple"
                placeholder="Choose roles"
                optionFilterProp="label"
                // Roles beyond the signed-in user's own rights can be neither given nor taken away (server rule).
                options={roles.map((r) => ({
                  value: r.id,
                  label: r.assignable ? r.displayName : `${r.displayName} (beyond your rights)`,
                  disabled: !r.assignable,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="status"
              label="Status"
              extra={isSelf ? 'You cannot deactivate your own account.' : undefined}
            >
              <Select
                disabled={isSelf || undefined}
                options={USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={8}>
        <Form.Item name="avatarUrl" label="Photo">
          <ImageDropzone label="Upload a photo" onUploadingChange={onUploadingChange} />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { Button, Flex, Radio, Table, Typography } from 'antd';
import { MODULES, PERMISSION_TIERS, type ModuleName, type PermissionTier, type Permissions } from '@phlox/contract';

interface PermissionMatrixProps {
  id?: string;
  value?: Permissions;
  onChange?: (value: Permissions) => void;
  disabled?: boolean;
}

const TIER_LABELS: Record<PermissionTier, string> = { none: 'None', view: 'View', manage: 'Manage' };
const HELP: Record<PermissionTier, string> = {
  none: 'hidden from the sidebar; the server refuses every call',
  view: 'can open the lists and items, without add, edit or delete',
  manage: 'can add, edit and delete',
};

type Row = { key: ModuleName; label: string };
const ROWS: Row[] = MODULES.map((m) => ({ key: m.name, label: m.label }));

/**
 * The role's access, one row per dashboard module and one choice per row: none, view or manage.
 * Controlled, for `<Form.Item name="permissions">`.
 */
export function PermissionMatrix({ id, value, onChange, disabled }: PermissionMatrixProps) {
  const tiers = value ?? (Object.fromEntries(MODULES.map((m) => [m.name, 'none'])) as Permissions);
  const setAll = (tier: PermissionTier) =>
    onChange?.(Object.fromEntries(MODULES.map((m) => [m.name, tier])) as Permissions);

  return (
    <Flex vertical gap={8} id={id}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">Set every module to</Typography.Text>
        {PERMISSION_TIERS.map((tier) => (
          <Button key={tier} size="small" disabled={disabled} onClick={() => setAll(tier)}>
            {TIER_LABELS[tier]}
          </Button>
        ))}
      </Flex>
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={ROWS}
        rowKey="key"
        columns={[
          { key: 'module', title: 'Module', render: (_, row) => <Typography.Text strong>{row.label}</Typography.Text> },
          {
            key: 'tier',
            title: 'Access',
            render: (_, row) => (
              <Radio.Group
                aria-label={`${row.label} access`}
                value={tiers[row.key]}
                disabled={disabled}
                onChange={(e) => onChange?.({ ...tiers, [row.key]: e.target.value as PermissionTier })}
                options={PERMISSION_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))}
              />
            ),
          },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {PERMISSION_TIERS.map((t) => `${TIER_LABELS[t]}: ${HELP[t]}`).join('. ')}.
      </Typography.Text>
    </Flex>
  );
}

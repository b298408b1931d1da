import { Button, Checkbox, Flex, Radio, Table, Tooltip, Typography } from 'antd';
import {
  MODULES,
  PERMISSION_TIERS,
  addonsOfModule,
  effectiveAddons,
  tierAllows,
  type AddonName,
  type ModuleName,
  type PermissionTier,
  type Permissions,
} from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';

/** A role's access: a tier per module and the add-ons it holds. */
export interface RoleAccess {
  permissions: Permissions;
  addons: AddonName[];
}

interface PermissionMatrixProps {
  id?: string;
  value?: RoleAccess;
  onChange?: (value: RoleAccess) => void;
  disabled?: boolean;
}

const TIER_LABELS: Record<PermissionTier, string> = { none: 'None', view: 'View', manage: 'Manage' };
const HELP: Record<PermissionTier, string> = {
  none: 'hidden from the sidebar; the server refuses every call',
  view: 'can open the lists and items, without add, edit or delete',
  manage: 'can add, edit and delete',
};
const RANK: Record<PermissionTier, number> = { none: 0, view: 1, manage: 2 };

type Row = { key: ModuleName; label: string };
const ROWS: Row[] = MODULES.map((m) => ({ key: m.name, label: m.label }));

export const noAccess = (): RoleAccess => ({
  permissions: Object.fromEntries(MODULES.map((m) => [m.name, 'none'])) as Permissions,
  addons: [],
});

/**
 * The role's access, one row per dashboard module: none, view or manage, and under it the module's add-ons
 * (refund, settle, import…). Nobody grants what they do not hold (the server refuses it too): tiers above the
 * signed-in user's own are not offered, and an add-on is offered only when the user holds it and the row's tier
 * allows it. Controlled, for `<Form.Item name="access">`.
 */
export function PermissionMatrix({ id, value, onChange, disabled }: PermissionMatrixProps) {
  const own = useAuthStore((s) => s.user);
  const access = value ?? noAccess();
  const ownTier = (m: ModuleName): PermissionTier => own?.permissions[m] ?? 'none';
  const holds = (a: AddonName) => own?.addons?.includes(a) ?? false;

  // Lowering a tier drops the add-ons it no longer allows.
  const setTiers = (permissions: Permissions) =>
    onChange?.({ permissions, addons: effectiveAddons(permissions, access.addons) });
  const setAll = (tier: PermissionTier) =>
    setTiers(
      Object.fromEntries(
        MODULES.map((m) => [m.name, RANK[tier] <= RANK[ownTier(m.name)] ? tier : ownTier(m.name)]),
      ) as Permissions,
    );
  const toggle = (a: AddonName, on: boolean) =>
    onChange?.({
      permissions: access.permissions,
      addons: on ? [...access.addons.filter((x) => x !== a), a] : access.addons.filter((x) => x !== a),
    });

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
            render: (_, row) => {
              const tier = access.permissions[row.key];
              const addons = addonsOfModule(row.key);
              return (
                <Flex vertical gap={4}>
                  <Radio.Group
                    aria-label={`${row.label} access`}
                    value={tier}
                    disabled={disabled}
                    onChange={(e) => setTiers({ ...access.permissions, [row.key]: e.target.value as PermissionTier })}
                    options={PERMISSION_TIERS.map((t) => ({
                      value: t,
                      label: TIER_LABELS[t],
                      // Above the user's own tier: not theirs to give.
                      disabled: RANK[t] > RANK[ownTier(row.key)],
                    }))}
                  />
                  {addons.length > 0 && (
                    <Flex gap={12} wrap>
                      {addons.map((a) => {
                        const allowed = tierAllows(tier, a.requires);
                        const why = !holds(a.name)
                          ? 'You do not hold this add-on yourself'
                          : allowed
                            ? a.help
                            : `Needs ${TIER_LABELS[a.requires]} on ${row.label}`;
                        return (
                          <Tooltip key={a.name} title={why}>
                            <Checkbox
                              checked={allowed && access.addons.includes(a.name)}
                              disabled={disabled || !allowed || !holds(a.name)}
                              onChange={(e) => toggle(a.name, e.target.checked)}
                              aria-label={`${row.label}: ${a.label}`}
                            >
                              {a.label}
                            </Checkbox>
                          </Tooltip>
                        );
                      })}
                    </Flex>
                  )}
                </Flex>
              );
            },
          },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {PERMISSION_TIERS.map((t) => `${TIER_LABELS[t]}: ${HELP[t]}`).join('. ')}. Add-ons (refund, settle, import,
        download, assign roles) allow actions more dangerous than editing; each needs its module&apos;s tier. You can
        give only the access you hold yourself.
      </Typography.Text>
    </Flex>
  );
}

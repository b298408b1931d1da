import { useMemo } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { CalendarOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { Organization } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { useDeleteOrganization } from '../api';
import { eventPaths } from '../../events/public';
import { organizationPaths } from '../paths';

const dash = <Typography.Text type="secondary">—</Typography.Text>;
const iconLink = { display: 'inline-block', padding: '4px 8px', fontSize: 16 } as const;

function Flags({ org }: { org: Organization }) {
  // A flag the type already names (a Team that is a team) would only repeat it.
  const type = org.typeName?.toLowerCase();
  const flags = [org.isTeam && 'Team', org.isVenue && 'Venue', org.isBoosterClub && 'Booster club'].filter(
    (f): f is string => Boolean(f) && f.toString().toLowerCase() !== type,
  );
  if (!flags.length) return null;
  return (
    <Space size={4} wrap>
      {flags.map((f) => (
        <Tag key={f} color="blue" variant="outlined">
          {f}
        </Tag>
      ))}
    </Space>
  );
}

/** The Organizations table, declared: columns, sortable ones, and the row actions. */
export function useOrganizationColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteOrganization();
  const remove = useDeleteWithMessage(deleteById, 'organization');
  const listLink = useListLink();

  return useMemo<ResourceColumn<Organization>[]>(() => {
    return [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, org) => (
          <Space orientation="vertical" size={0}>
            <Link {...listLink(organizationPaths.view(org.id))}>{org.name}</Link>
            {org.shortName && <Typography.Text type="secondary">{org.shortName}</Typography.Text>}
          </Space>
        ),
      },
      {
        key: 'type',
        title: 'Type',
        sortField: 'type',
        render: (_, org) => (
          <Space orientation="vertical" size={4}>
            {org.typeName ?? dash}
            <Flags org={org} />
          </Space>
        ),
      },
      {
        key: 'place',
        title: 'City, state',
        render: (_, org) =>
          org.address?.city || org.address?.state
            ? [org.address.city, org.address.state].filter(Boolean).join(', ')
            : dash,
      },
      {
        key: 'parent',
        title: 'Parent / district',
        width: 200,
        render: (_, org) =>
          org.parentName || org.schoolDistrictName ? (
            <Space orientation="vertical" size={0}>
              {org.parentName && <span>{org.parentName}</span>}
              {org.schoolDistrictName && org.schoolDistrictName !== org.parentName && (
                <Typography.Text type="secondary">{org.schoolDistrictName}</Typography.Text>
              )}
            </Space>
          ) : (
            dash
          ),
      },
      {
        key: 'ncesId',
        title: 'NCES id',
        render: (_, org) => org.ncesId ?? dash,
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, org) => <DateCell value={org.createdAt} dateOnly />,
      },
      {
        key: 'actions',
        title: <span className="sr-only">Actions</span>,
        align: 'right',
        render: (_, org) => (
          <Space size={4}>
            <Tooltip title="View linked events">
              <Link
                to={eventPaths.ofOrganization(org.id)}
                aria-label={`View events linked to ${org.name}`}
                style={iconLink}
              >
                <CalendarOutlined aria-hidden />
              </Link>
            </Tooltip>
            <Tooltip title="View">
              <Link {...listLink(organizationPaths.view(org.id))} aria-label={`View ${org.name}`} style={iconLink}>
                <EyeOutlined aria-hidden />
              </Link>
            </Tooltip>
            {canManage && (
              <Tooltip title="Edit">
                <Link {...listLink(organizationPaths.edit(org.id))} aria-label={`Edit ${org.name}`} style={iconLink}>
                  <EditOutlined aria-hidden />
                </Link>
              </Tooltip>
            )}
            {canManage && (
              <ConfirmDelete
                itemType="organization"
                itemName={org.name}
                onConfirm={() => remove(org.id, org.name)}
                iconOnly
              />
            )}
          </Space>
        ),
      },
    ];
  }, [canManage, remove, listLink]);
}

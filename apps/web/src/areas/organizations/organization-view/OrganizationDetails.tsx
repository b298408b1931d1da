import type { ReactNode } from 'react';
import { Card, Descriptions, Image, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { Address, Organization } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import { formatCalendarDate } from '../../../shared/format/date';
import { usePermission } from '../../../shared/permissions/usePermission';
import { schoolDistrictPaths } from '../../school-districts/public';
import { organizationPaths } from '../paths';

const dash = <Typography.Text type="secondary">—</Typography.Text>;
/** A value, or the dash every empty field shows. */
const orDash = (v: ReactNode) => (v === null || v === undefined || v === '' ? dash : v);

const yesNo = (v: boolean) =>
  v ? <Tag color="blue">Yes</Tag> : <Typography.Text type="secondary">No</Typography.Text>;

/** "1200 Main Street / Suite 4 / Plano, TX 75074 / United States", a line each. */
function AddressLines({ address }: { address: Address | null }) {
  if (!address) return dash;
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.addressLine1, address.addressLine2, place, address.country].filter(Boolean);
  if (!lines.length) return dash;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

/** A link away from the dashboard, opened beside it. */
function External({ href, children }: { href: string | null; children?: ReactNode }) {
  if (!href) return dash;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href}
    </Typography.Link>
  );
}

/** Every field of an organization as the API returns it, read-only; empty ones show "—". */
export function OrganizationDetails({ organization: o }: { organization: Organization }) {
  // The district's page is another area's: linked only for those who may open it.
  const canViewDistricts = usePermission('school-districts', 'view');
  const district =
    o.schoolDistrictId && o.schoolDistrictName && canViewDistricts ? (
      <Link to={schoolDistrictPaths.edit(o.schoolDistrictId)}>{o.schoolDistrictName}</Link>
    ) : (
      o.schoolDistrictName
    );
  return (
    <Card>
      <Descriptions
        bordered
        size="small"
        // Two columns where the card is wide: beside the history only on the widest screens (xl puts it beside).
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 1, xxl: 2 }}
        styles={{ label: { width: 150 } }}
        items={[
          { key: 'type', label: 'Type', children: orDash(o.typeName) },
          { key: 'name', label: 'Name', children: o.name },
          { key: 'shortName', label: 'Short name', children: orDash(o.shortName) },
          {
            key: 'parent',
            label: 'Parent',
            children:
              o.parentId && o.parentName ? <Link to={organizationPaths.view(o.parentId)}>{o.parentName}</Link> : dash,
          },
          { key: 'description', label: 'Description', span: 'filled', children: orDash(o.description) },
          { key: 'isTeam', label: 'Team', children: yesNo(o.isTeam) },
          { key: 'isVenue', label: 'Venue', children: yesNo(o.isVenue) },
          { key: 'isBoosterClub', label: 'Booster club', children: yesNo(o.isBoosterClub) },
          { key: 'phone', label: 'Phone', children: orDash(o.phone) },
          { key: 'address', label: 'Address', span: 'filled', children: <AddressLines address={o.address} /> },
          { key: 'websiteLink', label: 'Website', children: <External href={o.websiteLink} /> },
          {
            key: 'googleMapLink',
            label: 'Google map',
            children: <External href={o.googleMapLink}>Open in Google Maps</External>,
          },
          { key: 'ncesId', label: 'NCES id', children: orDash(o.ncesId) },
          { key: 'schoolDistrict', label: 'School district', children: orDash(district) },
          { key: 'startDate', label: 'Start date', children: orDash(o.startDate && formatCalendarDate(o.startDate)) },
          { key: 'endDate', label: 'End date', children: orDash(o.endDate && formatCalendarDate(o.endDate)) },
          { key: 'createdAt', label: 'Created', children: <DateCell value={o.createdAt} /> },
          { key: 'updatedAt', label: 'Updated', children: <DateCell value={o.updatedAt} /> },
          {
            key: 'image',
            label: 'Image',
            span: 'filled',
            children: o.imageUrl ? <Image src={o.imageUrl} alt={`${o.name} image`} width={160} /> : dash,
          },
        ]}
      />
    </Card>
  );
}

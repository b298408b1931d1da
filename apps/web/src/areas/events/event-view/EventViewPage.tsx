import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { EditOutlined } from '@ant-design/icons';
import type { EventDetail } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { useAuthStore } from '../../../shared/auth/authStore';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { eventLink } from '../../../shared/links/customerLinks';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { useOwnRowsOnly, usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { HeldOrdersAlert } from '../../orders/public';
import { useEvent } from '../api';
import { FormSection } from '../../../shared/forms/FormSection';
import { ConfirmationTag, OwnAnswerButtons, StaffConfirmationActions } from '../components/Confirmation';
import { COMPETITION_LABELS, ROLE_LABELS, UPLOAD_LABELS } from '../labels';
import { editPathOf, eventPaths } from '../paths';
import { EventTracker } from './EventTracker';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

type CrewMember = EventDetail['photographers'][number];

/** An assignment's pay: a fixed charge, or a percent of the event's sales. */
function Pay({ p }: { p: CrewMember }) {
  if (p.commissionType === null) return dash;
  return p.commissionType === 'fixed' ? <MoneyCell cents={p.charge} /> : <>{`${p.percentCharge}% of sales`}</>;
}

/**
 * The crew. Staff see each photographer's pay; a photographer sees its own pay above the table and no pay
 * column at all (the server sends no pay for the others).
 */
function Crew({
  e,
  ownPayOnly,
  canManage,
  userId,
}: {
  e: EventDetail;
  ownPayOnly: boolean;
  canManage: boolean;
  userId: number | undefined;
}) {
  const mine = ownPayOnly ? e.photographers.find((p) => p.photographerId === userId) : undefined;
  const staff = canManage && !ownPayOnly;
  return (
    <Flex vertical gap={12}>
      {mine && (
        <Typography.Text data-testid="own-pay">
          Your pay for this event: <Pay p={mine} />
        </Typography.Text>
      )}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={e.photographers}
        aria-label="Photographers"
        columns={[
          { key: 'name', title: 'Photographer', render: (_, p) => (p.owner ? `${p.name} (owner)` : p.name) },
          { key: 'role', title: 'Role', render: (_, p) => ROLE_LABELS[p.eventRole] },
          ...(ownPayOnly ? [] : [{ key: 'pay', title: 'Pay', render: (_: unknown, p: CrewMember) => <Pay p={p} /> }]),
          {
            key: 'upload',
            title: 'Upload',
            render: (_, p) => (p.uploadStatus ? UPLOAD_LABELS[p.uploadStatus] : dash),
          },
          {
            key: 'confirmation',
            title: 'Confirmation',
            render: (_, p) => (
              <Space size={4} wrap>
                <ConfirmationTag value={p.confirmation} />
                {p.photographerId === userId ? (
                  <OwnAnswerButtons eventId={e.id} title={e.title} startTime={e.startTime} current={p.confirmation} />
                ) : (
                  staff && (
                    <StaffConfirmationActions
                      eventId={e.id}
                      photographerId={p.photographerId}
                      name={p.name}
                      startTime={e.startTime}
                      canceled={e.status === 'canceled'}
                      current={p.confirmation}
                    />
                  )
                )}
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** A crew member who declined is flagged at the top: someone has to be found in its place. */
function DeclinedAlert({ e }: { e: EventDetail }) {
  const declined = e.photographers.filter((p) => p.confirmation === 'rejected');
  if (!declined.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="crew-declined-alert"
      title={`Declined: ${declined.map((p) => p.name).join(', ')}`}
      description="Find a replacement and change the crew, or record another answer under Photographers."
    />
  );
}

function Overview({ e }: { e: EventDetail }) {
  const link = eventLink(e);
  const venue = e.organizations.find((o) => o.isVenue);
  const m = e.match;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="Teams">
        {m.homeTeamName ? [m.visitingTeamName, m.homeTeamName].filter(Boolean).join(' @ ') : dash}
        {m.participatingTeams.length > 0 && <div>{m.participatingTeams.map((t) => t.name).join(', ')}</div>}
      </Descriptions.Item>
      <Descriptions.Item label="Status">
        <StatusTag status={e.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Starts">
        <DateCell value={e.startTime} />
      </Descriptions.Item>
      <Descriptions.Item label="Ends">
        <DateCell value={e.endTime} />
      </Descriptions.Item>
      <Descriptions.Item label="Venue">{venue?.name ?? dash}</Descriptions.Item>
      <Descriptions.Item label="Type">
        {COMPETITION_LABELS[e.competitionType]}
        {e.isPrivateEvent && <Tag style={{ marginLeft: 8 }}>Private</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="Sport">{e.categoryName ?? dash}</Descriptions.Item>
      <Descriptions.Item label="Level">
        {[m.levelName, m.gender, m.academicYear].filter(Boolean).join(' · ') || dash}
      </Descriptions.Item>
      <Descriptions.Item label="Customer link" span={2}>
        <Space>
          {link ? <Typography.Text copyable={false}>{link}</Typography.Text> : dash}
          <CopyLinkButton link={link} />
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="Event owner">{e.eventOwnerName ?? dash}</Descriptions.Item>
      <Descriptions.Item label="Organizations">
        {e.organizations.map((o) => o.name).join(', ') || dash}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /events/view-event/:eventId: the event read-only, with its products' order counts, crew, orders and history. */
export function EventViewPage() {
  const { eventId } = useParams();
  const id = parsePositiveInt(eventId ?? '') ?? -1;
  const { data: e, isPending, isError, error } = useEvent(id);
  const { back } = useBackToList(eventPaths.list);
  const canManage = usePermission('events', 'manage');
  const ownPayOnly = useOwnRowsOnly('events');
  const userId = useAuthStore((s) => s.user?.id);
  if (isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (isError) return <ItemLoadError error={error} itemType="event" onBack={back} />;
  return (
    <>
      <PageHeader
        title={e.title}
        subtitle={`Event #${e.id}`}
        actions={
          canManage && (
            <Link to={editPathOf(e)}>
              <Button type="primary" icon={<EditOutlined aria-hidden />}>
                Edit event
              </Button>
            </Link>
          )
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={17}>
          <Flex vertical gap={16}>
            <HeldOrdersAlert event={e} />
            <DeclinedAlert e={e} />
            <EventTracker event={e} />
            <FormSection title="Overview">
              <Overview e={e} />
            </FormSection>
            <FormSection title="Products">
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={e.products}
                aria-label="Products"
                columns={[
                  { key: 'name', title: 'Product', dataIndex: 'name' },
                  { key: 'default', title: 'Default price', render: (_, p) => <MoneyCell cents={p.defaultPrice} /> },
                  { key: 'mult', title: 'Multiplier', render: (_, p) => `× ${p.multiplier}` },
                  { key: 'total', title: 'Total price', render: (_, p) => <MoneyCell cents={p.totalPrice} /> },
                  { key: 'orders', title: 'Ordered', dataIndex: 'orderCount', align: 'right' },
                ]}
              />
            </FormSection>
            <FormSection title="Photographers">
              <Crew e={e} ownPayOnly={ownPayOnly} canManage={canManage} userId={userId} />
            </FormSection>
          </Flex>
        </Col>
        <Col xs={24} xl={7}>
          <Card>
            <HistoryPanel menu="events" itemId={e.id} itemType="event" />
          </Card>
        </Col>
      </Row>
    </>
  );
}

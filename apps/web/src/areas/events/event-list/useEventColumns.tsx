import { useMemo } from 'react';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CameraOutlined, CopyOutlined, EditOutlined, EyeOutlined, WarningOutlined } from '@ant-design/icons';
import { EVENT_FULFILMENT_LABELS, type EventFulfilment, type EventKind, type EventListItem } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { useAuthStore } from '../../../shared/auth/authStore';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { eventLink } from '../../../shared/links/customerLinks';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteEvent, useDuplicateEvent } from '../api';
import { COMPETITION_LABELS } from '../labels';
import { editPathOf, eventPaths } from '../paths';
import { ConfirmationTag, OwnAnswerButtons } from '../components/Confirmation';
import { DeleteEventButton } from './DeleteEventButton';

const dash = <Typography.Text type="secondary">—</Typography.Text>;
const iconLink = { display: 'inline-block', padding: '4px 8px', fontSize: 16 } as const;
/** Columns that cannot be hidden. */
export const ALWAYS_SHOWN = ['title', 'actions'];

/** The Events table, declared: columns (the user may hide some), sortable ones and the row actions. */
export function useEventColumns({
  kind,
  canManage,
  openShotCard,
}: {
  kind: EventKind;
  canManage: boolean;
  openShotCard: (id: number) => void;
}) {
  const { message } = App.useApp();
  const { mutateAsync: deleteById } = useDeleteEvent();
  const remove = useDeleteWithMessage(deleteById, 'event');
  const duplicate = useDuplicateEvent();
  const listLink = useListLink();
  const navigate = useNavigate();
  const userId = useAuthStore((st) => st.user?.id);

  return useMemo<ResourceColumn<EventListItem>[]>(() => {
    /** The signed-in user's own assignment on the row, if it is on the crew. */
    const mine = (e: EventListItem) => e.photographers.find((p) => p.id === userId);
    const copy = (e: EventListItem) =>
      duplicate.mutateAsync(e.id).then(
        (c) => {
          void message.success(`Copied as draft #${c.id}`);
          void navigate(editPathOf(c));
        },
        (error: unknown) => void message.error(errorMessage(error)),
      );
    return [
      {
        key: 'title',
        title: 'Event',
        sortField: 'title',
        // Long game titles wrap rather than push the game-day columns off screen.
        width: 280,
        render: (_, e) => (
          <Space orientation="vertical" size={0}>
            <Link {...listLink(eventPaths.view(e.id))}>{e.title}</Link>
            <Typography.Text type="secondary">
              {COMPETITION_LABELS[e.competitionType]}
              {e.isPrivateEvent ? ' · private' : ''}
            </Typography.Text>
            {e.photographers.some((p) => p.confirmation === 'rejected') && (
              <Tag color="red" icon={<WarningOutlined aria-hidden />} data-testid="crew-declined">
                Crew declined
              </Tag>
            )}
            {mine(e) && (mine(e)!.confirmation === 'email_sent' || mine(e)!.confirmation === 'pending') && (
              <OwnAnswerButtons
                eventId={e.id}
                title={e.title}
                startTime={e.startTime}
                current={mine(e)!.confirmation}
              />
            )}
          </Space>
        ),
      },
      { key: 'startTime', title: 'Starts', sortField: 'startTime', render: (_, e) => <DateCell value={e.startTime} /> },
      ...gameDayColumns(openShotCard),
      ...(kind === 'sideline' ? sidelineColumns : mediaDayColumns),
      {
        key: 'photographers',
        title: kind === 'sideline' ? 'Photographers' : 'Staff',
        render: (_, e) =>
          e.photographers.length ? (
            <Space size={4} wrap>
              {e.photographers.map((p) => (
                <ConfirmationTag key={p.id} value={p.confirmation} name={p.name} />
              ))}
            </Space>
          ) : (
            dash
          ),
      },
      { key: 'status', title: 'Status', sortField: 'status', render: (_, e) => <StatusTag status={e.status} /> },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, e) => <DateCell value={e.createdAt} dateOnly />,
      },
      {
        key: 'actions',
        title: <span className="sr-only">Actions</span>,
        align: 'right',
        render: (_, e) => (
          <Space size={0}>
            <Tooltip title="View">
              <Link {...listLink(eventPaths.view(e.id))} aria-label={`View ${e.title}`} style={iconLink}>
                <EyeOutlined aria-hidden />
              </Link>
            </Tooltip>
            {canManage && (
              <Tooltip title="Edit">
                <Link {...listLink(editPathOf(e))} aria-label={`Edit ${e.title}`} style={iconLink}>
                  <EditOutlined aria-hidden />
                </Link>
              </Tooltip>
            )}
            {canManage && (
              <Tooltip title="Duplicate as draft">
                <Button
                  type="text"
                  icon={<CopyOutlined aria-hidden />}
                  aria-label={`Duplicate ${e.title}`}
                  onClick={() => void copy(e)}
                />
              </Tooltip>
            )}
            <CopyLinkButton link={eventLink(e)} compact label={`Copy link of ${e.title}`} />
            <Tooltip title="Shot card">
              <Button
                type="text"
                icon={<CameraOutlined aria-hidden />}
                aria-label={`Shot card of ${e.title}`}
                onClick={() => openShotCard(e.id)}
              />
            </Tooltip>
            {canManage && <DeleteEventButton event={e} onConfirm={() => remove(e.id, e.title)} />}
          </Space>
        ),
      },
    ];
  }, [kind, canManage, message, remove, duplicate, listLink, navigate, openShotCard, userId]);
}

// A game's title already names its teams and level: those columns wait in the picker, leaving room for game day.
const sidelineColumns: ResourceColumn<EventListItem>[] = [
  { key: 'category', title: 'Sport', render: (_, e) => e.categoryName ?? dash },
  { key: 'level', title: 'Level', defaultHidden: true, render: (_, e) => e.levelName ?? dash },
  {
    key: 'teams',
    title: 'Teams',
    defaultHidden: true,
    render: (_, e) => (e.homeTeamName ? [e.visitingTeamName, e.homeTeamName].filter(Boolean).join(' @ ') : dash),
  },
  { key: 'venue', title: 'Venue', render: (_, e) => e.venueName ?? dash },
];

/** A media day has participating teams instead of a match, and is held for a district under a Statement of Work. */
const mediaDayColumns: ResourceColumn<EventListItem>[] = [
  {
    key: 'teams',
    title: 'Teams',
    render: (_, e) => (e.participatingTeamNames.length ? e.participatingTeamNames.join(', ') : dash),
  },
  { key: 'level', title: 'Level', render: (_, e) => e.levelName ?? dash },
  { key: 'district', title: 'School district', render: (_, e) => e.schoolDistrictName ?? dash },
  { key: 'sow', title: 'Statement of Work', render: (_, e) => e.statementOfWorkTitle ?? dash },
];

const FULFILMENT_COLORS: Record<EventFulfilment, string> = { unfulfilled: 'red', partly: 'gold', fulfilled: 'green' };
const number = { align: 'right' as const };

/**
 * What staff watch on game day: orders in before the start (and what they came to, for those who see money), the
 * game teams' orders, the crew's size, how far fulfilment is; the gallery, the customer page and the shot card
 * are there to pick in the column picker.
 */
function gameDayColumns(openShotCard: (id: number) => void): ResourceColumn<EventListItem>[] {
  return [
    { key: 'preOrders', title: '# Pre-orders', ...number, render: (_, e) => e.preOrders },
    {
      key: 'preOrderAmount',
      title: 'Pre-order $',
      ...number,
      render: (_, e) => (e.preOrderAmount === null ? dash : <MoneyCell cents={e.preOrderAmount} />),
    },
    { key: 'teamOrders', title: 'Team orders', ...number, defaultHidden: true, render: (_, e) => e.teamOrders },
    { key: 'crewCount', title: '# Photographers', ...number, render: (_, e) => e.photographers.length },
    {
      key: 'fulfilment',
      title: 'Fulfilment',
      render: (_, e) =>
        e.fulfilment ? (
          <Tag color={FULFILMENT_COLORS[e.fulfilment]}>{EVENT_FULFILMENT_LABELS[e.fulfilment]}</Tag>
        ) : (
          dash
        ),
    },
    {
      key: 'gallery',
      title: 'Zenfolio gallery',
      defaultHidden: true,
      render: (_, e) =>
        e.galleryLink ? (
          <Typography.Link href={e.galleryLink} target="_blank" rel="noreferrer">
            Gallery
          </Typography.Link>
        ) : (
          dash
        ),
    },
    {
      key: 'webLink',
      title: 'Web link',
      defaultHidden: true,
      render: (_, e) => {
        const link = eventLink(e);
        return link ? (
          <Typography.Link href={link} target="_blank" rel="noreferrer">
            Event page
          </Typography.Link>
        ) : (
          dash
        );
      },
    },
    {
      key: 'shotCard',
      title: 'Shot card',
      defaultHidden: true,
      render: (_, e) => (
        <Button
          size="small"
          type="link"
          onClick={() => openShotCard(e.id)}
          aria-label={`Shot card of ${e.title} (column)`}
        >
          Shot card
        </Button>
      ),
    },
  ];
}

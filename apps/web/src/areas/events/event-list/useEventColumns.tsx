import { useMemo } from 'react';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CameraOutlined, CopyOutlined, EditOutlined, EyeOutlined, WarningOutlined } from '@ant-design/icons';
import type { EventKind, EventListItem } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
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

const sidelineColumns: ResourceColumn<EventListItem>[] = [
  { key: 'category', title: 'Sport', render: (_, e) => e.categoryName ?? dash },
  { key: 'level', title: 'Level', render: (_, e) => e.levelName ?? dash },
  {
    key: 'teams',
    title: 'Teams',
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

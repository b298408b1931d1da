import { useState } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useEvent } from '../api';
import { eventPaths } from '../labels';
import { EventForm } from './EventForm';

/** /events/add-event and /events/edit-event/:eventId share this page. */
export function EventFormPage() {
  const { eventId } = useParams();
  const id = eventId === undefined ? undefined : (parsePositiveInt(eventId) ?? -1);
  const { back } = useBackToList(eventPaths.list);
  const canManage = usePermission('events', 'manage');
  if (!canManage) return <NoAccess what={id ? 'edit events' : 'add events'} area="Events" listPath={eventPaths.list} />;
  if (id === undefined)
    return (
      <>
        <PageHeader title="Add event" />
        <div style={{ maxWidth: 1100 }}>
          <EventForm onDone={back} />
        </div>
      </>
    );
  return <EditEvent key={id} id={id} onDone={back} />;
}

function EditEvent({ id, onDone }: { id: number; onDone: () => void }) {
  const { data, isPending, isError, error, refetch } = useEvent(id);
  // Bumped after a stale-save Reload, so the form restarts from the version just loaded.
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <PageHeader title={`Edit event #${id}`} subtitle={data?.title} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={17}>
          {isPending ? (
            <Card>
              <Skeleton active paragraph={{ rows: 10 }} />
            </Card>
          ) : isError ? (
            <Card>
              <ItemLoadError error={error} itemType="event" onBack={onDone} />
            </Card>
          ) : (
            <EventForm key={version} event={data} onDone={onDone} onReload={() => void reload()} />
          )}
        </Col>
        <Col xs={24} xl={7}>
          <Card>
            <HistoryPanel menu="events" itemId={id} itemType="event" />
          </Card>
        </Col>
      </Row>
    </>
  );
}

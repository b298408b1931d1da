import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useEvent } from '../api';
import { eventPaths } from '../paths';
import { EventForm } from './EventForm';

/** /events/add-event and /events/edit-event/:eventId share this page. */
export function EventFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'eventId', module: 'events', listPath: eventPaths.list });
  if (!canManage)
    return <NoAccess what={id === undefined ? 'add events' : 'edit events'} area="Events" listPath={eventPaths.list} />;
  if (id === null) return <ItemLoadError error={null} itemType="event" onBack={back} />;
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
  const query = useEvent(id);
  return (
    <>
      <PageHeader title={`Edit event #${id}`} subtitle={query.data?.title} />
      <FormBesideHistory formSpan={17} history={{ menu: 'events', itemId: id, itemType: 'event' }}>
        <LoadedItem query={query} itemType="event" onBack={onDone}>
          {(event, { formKey, reload }) => <EventForm key={formKey} event={event} onDone={onDone} onReload={reload} />}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

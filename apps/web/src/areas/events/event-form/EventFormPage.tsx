import { Flex } from 'antd';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useEvent } from '../api';
import { EventTracker } from '../event-view/EventTracker';
import { eventPaths } from '../paths';
import { EventForm, type EventFormVariant } from './EventForm';

/** How each kind of event page is named and where it goes back to. */
const PAGE = {
  event: { itemType: 'event', plural: 'events', listPath: eventPaths.list },
  'media-day': { itemType: 'media day', plural: 'media days', listPath: eventPaths.mediaDays },
} as const satisfies Record<EventFormVariant, { itemType: string; plural: string; listPath: string }>;

/** Add and edit pages of an event or a media day (`/events/add-event`, `/events/edit-media-day/:eventId`, …). */
function EventPage({ variant }: { variant: EventFormVariant }) {
  const page = PAGE[variant];
  const { id, canManage, back } = useItemPage({ param: 'eventId', module: 'events', listPath: page.listPath });
  if (!canManage)
    return (
      <NoAccess
        what={id === undefined ? `add ${page.plural}` : `edit ${page.plural}`}
        area="Events"
        listPath={page.listPath}
      />
    );
  if (id === null) return <ItemLoadError error={null} itemType={page.itemType} onBack={back} />;
  if (id === undefined)
    return (
      <>
        <PageHeader title={`Add ${page.itemType}`} />
        <div style={{ maxWidth: 1100 }}>
          <EventForm variant={variant} onDone={back} />
        </div>
      </>
    );
  return <EditEvent key={id} id={id} variant={variant} onDone={back} />;
}

function EditEvent({ id, variant, onDone }: { id: number; variant: EventFormVariant; onDone: () => void }) {
  const query = useEvent(id);
  const { itemType } = PAGE[variant];
  return (
    <>
      <PageHeader title={`Edit ${itemType} #${id}`} subtitle={query.data?.title} />
      <FormBesideHistory formSpan={17} history={{ menu: 'events', itemId: id, itemType }}>
        <LoadedItem query={query} itemType={itemType} onBack={onDone}>
          {(event, { formKey, reload }) => (
            <Flex vertical gap={16}>
              <EventTracker event={event} />
              <EventForm key={formKey} variant={variant} event={event} onDone={onDone} onReload={reload} />
            </Flex>
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

export const EventFormPage = () => <EventPage variant="event" />;
export const MediaDayFormPage = () => <EventPage variant="media-day" />;

import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/events/add-event` and the edit route with `:eventId`. */
export function EventFormPage() {
  const { eventId } = useParams();
  return (
    <ComingSoon
      title={eventId ? `Edit event #${eventId}` : 'Add event'}
      purpose="An event’s details, matches, photographers, products and images."
    />
  );
}

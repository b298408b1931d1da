import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function EventListPage() {
  return (
    <ComingSoon
      title="Events"
      purpose="Create, publish and fulfil events, import them from a CSV file, copy an event’s link and print shot cards."
    />
  );
}

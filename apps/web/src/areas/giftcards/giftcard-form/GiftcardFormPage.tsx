import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/giftcards/add-giftcard` and the edit route with `:giftcardId`. */
export function GiftcardFormPage() {
  const { giftcardId } = useParams();
  return (
    <ComingSoon
      title={giftcardId ? `Edit gift card #${giftcardId}` : 'Add gift card'}
      purpose="A gift card’s code, value and description."
    />
  );
}

import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/users/add-user` and the edit route with `:userId`. */
export function UserFormPage() {
  const { userId } = useParams();
  return (
    <ComingSoon
      title={userId ? `Edit user #${userId}` : 'Add user'}
      purpose="A user’s profile, photo, roles and status."
    />
  );
}

import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/organizations/add-organization` and the edit route with `:organizationId`. */
export function OrganizationFormPage() {
  const { organizationId } = useParams();
  return (
    <ComingSoon
      title={organizationId ? `Edit organization #${organizationId}` : 'Add organization'}
      purpose="An organization’s details, address, logo and booster commissions."
    />
  );
}

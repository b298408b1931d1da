import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { CalendarOutlined, EditOutlined } from '@ant-design/icons';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { fromListState } from '../../../shared/routing/useBackToList';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { eventPaths } from '../../events/public';
import { useOrganization } from '../api';
import { organizationPaths } from '../paths';
import { OrganizationDetails } from './OrganizationDetails';

/** `/organizations/view-organization/:organizationId`: the organization read-only, its history beside it. */
export function OrganizationViewPage() {
  const { id, canManage, back } = useItemPage({
    param: 'organizationId',
    module: 'organizations',
    listPath: organizationPaths.list,
  });
  // The route always has an id; one that cannot name an organization ("abc") is missing without asking.
  if (!id) return <ItemLoadError error={null} itemType="organization" onBack={back} />;
  return <ViewOrganization key={id} id={id} canManage={canManage} onBack={back} />;
}

function ViewOrganization({ id, canManage, onBack }: { id: number; canManage: boolean; onBack: () => void }) {
  const query = useOrganization(id);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={query.data?.name ?? 'Organization'}
        subtitle={query.data?.shortName ?? undefined}
        actions={
          <>
            <BackToListButton onClick={onBack} label="Organizations" />
            <Button
              icon={<CalendarOutlined aria-hidden />}
              onClick={() => void navigate(eventPaths.ofOrganization(id))}
            >
              View linked events
            </Button>
            {canManage && (
              <Button
                type="primary"
                icon={<EditOutlined aria-hidden />}
                // Saving or cancelling the edit comes back here (Back), not to the list.
                onClick={() => void navigate(organizationPaths.edit(id), { state: fromListState })}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <FormBesideHistory formSpan={17} history={{ menu: 'organizations', itemId: id, itemType: 'organization' }}>
        <LoadedItem query={query} itemType="organization" onBack={onBack}>
          {(organization) => <OrganizationDetails organization={organization} />}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

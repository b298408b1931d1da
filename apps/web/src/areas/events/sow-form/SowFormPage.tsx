import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { eventPaths } from '../paths';
import { useSow } from '../sowApi';
import { SowForm } from './SowForm';

const BACK = 'Statements of Work';

/** `/events/add-sow` and `/events/edit-sow/:sowId`. */
export function SowFormPage() {
  const { id, canManage, back } = useItemPage({
    param: 'sowId',
    module: 'events',
    listPath: eventPaths.statementsOfWork,
  });
  if (!canManage)
    return (
      <NoAccess
        what={id === undefined ? 'add Statements of Work' : 'edit Statements of Work'}
        area="Events"
        listPath={eventPaths.statementsOfWork}
      />
    );
  if (id === null) return <ItemLoadError error={null} itemType="Statement of Work" onBack={back} />;
  if (id === undefined)
    return (
      <>
        <PageHeader title="Add Statement of Work" actions={<BackToListButton onClick={back} label={BACK} />} />
        <div style={{ maxWidth: 1040 }}>
          <SowForm onDone={back} />
        </div>
      </>
    );
  return <EditSow key={id} id={id} onDone={back} />;
}

function EditSow({ id, onDone }: { id: number; onDone: () => void }) {
  const query = useSow(id);
  return (
    <>
      <PageHeader
        title={`Edit Statement of Work #${id}`}
        subtitle={query.data?.title}
        actions={<BackToListButton onClick={onDone} label={BACK} />}
      />
      <FormBesideHistory
        formSpan={16}
        history={{ menu: 'statements-of-work', itemId: id, itemType: 'Statement of Work' }}
      >
        <LoadedItem query={query} itemType="Statement of Work" onBack={onDone}>
          {(sow, { formKey, reload }) => <SowForm key={formKey} sow={sow} onDone={onDone} onReload={reload} />}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

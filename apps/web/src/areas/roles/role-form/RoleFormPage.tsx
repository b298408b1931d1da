import { useState } from 'react';
import { App, Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ROLE_ADMIN, type Role } from '@phlox/contract';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useDeleteRole, useRole } from '../api';
import { RoleForm } from './RoleForm';

const LIST_PATH = '/roles';

/** Add and edit share this screen: `/roles/add-role` and `/roles/edit-role/:id`. */
export function RoleFormPage() {
  const { id: param } = useParams();
  const canManage = usePermission('roles', 'manage');
  const { back } = useBackToList(LIST_PATH);

  if (param === undefined) {
    if (!canManage) return <NoAccess />;
    return (
      <>
        <PageHeader title="Add role" actions={<BackButton />} />
        <RoleForm onDone={back} />
      </>
    );
  }
  const id = parsePositiveInt(param);
  if (!id) return <Missing />;
  return <EditRole key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function EditRole({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const { data, isPending, isError, error, refetch } = useRole(id);
  const [version, setVersion] = useState(0);

  if (isPending)
    return (
      <>
        <PageHeader title="Edit role" />
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      </>
    );
  if (isError) {
    if (isApiError(error) && error.status === 404) return <Missing />;
    return (
      <Result
        status="error"
        title="Could not load the role"
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  const editable = !readOnly && data.name !== ROLE_ADMIN;
  return (
    <>
      <PageHeader
        title={editable ? `Edit ${data.name}` : data.name}
        subtitle={`${data.userCount} ${data.userCount === 1 ? 'user holds' : 'users hold'} this role`}
        actions={
          <>
            <BackButton />
            {!readOnly && !data.builtIn && <DeleteRole role={data} onDeleted={onDone} />}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <RoleForm key={version} role={data} readOnly={readOnly} onDone={onDone} onReload={() => void reload()} />
        </Col>
        <Col xs={24} xl={7}>
          <Card>
            <HistoryPanel menu="roles" itemId={id} itemType="role" />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function DeleteRole({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const { message } = App.useApp();
  const remove = useDeleteRole();
  const onConfirm = () =>
    remove.mutateAsync(role.id).then(
      () => {
        void message.success(`Role “${role.displayName}” deleted`);
        onDeleted();
      },
      (error: unknown) => void message.error(errorMessage(error)),
    );
  return <ConfirmDelete itemType="role" itemName={role.name} onConfirm={onConfirm} disabled={role.userCount > 0} />;
}

function BackButton() {
  const { back } = useBackToList(LIST_PATH);
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
      Roles
    </Button>
  );
}

function Missing() {
  return (
    <Result
      status="404"
      title="This role does not exist"
      subTitle="It may have been deleted by someone else."
      extra={<Link to={LIST_PATH}>Back to roles</Link>}
    />
  );
}

function NoAccess() {
  return (
    <Result
      status="403"
      title="No access"
      subTitle="Your role lets you view roles but not add them."
      extra={<Link to={LIST_PATH}>Back to roles</Link>}
    />
  );
}

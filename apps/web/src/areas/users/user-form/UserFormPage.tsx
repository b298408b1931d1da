import { useState } from 'react';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useRoleOptions, useUser } from '../api';
import { fullName } from '../user-list/useUserColumns';
import { UserAccountActions } from './UserAccountActions';
import { UserForm } from './UserForm';

const LIST_PATH = '/users';

/** Add and edit share this screen: `/users/add-user` and `/users/edit-user/:userId`. */
export function UserFormPage() {
  const { userId } = useParams();
  const canManage = usePermission('users', 'manage');
  const { back } = useBackToList(LIST_PATH);
  const roles = useRoleOptions();

  if (userId !== undefined && !parsePositiveInt(userId)) return <Missing />;
  if (userId === undefined && !canManage) return <NoAccess />;
  if (roles.isPending) return <Loading title={userId ? 'Edit user' : 'Add user'} />;
  if (roles.isError) return <LoadFailed error={roles.error} retry={() => void roles.refetch()} />;
  if (userId === undefined) {
    return (
      <>
        <PageHeader title="Add user" actions={<BackButton />} />
        <UserForm roles={roles.data} onDone={back} />
      </>
    );
  }
  const id = parsePositiveInt(userId)!;
  return <EditUser key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function EditUser({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const user = useUser(id);
  const roles = useRoleOptions();
  const [version, setVersion] = useState(0);

  if (user.isPending || roles.isPending) return <Loading title="Edit user" />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404) return <Missing />;
    return <LoadFailed error={user.error} retry={() => void user.refetch()} />;
  }
  if (roles.isError) return <LoadFailed error={roles.error} retry={() => void roles.refetch()} />;
  const reload = async () => {
    await user.refetch();
    setVersion((v) => v + 1);
  };
  const name = fullName(user.data);
  return (
    <>
      <PageHeader
        title={readOnly ? name : `Edit ${name}`}
        subtitle={user.data.email}
        actions={
          <>
            <BackButton />
            {!readOnly && <UserAccountActions user={user.data} onDeleted={onDone} />}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <UserForm
            key={version}
            user={user.data}
            roles={roles.data}
            readOnly={readOnly}
            onDone={onDone}
            onReload={() => void reload()}
          />
        </Col>
        <Col xs={24} xl={7}>
          <Card>
            <HistoryPanel menu="users" itemId={id} itemType="user" />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function Loading({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    </>
  );
}

function BackButton() {
  const { back } = useBackToList(LIST_PATH);
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
      Users
    </Button>
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Result
      status="error"
      title="Could not load the user"
      subTitle={errorMessage(error)}
      extra={<Button onClick={retry}>Try again</Button>}
    />
  );
}

function Missing() {
  return (
    <Result
      status="404"
      title="This user does not exist"
      subTitle="It may have been deleted by someone else."
      extra={<Link to={LIST_PATH}>Back to users</Link>}
    />
  );
}

function NoAccess() {
  return (
    <Result
      status="403"
      title="No access"
      subTitle="Your role lets you view users but not add them."
      extra={<Link to={LIST_PATH}>Back to users</Link>}
    />
  );
}

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
import { useOrganization } from '../api';
import { OrganizationForm } from './OrganizationForm';

const LIST_PATH = '/organizations';

/** Add and edit share this screen: `/organizations/add-organization` and `/organizations/edit-organization/:id`. */
export function OrganizationFormPage() {
  const { organizationId } = useParams();
  const canManage = usePermission('organizations', 'manage');
  const { back } = useBackToList(LIST_PATH);

  if (organizationId === undefined) {
    if (!canManage) return <NoAccess />;
    return (
      <>
        <PageHeader title="Add organization" actions={<BackLink />} />
        <OrganizationForm onDone={back} />
      </>
    );
  }
  const id = parsePositiveInt(organizationId);
  if (!id) return <Missing />;
  return <EditOrganization key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function EditOrganization({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const { data, isPending, isError, error, refetch } = useOrganization(id);
  const [version, setVersion] = useState(0);

  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  if (isError) {
    if (isApiError(error) && error.status === 404) return <Missing />;
    return (
      <Result
        status="error"
        title="Could not load the organization"
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <PageHeader title={readOnly ? data.name : `Edit ${data.name}`} actions={<BackLink />} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <OrganizationForm
            key={version}
            organization={data}
            readOnly={readOnly}
            onDone={onDone}
            onReload={() => void reload()}
          />
        </Col>
        <Col xs={24} xl={7}>
          <Card>
            <HistoryPanel menu="organizations" itemId={id} itemType="organization" />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function BackLink() {
  const { back } = useBackToList(LIST_PATH);
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
      Organizations
    </Button>
  );
}

function Missing() {
  return (
    <Result
      status="404"
      title="This organization does not exist"
      subTitle="It may have been deleted by someone else."
      extra={<Link to={LIST_PATH}>Back to organizations</Link>}
    />
  );
}

function NoAccess() {
  return (
    <Result
      status="403"
      title="No access"
      subTitle="Your role lets you view organizations but not add them."
      extra={<Link to={LIST_PATH}>Back to organizations</Link>}
    />
  );
}

import { useState } from 'react';
import { Button, Card, Col, Result, Row, Skeleton, Tag } from 'antd';
import { errorMessage } from '../../shared/api/ApiError';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useProfile } from './api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** /profile: the signed-in user's own details and password, whatever their role. */
export function ProfilePage() {
  const { data, isPending, isError, error, refetch } = useProfile();
  const [version, setVersion] = useState(0);

  if (isPending)
    return (
      <>
        <PageHeader title="Profile" />
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </>
    );
  if (isError)
    return (
      <Result
        status="error"
        title="Could not load your profile"
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <PageHeader
        title="Profile"
        subtitle={data.roles.map((r) => (
          <Tag key={r}>{r}</Tag>
        ))}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ProfileForm key={version} profile={data} onReload={() => void reload()} />
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Password">
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}

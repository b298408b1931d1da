import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { formatCompensation, type Profile } from '@phlox/contract';
import { errorMessage } from '../../shared/api/ApiError';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useProfile } from './api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** One's own level and pay, as staff set them: shown, never edited here (the server does not take them). */
function LevelAndPay({ profile }: { profile: Profile }) {
  const pay = formatCompensation(profile.compensationType, profile.compensationRate);
  if (!profile.levelName && !pay) return null;
  return (
    <Card title="Level and pay">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'level', label: 'Level', children: profile.levelName ?? '—' },
          { key: 'pay', label: 'Compensation', children: pay ?? '—' },
        ]}
      />
      <Typography.Text type="secondary">Set by staff.</Typography.Text>
    </Card>
  );
}

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
          <Flex vertical gap={16}>
            <Card title="Password">
              <ChangePasswordForm />
            </Card>
            <LevelAndPay profile={data} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

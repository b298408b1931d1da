import { Flex, Layout, Result } from 'antd';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { useAuthStore } from '../../../shared/auth/authStore';
import { NotificationCentre } from '../../../shared/jobs/NotificationCentre';
import { pageAllowed, routeHandle } from '../../routeHandle';
import { DashboardProviders } from './DashboardProviders';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const headerStyle = {
  background: '#fff',
  padding: '0 24px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  borderBottom: '1px solid #f0f0f0',
  position: 'sticky',
  top: 0,
  zIndex: 10,
} as const;

/** The signed-in shell: sidebar of the areas, header with the user and Logout, the page (if the role allows it). */
export function DashboardLayout() {
  const user = useAuthStore((s) => s.user);
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((m) => routeHandle(m.handle))
    .find((h) => h.module);

  if (!user) return null;
  const allowed = !handle || pageAllowed(user, handle);
  return (
    <DashboardProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <Sidebar permissions={user.permissions} />
        <Layout>
          <Layout.Header style={headerStyle}>
            <Flex align="center" gap={16}>
              <NotificationCentre />
              <UserMenu user={user} />
            </Flex>
          </Layout.Header>
          {navigation.state === 'loading' && (
            <div className="phlox-route-progress" role="progressbar" aria-label="Loading page" />
          )}
          <Layout.Content style={{ padding: 24 }}>
            <main>
              {allowed ? (
                <Outlet />
              ) : (
                <Result
                  status="403"
                  title="No access"
                  subTitle="Your role does not give you access to this area. Ask an administrator if you need it."
                />
              )}
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
    </DashboardProviders>
  );
}

import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { landingPath, type Permissions } from '@phlox/contract';
import { BrandMark } from '../../../shared/ui/BrandMark';
import { areaOfPath, visibleAreas } from './navigation';

const SIDER_WIDTH = 232;

/** The areas the user may at least view; collapses to icons on narrow screens. */
export function Sidebar({ permissions }: { permissions: Partial<Permissions> }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const areas = useMemo(() => visibleAreas(permissions), [permissions]);
  const current = areaOfPath(areas, pathname);

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      breakpoint="lg"
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <div style={{ padding: '18px 20px', overflow: 'hidden' }}>
        <Link to={landingPath(permissions)} aria-label="Phlox Admin home">
          {collapsed ? <img src="/favicon.svg" alt="" width={28} height={28} /> : <BrandMark inverted />}
        </Link>
      </div>
      <nav aria-label="Areas">
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current.name] : []}
          items={areas.map((area) => ({
            key: area.name,
            icon: area.icon,
            label: <Link to={area.path}>{area.label}</Link>,
          }))}
        />
      </nav>
    </Layout.Sider>
  );
}

import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClusterOutlined,
  DollarOutlined,
  GiftOutlined,
  PictureOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { MODULES, tierAllows, type ModuleName, type Permissions } from '@phlox/contract';

type AreaName = ModuleName;

const ICONS: Record<AreaName, ReactNode> = {
  events: <CalendarOutlined />,
  bundles: <AppstoreOutlined />,
  orders: <ShoppingCartOutlined />,
  users: <UserOutlined />,
  organizations: <BankOutlined />,
  'school-districts': <ClusterOutlined />,
  products: <ShoppingOutlined />,
  coupons: <TagsOutlined />,
  categories: <ApartmentOutlined />,
  levels: <RiseOutlined />,
  'browse-and-buy': <PictureOutlined />,
  payouts: <DollarOutlined />,
  giftcards: <GiftOutlined />,
  reports: <BarChartOutlined />,
  roles: <SafetyCertificateOutlined />,
};

export interface NavArea {
  name: AreaName;
  label: string;
  path: string;
  icon: ReactNode;
}

/** The 13 areas of spec §1, Roles and School Districts, that the user may at least view: "none" hides an area. */
export function visibleAreas(permissions: Partial<Permissions> | undefined): NavArea[] {
  return MODULES.filter((m) => tierAllows(permissions?.[m.name], 'view')).map((m) => ({
    name: m.name,
    label: m.label,
    path: m.path,
    icon: ICONS[m.name],
  }));
}

/** The area a path belongs to: "/payout/view-history" → the Payouts area at "/payout". */
export function areaOfPath(areas: NavArea[], pathname: string): NavArea | undefined {
  return areas.find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`));
}

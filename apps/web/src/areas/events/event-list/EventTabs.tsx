import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { useOwnRowsOnly } from '../../../shared/permissions/usePermission';
import { eventPaths } from '../paths';

const TABS = [
  { key: eventPaths.list, label: 'Sideline' },
  { key: eventPaths.mediaDays, label: 'Media Days' },
];
const SOW_TAB = { key: eventPaths.statementsOfWork, label: 'Statements of Work' };

/** Each tab's last search (its filters, sort and page), so going back to a tab finds it as it was left. */
const useTabSearch = create<{ search: Record<string, string>; remember: (tab: string, search: string) => void }>()(
  (set) => ({
    search: {},
    remember: (tab, search) => set((s) => ({ search: { ...s.search, [tab]: search } })),
  }),
);

/** The events cockpit's tabs: Sideline (/events), Media Days, Statements of Work — each its own URL and list. */
export function EventTabs() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const saved = useTabSearch((s) => s.search);
  const remember = useTabSearch((s) => s.remember);
  // Statements of Work are staff only (the API refuses them to a photographer): no tab that can only fail.
  const staff = !useOwnRowsOnly('events');
  return (
    <Tabs
      activeKey={pathname}
      items={staff ? [...TABS, SOW_TAB] : TABS}
      style={{ marginBottom: 8 }}
      onChange={(tab) => {
        remember(pathname, search);
        void navigate(`${tab}${saved[tab] ?? ''}`);
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { BrandMark } from '../../../shared/ui/BrandMark';

/** The plain layout of the public pages: a centred card, no navigation. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        padding: '32px 16px',
        boxSizing: 'border-box',
        background: 'linear-gradient(160deg, #eaf1fd 0%, #f7f9fc 60%)',
      }}
    >
      <BrandMark />
      <main style={{ width: '100%', maxWidth: 420 }}>{children}</main>
      <p style={{ margin: 0, fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>
        Event photography marketplace administration
      </p>
    </div>
  );
}

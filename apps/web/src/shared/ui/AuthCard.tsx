import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * The card every public page is built in: a heading, an optional lead sentence, the form, a footer.
 * Plain elements styled with theme tokens: antd's Card and Typography would pull Tabs, Menu and Tooltip
 * into the sign-in page's script.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 8px 24px rgba(15, 35, 70, 0.08)',
        padding: 32,
        color: token.colorText,
      }}
    >
      <h1 style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.3, margin: `0 0 ${lead ? 4 : 24}px` }}>{title}</h1>
      {lead && <p style={{ color: token.colorTextSecondary, margin: '0 0 24px' }}>{lead}</p>}
      {children}
      {footer && <div style={{ marginTop: 16, textAlign: 'center', color: token.colorTextSecondary }}>{footer}</div>}
    </section>
  );
}

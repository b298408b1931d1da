import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One titled card of a long form page (details, images, products…), its title a level-2 heading. */
export function FormSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

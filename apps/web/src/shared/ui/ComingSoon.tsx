import { Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { PageHeader } from './PageHeader';

interface ComingSoonProps {
  /** The screen's title, e.g. "Events" or "Edit event". */
  title: string;
  /** What the screen will be for, one sentence. */
  purpose: string;
}

/** The page of an area that a later release builds (issue #2 allows exactly this). */
export function ComingSoon({ title, purpose }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Result icon={<ToolOutlined aria-hidden />} title="This area is coming in a later release" subTitle={purpose} />
      </Card>
    </>
  );
}

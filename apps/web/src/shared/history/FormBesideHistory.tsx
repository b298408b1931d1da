import type { ReactNode } from 'react';
import { Card, Col, Flex, Row } from 'antd';
import { HistoryPanel, type HistoryPanelProps } from './HistoryPanel';

interface FormBesideHistoryProps {
  /** The form column. */
  children: ReactNode;
  history: HistoryPanelProps;
  /** Cards above the history, e.g. a coupon's usage. */
  aside?: ReactNode;
  /** Of 24 columns, what the form takes on wide screens (from `from` up); the history takes the rest. */
  formSpan?: number;
  from?: 'lg' | 'xl';
}

/** An edit page's body: the form, and its item's change history beside it on wide screens, below it on narrow. */
export function FormBesideHistory({ children, history, aside, formSpan = 16, from = 'xl' }: FormBesideHistoryProps) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} {...{ [from]: formSpan }}>
        {children}
      </Col>
      <Col xs={24} {...{ [from]: 24 - formSpan }}>
        <Flex vertical gap={24}>
          {aside}
          <Card>
            <HistoryPanel {...history} />
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}

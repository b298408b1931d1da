import { useState, type CSSProperties } from 'react';
import { App, Alert, Button, DatePicker, Form, Input, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import {
  PAYEE_ROLE_LABELS,
  PAYEE_ROLES,
  formatUsd,
  type HeldRow,
  type PayeeOption,
  type PayeeRole,
  type UnpaidRow,
} from '@phlox/contract';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { toCalendarDate } from '../../../shared/forms/chicagoDates';
import { MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { usePayeeOptions, useSettle, useUnpaidRows } from '../api';
import { StandingTag } from '../shared/StandingTag';
import { payoutPaths } from '../paths';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

interface Values {
  payeeRole: PayeeRole;
  payeeId?: number;
  rowIds: number[];
  adjustments: Array<{ amount: string; description: string }>;
  paymentDate: Dayjs | null;
  comment?: string;
}

/**
 * Choose a payee, pick owed rows, add signed adjustments and a payment date, confirm: one settlement. Only owed
 * rows are offered; the payee's projected and void rows are listed apart with why (the server refuses them too).
 */
export function SettleDialog({
  preset,
  onClose,
}: {
  preset?: { payeeRole: PayeeRole; payeeId: number };
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const role = Form.useWatch('payeeRole', form) ?? preset?.payeeRole ?? 'staff';
  const payeeId = Form.useWatch('payeeId', form);
  const rowIds = Form.useWatch('rowIds', form) ?? [];
  const adjustments = Form.useWatch('adjustments', form) ?? [];
  const payees = usePayeeOptions(role);
  const rows = useUnpaidRows(role, payeeId);
  const settle = useSettle();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const picked = (rows.data?.data ?? []).filter((r) => rowIds.includes(r.id));
  const adjustmentTotal = adjustments.reduce((s, a) => s + (toCents(a?.amount) ?? 0), 0);
  const total = picked.reduce((s, r) => s + r.amount, 0) + adjustmentTotal;
  const payeeName = payees.data?.find((p) => p.payeeId === payeeId)?.payeeName ?? '';

  const submit = useOneAtATime(async (v: Values) => {
    setFailure(null);
    const input = {
      payeeRole: v.payeeRole,
      payeeId: v.payeeId!,
      rowIds: v.rowIds,
      adjustments: (v.adjustments ?? []).map((a) => ({ amount: toCents(a.amount) ?? 0, description: a.description })),
      paymentDate: toCalendarDate(v.paymentDate) ?? '',
      comment: v.comment,
    };
    const confirmed = await modal.confirm({
      title: `Pay ${payeeName} ${formatUsd(total)}?`,
      content: `${v.rowIds.length} payout(s)${input.adjustments.length ? ` and ${input.adjustments.length} adjustment(s)` : ''} will be marked Paid.`,
      okText: 'Settle',
    });
    if (!confirmed) return;
    try {
      const s = await settle.mutateAsync(input);
      void message.success(`Settled ${formatUsd(s.totalAmount)} to ${s.payeeName}`);
      onClose();
      void navigate(payoutPaths.settlement(s.id));
    } catch (e) {
      if (isApiError(e) && (e.status === 409 || e.status === 422)) void rows.refetch();
      if (!applyServerErrors(form, e)) setFailure(errorMessage(e));
      else if (isApiError(e)) setFailure(e.message);
    }
  });

  return (
    <Modal
      title="Settle payouts"
      open
      width={760}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="ok" type="primary" loading={settle.isPending} onClick={() => form.submit()}>
          Settle {formatUsd(total)}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{
          payeeRole: preset?.payeeRole ?? 'staff',
          payeeId: preset?.payeeId,
          rowIds: [],
          adjustments: [],
          paymentDate: dayjs(),
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('payeeRole' in changed) form.setFieldsValue({ payeeId: undefined, rowIds: [] });
          if ('payeeId' in changed) form.setFieldsValue({ rowIds: [] });
        }}
      >
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Space wrap align="start">
          <Form.Item name="payeeRole" label="Payee type">
            <Radio.Group
              optionType="button"
              options={PAYEE_ROLES.map((r) => ({ value: r, label: PAYEE_ROLE_LABELS[r] }))}
            />
          </Form.Item>
          <Form.Item name="payeeId" label="Payee" rules={[{ required: true, message: 'Choose who is paid' }]}>
            <Select
              aria-label="Payee"
              style={{ width: 320 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={payees.isLoading}
              placeholder="Payees with owed or projected payouts"
              options={(payees.data ?? []).map((p) => ({ value: p.payeeId, label: payeeLabel(p) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="rowIds"
          label="Payouts to pay"
          rules={[{ required: true, message: 'Pick at least one payout' }]}
        >
          <UnpaidPicker
            rows={rows.data?.data ?? []}
            held={rows.data?.held ?? []}
            chosen={payeeId !== undefined}
            loading={rows.isFetching}
          />
        </Form.Item>
        {!!rows.data?.data.length && !!rows.data.held.length && (
          <HeldRows rows={rows.data.held} style={{ margin: '-8px 0 16px' }} />
        )}
        <Form.List name="adjustments">
          {(fields, { add, remove }) => (
            <>
              <Typography.Text strong>Adjustments</Typography.Text>
              {fields.map((f) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[f.name, 'amount']}
                    rules={[moneyRule({ required: 'Enter an amount (− to deduct)' })]}
                  >
                    <MoneyInput aria-label="Adjustment amount" style={{ width: 140 }} placeholder="-25.00" />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'description']}
                    rules={[{ required: true, whitespace: true, message: 'Say what it is for' }]}
                  >
                    <Input aria-label="Adjustment description" placeholder="What it is for" style={{ width: 360 }} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} aria-label="Remove adjustment">
                    Remove
                  </Button>
                </Space>
              ))}
              <div style={{ margin: '8px 0 16px' }}>
                <Button onClick={() => add({ amount: '', description: '' })}>Add adjustment</Button>
              </div>
            </>
          )}
        </Form.List>
        <Space wrap align="start">
          <Form.Item
            name="paymentDate"
            label="Payment date"
            rules={[{ required: true, message: 'Choose the payment date' }]}
          >
            <DatePicker aria-label="Payment date" format={DATE_FORMATS} />
          </Form.Item>
          <Form.Item name="comment" label="Comment">
            <Input aria-label="Comment" style={{ width: 420 }} maxLength={1000} />
          </Form.Item>
        </Space>
        <div>
          <Typography.Text>
            Total: <strong>{formatUsd(total)}</strong> ({picked.length} payout(s), adjustments{' '}
            {formatUsd(adjustmentTotal)})
          </Typography.Text>
        </div>
      </Form>
    </Modal>
  );
}

function payeeLabel(p: PayeeOption): string {
  const projected = p.projected ? ` · ${formatUsd(p.projected)} projected` : '';
  return p.rows
    ? `${p.payeeName} — ${formatUsd(p.owed)} owed (${p.rows})${projected}`
    : `${p.payeeName} — nothing owed yet${projected}`;
}

/** The payee's unpaid rows that are not offered, each with why (game not played yet, draft, event canceled). */
function HeldRows({ rows, style }: { rows: HeldRow[]; style?: CSSProperties }) {
  return (
    <div data-testid="held-rows" style={style}>
      <Typography.Text type="secondary">
        Not offered ({rows.length}): a payout can be settled once its event has taken place.
      </Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {rows.map((r) => (
          <li key={r.id}>
            <Typography.Text type="secondary">
              {r.title} · <DateCell value={r.startTime} dateOnly /> · {formatUsd(r.amount)}{' '}
            </Typography.Text>
            <StandingTag standing={r.standing} holdReason={r.holdReason} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function UnpaidPicker({
  rows,
  held,
  chosen,
  loading,
  value,
  onChange,
}: {
  rows: UnpaidRow[];
  held: HeldRow[];
  chosen: boolean;
  loading: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const emptyText = !chosen ? (
    'Choose a payee to see what it is owed'
  ) : held.length ? (
    <div style={{ textAlign: 'left' }}>
      <Typography.Text strong>Nothing owed to settle yet.</Typography.Text>
      <HeldRows rows={held} style={{ marginTop: 4 }} />
    </div>
  ) : (
    'Nothing owed to this payee'
  );
  return (
    <Table<UnpaidRow>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 240 }}
      rowSelection={{ selectedRowKeys: value ?? [], onChange: (keys) => onChange?.(keys as number[]) }}
      locale={{ emptyText }}
      columns={[
        { key: 'title', title: 'Event', dataIndex: 'title' },
        { key: 'date', title: 'Date', render: (_, r) => <DateCell value={r.startTime} dateOnly /> },
        { key: 'status', title: 'Status', render: (_, r) => <StatusTag status={r.paymentStatus} /> },
        { key: 'amount', title: 'Amount', align: 'right', render: (_, r) => <MoneyCell cents={r.amount} /> },
      ]}
    />
  );
}

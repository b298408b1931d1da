import { useState } from 'react';
import { App, Button, DatePicker, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../shared/api/ApiError';
import { toCalendarDate } from '../../../shared/forms/chicagoDates';
import { isQueued, useRecompute } from '../api';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

/** Recomputes every event starting within a range of Chicago days; Paid rows are never changed. */
export function RecomputeRangeButton() {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const recompute = useRecompute();
  const { message } = App.useApp();
  const from = toCalendarDate(range?.[0]);
  const to = toCalendarDate(range?.[1]);
  const run = async () => {
    if (!from || !to) return;
    try {
      const r = await recompute.mutateAsync({ from, to });
      void message.success(
        isQueued(r)
          ? `Recomputing ${r.events} events in the background: the bell shows its progress`
          : `Recomputed ${r.events} event(s); ${r.changed} payout(s) changed`,
      );
      setOpen(false);
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Recompute…</Button>
      <Modal
        title="Recompute payouts"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void run()}
        okText="Recompute"
        okButtonProps={{ disabled: !from || !to, loading: recompute.isPending }}
      >
        <Typography.Paragraph>
          Computes the payouts of every event starting in these days (Chicago time) from the current sales. Unpaid rows
          are replaced; paid ones never change. Payouts follow sales by themselves within a minute: use this after
          changing many events at once, or to check. A long range runs in the background.
        </Typography.Paragraph>
        <DatePicker.RangePicker
          aria-label="Events from – to"
          format={DATE_FORMATS}
          value={range}
          onChange={(v) => setRange(v)}
        />
      </Modal>
    </>
  );
}

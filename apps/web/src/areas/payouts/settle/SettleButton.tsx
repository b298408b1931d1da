import { useState } from 'react';
import { Button } from 'antd';
import type { PayeeRole } from '@phlox/contract';
import { SettleDialog } from './SettleDialog';

/** Owners only (spec §6): the list and the payout page show it; the server checks it again. */
export function SettleButton({ preset }: { preset?: { payeeRole: PayeeRole; payeeId: number } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Settle…
      </Button>
      {open && <SettleDialog preset={preset} onClose={() => setOpen(false)} />}
    </>
  );
}

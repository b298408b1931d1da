import { Form, Input } from 'antd';
import { GIFTCARD_DEFAULT_VALUE, GIFTCARD_MAX_CENTS, giftcardInputSchema, type Giftcard } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { useSaveGiftcard } from '../api';

interface Values {
  code: string;
  /** dollars */
  value: string;
  description: string;
}
const fields = giftcardInputSchema.shape;

interface Props {
  card?: Giftcard;
  /** After a save: the saved card (a new one opens its own page). */
  onSaved: (card: Giftcard) => void;
  onCancel: () => void;
  onReload?: () => void;
  /** A view-only user: the fields show, nothing can be saved. */
  readOnly?: boolean;
}

export function GiftcardForm({ card, onSaved, onCancel, onReload, readOnly = false }: Props) {
  const save = useSaveGiftcard();
  // Once money has moved on the card, its terms are fixed (the server refuses too).
  const termsLocked = Boolean(card && card.transactionCount > 0);
  const f = useItemForm({
    itemType: 'gift card',
    item: card,
    readOnly,
    initialValues: (): Values => ({
      code: card?.code ?? '',
      value: fromCents(card?.value ?? GIFTCARD_DEFAULT_VALUE),
      description: card?.description ?? '',
    }),
    toInput: (v) => ({
      code: v.code.trim().toUpperCase(),
      value: toCents(v.value) ?? 0,
      description: v.description.trim() || null,
    }),
    save: ({ input, changes, item }) =>
      item
        ? save.mutateAsync({ id: item.id, input: changes, updatedAt: item.updatedAt })
        : save.mutateAsync({ input: { ...input, code: input.code || undefined } }),
    nameOf: (saved) => saved.code,
    onSaved,
  });

  return (
    <LongForm {...f.formProps}>
      <Form.Item
        name="code"
        label="Code"
        rules={[zodRule(fields.code)]}
        extra={
          termsLocked
            ? 'Fixed: the card has ledger entries.'
            : card
              ? '6 to 20 letters and digits.'
              : 'Leave empty to generate a random 10-character code.'
        }
      >
        <Input
          autoFocus={!card}
          maxLength={20}
          disabled={termsLocked}
          placeholder={card ? undefined : 'Generated'}
          style={{ textTransform: 'uppercase', fontFamily: 'monospace' }}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label="Value"
        rules={[moneyRule({ required: 'Enter a value', min: 0, max: GIFTCARD_MAX_CENTS })]}
        extra={
          termsLocked ? 'The opening credit. Change the balance with a credit or debit below.' : 'The opening credit.'
        }
      >
        <MoneyInput disabled={termsLocked} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} placeholder="Booster fundraiser prize" />
      </Form.Item>
      <FormFooter state={f} layout="inline" addLabel="Add gift card" onCancel={onCancel} onReload={onReload} />
    </LongForm>
  );
}

import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import {
  GIFTCARD_DEFAULT_VALUE,
  GIFTCARD_MAX_CENTS,
  giftcardFieldsSchema,
  type Giftcard,
  type GiftcardUpdate,
} from '@phlox/contract';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { LongForm } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { zodRule } from '../../../shared/forms/zodRule';
import { useSaveGiftcard } from '../api';

interface Values {
  code: string;
  /** dollars */
  value: string;
  description: string;
}
const fields = giftcardFieldsSchema.shape;

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>({
    code: card?.code ?? '',
    value: fromCents(card?.value ?? GIFTCARD_DEFAULT_VALUE),
    description: card?.description ?? '',
  });
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const save = useSaveGiftcard();
  // Once money has moved on the card, its terms are fixed (the server refuses too).
  const termsLocked = Boolean(card && card.transactionCount > 0);

  const onFinish = async (v: Values) => {
    setFailure(null);
    const input = {
      code: v.code.trim().toUpperCase(),
      value: toCents(v.value) ?? 0,
      description: v.description.trim() || null,
    };
    try {
      let saved: Giftcard;
      if (card) {
        const changes: GiftcardUpdate = {};
        if (input.code !== card.code) changes.code = input.code;
        if (input.value !== card.value) changes.value = input.value;
        if (input.description !== card.description) changes.description = input.description;
        saved = await save.mutateAsync({ id: card.id, input: changes, updatedAt: card.updatedAt });
        void message.success(`Gift card “${saved.code}” saved`);
      } else {
        saved = await save.mutateAsync({ input: { ...input, code: input.code || undefined } });
        void message.success(`Gift card “${saved.code}” added`);
      }
      allowLeave();
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <LongForm
      form={form}
      initialValues={initial}
      onValuesChange={(_c, all: Values) => setDirty(JSON.stringify(all) !== JSON.stringify(initial))}
      onFinish={onFinish}
      disabled={save.isPending || readOnly}
    >
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
      <FormFailureAlert failure={failure} itemType="gift card" onReload={onReload} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={false}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={Boolean(card) && !dirty}>
            {card ? 'Save' : 'Add gift card'}
          </Button>
        )}
      </Flex>
    </LongForm>
  );
}

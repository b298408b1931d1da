import { useCallback, type KeyboardEvent, type ReactNode } from 'react';
import { Card, Flex, Form, Typography, type FormInstance, type FormProps } from 'antd';
import { clearErrorsOfChanged } from './fieldErrors';
import { useOneAtATime } from './useOneAtATime';

type LongFormProps<Values> = Omit<FormProps<Values>, 'form' | 'onFinish' | 'children'> & {
  form: FormInstance<Values>;
  children: ReactNode;
  /** May return a promise: a second submission waits until it settles, whatever the render state says. */
  onFinish: (values: Values) => unknown;
  /** A short form (a dialog of a field or two): Enter in a field saves it, as it does in any small form. */
  enterSubmits?: boolean;
};

/**
 * An add/edit form. In a form of several sections (event, bundle, coupon, user…) Enter in a field does not submit
 * it — a half-filled record would be saved — Ctrl/⌘+Enter and the save button do (and Enter too with
 * `enterSubmits`); one submission runs at a time; a field's error goes as soon as the field changes (its rules
 * run again); a failed check scrolls to and focuses the first error.
 */
export function LongForm<Values>({
  form,
  onFinish,
  onKeyDown,
  onValuesChange,
  enterSubmits = false,
  ...rest
}: LongFormProps<Values>) {
  const finish = useOneAtATime(onFinish);
  const keyDown = useCallback(
    (event: KeyboardEvent<HTMLFormElement>) => {
      onKeyDown?.(event);
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        form.submit();
      } else if (!enterSubmits && event.target instanceof HTMLInputElement) {
        // Only stops the browser's implicit submit: pickers and selects have already taken the key.
        event.preventDefault();
      }
    },
    [enterSubmits, form, onKeyDown],
  );
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ block: 'center', focus: true }}
      {...rest}
      form={form}
      onKeyDown={keyDown}
      onValuesChange={(changed, all) => {
        clearErrorsOfChanged(form, changed);
        onValuesChange?.(changed, all);
      }}
      onFinish={(values) => void finish(values)}
    />
  );
}

/**
 * The long form's actions, kept in view at the bottom of the window while the form scrolls; `alert` (why the
 * last save failed) sits right above the buttons, so it is seen wherever the user is in the form.
 */
export function SaveBar({
  alert,
  status,
  children,
  canSave = true,
}: {
  alert?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
  /** False for a viewer: no shortcut to mention. */
  canSave?: boolean;
}) {
  return (
    <Card className="phlox-save-bar" styles={{ body: { padding: '12px 24px' } }}>
      {alert}
      <Flex justify="flex-end" align="center" gap={8} wrap>
        {status}
        {canSave && <Typography.Text type="secondary">Ctrl/⌘ + Enter saves</Typography.Text>}
        {children}
      </Flex>
    </Card>
  );
}

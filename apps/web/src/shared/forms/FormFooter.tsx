import { Button, Flex, Typography } from 'antd';
import { FormFailureAlert } from './FormFailureAlert';
import { SaveBar } from './LongForm';
import type { ItemFormState } from './useItemForm';

interface FormFooterProps<Values> {
  state: ItemFormState<Values>;
  /** "Add level": the submit button's label when adding. */
  addLabel?: string;
  /** The submit button's label when editing (default "Save"). */
  saveLabel?: string;
  /** Leaves without saving; no Cancel button without it. */
  onCancel?: () => void;
  /** What Cancel says to a viewer, who has nothing to cancel ("Back"). */
  backLabel?: string;
  /** Loads the latest version after someone else's save. */
  onReload?: () => void;
  /** A page-long form keeps its actions in view at the bottom of the window; a dialog's sit under its fields. */
  layout?: 'bar' | 'inline';
}

/** Why the last save failed, then Cancel and Save: Save waits for a change (when editing) and for uploads. */
export function FormFooter<Values>({
  state,
  addLabel = 'Add',
  saveLabel = 'Save',
  onCancel,
  backLabel = 'Back',
  onReload,
  layout = 'bar',
}: FormFooterProps<Values>) {
  const alert = <FormFailureAlert failure={state.failure} itemType={state.itemType} onReload={onReload} />;
  const status = state.uploading && (
    <Typography.Text type="secondary">Waiting for images to finish uploading…</Typography.Text>
  );
  const buttons = (
    <>
      {onCancel && (
        // Never disabled with the form: a viewer and a user waiting on a slow save can still leave.
        <Button onClick={() => state.confirmLeave(onCancel)} disabled={false}>
          {state.readOnly ? backLabel : 'Cancel'}
        </Button>
      )}
      {!state.readOnly && (
        <Button
          type="primary"
          htmlType="submit"
          loading={state.saving}
          disabled={state.uploading || (state.editing && !state.dirty)}
        >
          {state.editing ? saveLabel : addLabel}
        </Button>
      )}
    </>
  );
  // A viewer with nowhere to go back to has no actions at all: only why loading the latest failed, if it did.
  if (state.readOnly && !onCancel) return alert;
  if (layout === 'bar')
    return (
      <SaveBar alert={alert} status={status} canSave={!state.readOnly}>
        {buttons}
      </SaveBar>
    );
  return (
    <>
      {alert}
      <Flex justify="flex-end" align="center" gap={8}>
        {status}
        {buttons}
      </Flex>
    </>
  );
}

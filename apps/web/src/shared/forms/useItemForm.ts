import { useCallback, useMemo, useRef, useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import { applyServerErrors } from './applyServerErrors';
import { showFieldErrors } from './fieldErrors';
import { changedFields, sameValues } from './sameValues';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const ATTENTION = 'Some fields need attention';

export interface ItemFormOptions<Item, Values, Input extends object, Saved> {
  /** "product category": the saved toast ("Product category “Prints” saved") and the stale-update warning. */
  itemType: string;
  /** The values the form opens with; read once, so a background refetch never moves them under the user's feet. */
  initialValues: () => Values;
  /** Form values → the request body. Unsaved changes and the changed fields are judged on this, not on raw values. */
  toInput: (values: Values) => Input;
  /**
   * The saved item as the form opened (absent when adding). Kept as it was: a background refetch must not move the
   * version a save is checked against. Editing, Save waits for a change and only the changed fields are sent.
   */
  item: Item | undefined;
  /** A viewer: nothing can be saved (Ctrl+Enter included) and leaving never asks. */
  readOnly?: boolean;
  /** The server's own checks run before sending (from the contract): each problem shows under its field. */
  problems?: (input: Input, values: Values) => Record<string, string>;
  /** Sends the save; `changes` holds only what differs from the opening values. Null: nothing was saved. */
  save: (request: {
    input: Input;
    changes: Partial<Input>;
    values: Values;
    item: Item | undefined;
  }) => Promise<Saved | null>;
  /** The item's name in the saved toast; none for a page that is the item ("Profile saved"). */
  nameOf?: (saved: Saved, input: Input) => string;
  /** Replaces the saved toast (a new user's invitation says whether it was sent). */
  notify?: (saved: Saved, input: Input) => void;
  /** After a save (leaving is allowed by then): usually back to the list. */
  onSaved?: (saved: Saved) => void | Promise<void>;
  /** A form that stays open after a save: the saved item (its version) and its values become the new start. */
  reopenWith?: (saved: Saved) => { item: Item; values: Values };
  /** Shows an error the standard field mapping does not know (true when it did). */
  showError?: (form: FormInstance<Values>, error: unknown) => boolean;
}

export interface ItemFormState<Values> {
  form: FormInstance<Values>;
  /** The values the form opened with (or last saved, for a form that stays open). */
  initial: Values;
  itemType: string;
  editing: boolean;
  readOnly: boolean;
  dirty: boolean;
  saving: boolean;
  /** An image is still uploading: Save waits. */
  uploading: boolean;
  /** Why the last save failed when no field could show it (a stale update, a network error); null otherwise. */
  failure: unknown;
  /** A dropzone's `onUploadingChange`; each key is tracked on its own, so two dropzones can upload at once. */
  trackUploads: (key?: string) => (busy: boolean) => void;
  /** After a value was set in code (onValuesChange only sees the user's edits). */
  refreshDirty: () => void;
  /** Cancel: asks "Discard changes?" first when there are unsaved changes, then leaves. */
  confirmLeave: (leave: () => void) => void;
  /** For `<LongForm {...formProps}>`. */
  formProps: {
    form: FormInstance<Values>;
    initialValues: Values;
    disabled: boolean;
    onValuesChange: () => void;
    onFinish: () => Promise<void>;
    onFinishFailed: () => void;
  };
}

/**
 * The one add/edit form lifecycle: the opening values, unsaved changes (and the guard against leaving with
 * them), a save at a time, only the changed fields on an edit, the server's field messages under their fields,
 * the stale-update and other failures for `FormFooter`, the saved toast and what happens next.
 */
export function useItemForm<Item, Values, Input extends object, Saved>(
  options: ItemFormOptions<Item, Values, Input, Saved>,
): ItemFormState<Values> {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [item, setItem] = useState(options.item);
  const editing = item !== undefined;
  const [initial, setInitial] = useState(options.initialValues);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const readOnly = options.readOnly ?? false;
  const uploading = Object.values(busy).some(Boolean);
  const { allowLeave, confirmLeave } = useUnsavedChangesGuard(dirty && !readOnly);
  const latest = useRef(options);
  latest.current = options;

  // Every value, including fields not on screen (hidden sections, list rows not rendered).
  const current = useCallback(() => ({ ...initial, ...(form.getFieldsValue(true) as Values) }), [form, initial]);
  const refreshDirty = useCallback(() => {
    const { toInput } = latest.current;
    setDirty(!sameValues(toInput(initial), toInput(current())));
  }, [current, initial]);

  const onFinish = useCallback(async () => {
    const o = latest.current;
    if (o.readOnly || uploading) return;
    setFailure(null);
    const values = current();
    const input = o.toInput(values);
    const problems = Object.entries(o.problems?.(input, values) ?? {});
    if (problems.length) {
      showFieldErrors(form, problems);
      void message.error(ATTENTION);
      return;
    }
    setSaving(true);
    try {
      const saved = await o.save({ input, changes: changedFields(o.toInput(initial), input), values, item });
      if (saved === null) return;
      if (o.notify) o.notify(saved, input);
      else {
        const what = o.itemType.charAt(0).toUpperCase() + o.itemType.slice(1);
        const name = o.nameOf ? ` “${o.nameOf(saved, input)}”` : '';
        void message.success(`${what}${name} ${editing ? 'saved' : 'added'}`);
      }
      if (o.reopenWith) {
        const next = o.reopenWith(saved);
        setItem(next.item);
        setInitial(next.values);
        form.setFieldsValue(next.values as Parameters<typeof form.setFieldsValue>[0]);
        setDirty(false);
      } else allowLeave();
      await o.onSaved?.(saved);
    } catch (error) {
      const ownWay = Boolean(o.showError?.(form, error));
      if (applyServerErrors(form, error) || ownWay) void message.error(ATTENTION);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  }, [allowLeave, current, editing, form, initial, item, message, uploading]);

  const trackers = useRef(new Map<string, (busy: boolean) => void>());
  const trackUploads = useCallback((key = 'images') => {
    let track = trackers.current.get(key);
    if (!track) {
      track = (on: boolean) => setBusy((b) => ({ ...b, [key]: on }));
      trackers.current.set(key, track);
    }
    return track;
  }, []);

  const formProps = useMemo(
    () => ({
      form,
      initialValues: initial,
      disabled: saving || readOnly,
      onValuesChange: refreshDirty,
      onFinish,
      onFinishFailed: () => void message.error(ATTENTION),
    }),
    [form, initial, saving, readOnly, refreshDirty, onFinish, message],
  );

  return {
    form,
    initial,
    itemType: options.itemType,
    editing,
    readOnly,
    dirty,
    saving,
    uploading,
    failure,
    trackUploads,
    refreshDirty,
    confirmLeave,
    formProps,
  };
}

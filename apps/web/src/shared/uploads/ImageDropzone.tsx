import { useEffect, useRef } from 'react';
import { App, ConfigProvider, Flex } from 'antd';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { IMAGE_UPLOAD_TYPES, UPLOAD_TYPE_MESSAGE } from '@phlox/contract';
import { DropArea } from './DropArea';
import { PendingTile, StoredTile } from './ImageTile';
import { addItems, makePrimary, moveItem, removeItem, replaceItem, type ImageItem, type ItemRules } from './imageItems';
import { usePendingUploads } from './usePendingUploads';

export type { ImageItem } from './imageItems';

interface CommonProps {
  /** Set by antd's Form.Item: the drop area gets it, so the field's label points at it. */
  id?: string;
  disabled?: boolean;
  /** Accessible name of the drop area, e.g. "Category images". */
  label?: string;
  'aria-invalid'?: boolean;
  /** Told when uploads start and finish, e.g. to hold the form's Save while files are on their way. */
  onUploadingChange?: (uploading: boolean) => void;
}
interface SingleProps extends CommonProps {
  multiple?: false;
  value?: string | null;
  onChange?: (url: string | null) => void;
}
interface MultipleProps extends CommonProps {
  multiple: true;
  value?: ImageItem[];
  onChange?: (items: ImageItem[]) => void;
  /** Offer a primary-image choice; exactly one item is then `primary`. */
  withPrimary?: boolean;
  /** Reorder by drag (or keyboard); each item then carries `sort` (1, 2, …). */
  sortable?: boolean;
  maxCount?: number;
}
export type ImageDropzoneProps = SingleProps | MultipleProps;

/**
 * The one image drag-and-drop control of the dashboard (category, event, bundle and user forms).
 * Controlled, so it plugs into `<Form.Item name="images">`:
 *  - single:   `<ImageDropzone value={url | null} onChange={(url) => …} />`
 *  - multiple: `<ImageDropzone multiple withPrimary sortable value={[{url, primary, sort}]} onChange={…} />`
 * Files are uploaded as soon as they are dropped or chosen (spec §7.2–7.3, `uploadImage`); only stored
 * links ever reach `onChange`. Tiles show progress, failures (with retry), replace and remove.
 */
export function ImageDropzone(props: ImageDropzoneProps) {
  const { message } = App.useApp();
  // A disabled form (a viewer's) disables the drop area and the tiles too, like antd's own controls.
  const disabled = ConfigProvider.useConfig().componentDisabled || props.disabled;
  const multiple = props.multiple === true;
  const rules: ItemRules = {
    withPrimary: multiple && Boolean((props as MultipleProps).withPrimary),
    sortable: multiple && Boolean((props as MultipleProps).sortable),
  };
  const maxCount = multiple ? ((props as MultipleProps).maxCount ?? Infinity) : 1;
  const items: ImageItem[] = multiple
    ? ((props as MultipleProps).value ?? [])
    : props.value
      ? [{ url: props.value as string }]
      : [];

  // Uploads finish one by one, possibly before the parent re-renders: build on the newest list.
  const latest = useRef(items);
  latest.current = items;
  const emit = (next: ImageItem[]) => {
    latest.current = next;
    if (multiple) (props as MultipleProps).onChange?.(next);
    else (props as SingleProps).onChange?.(next[0]?.url ?? null);
  };

  const uploads = usePendingUploads((link, replaces) => {
    const current = latest.current;
    const at = replaces === undefined ? -1 : current.findIndex((i) => i.url === replaces);
    if (!multiple) emit([{ url: link }]);
    else if (at >= 0) emit(replaceItem(current, at, link, rules));
    else if (!current.some((i) => i.url === link)) emit(addItems(current, [link], rules));
  });

  const { onUploadingChange } = props;
  useEffect(() => onUploadingChange?.(uploads.uploading), [uploads.uploading, onUploadingChange]);

  const accept = (files: File[]): File[] => {
    const isImage = (f: File) => Object.hasOwn(IMAGE_UPLOAD_TYPES, f.type);
    const images = files.filter(isImage);
    const refused = files.filter((f) => !isImage(f));
    if (refused.length) void message.error(`${refused.map((f) => f.name).join(', ')}: ${UPLOAD_TYPE_MESSAGE}`);
    return images;
  };
  const onFiles = (files: File[]) => {
    const images = accept(files);
    if (!multiple) {
      if (images[0]) uploads.start([images[0]], items[0]?.url);
      return;
    }
    const room = maxCount - items.length - uploads.pending.length;
    if (images.length > room) void message.warning(`You can add at most ${maxCount} images`);
    if (room > 0) uploads.start(images.slice(0, room));
  };
  const onReplace = (index: number, file: File) => {
    const [image] = accept([file]);
    if (image) uploads.start([image], items[index].url);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.url === active.id);
    const to = items.findIndex((i) => i.url === over.id);
    if (from >= 0 && to >= 0) emit(moveItem(items, from, to, rules));
  };

  const showDropArea = multiple
    ? items.length + uploads.pending.length < maxCount
    : items.length === 0 && !uploads.pending.length;
  const label = props.label ?? (multiple ? 'Upload images' : 'Upload an image');
  return (
    <Flex gap={12} wrap align="stretch">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.url)} strategy={rectSortingStrategy}>
          {items.map((item, index) => (
            <StoredTile
              key={item.url}
              url={item.url}
              position={index + 1}
              primary={rules.withPrimary && item.primary}
              withPrimary={rules.withPrimary}
              sortable={rules.sortable && items.length > 1}
              disabled={disabled}
              onMakePrimary={() => emit(makePrimary(items, index, rules))}
              onReplace={(file) => onReplace(index, file)}
              onRemove={() => emit(multiple ? removeItem(items, index, rules) : [])}
            />
          ))}
        </SortableContext>
      </DndContext>
      {uploads.pending.map((p) => (
        <PendingTile
          key={p.key}
          name={p.file.name}
          preview={p.preview}
          progress={p.progress}
          error={p.error}
          onRetry={() => uploads.retry(p.key)}
          onDismiss={() => uploads.dismiss(p.key)}
        />
      ))}
      {showDropArea && (
        <DropArea
          id={props.id}
          label={label}
          hint={multiple ? 'JPEG, PNG, WebP, GIF or AVIF; several at once' : 'JPEG, PNG, WebP, GIF or AVIF'}
          multiple={multiple}
          disabled={disabled}
          invalid={props['aria-invalid']}
          onFiles={onFiles}
        />
      )}
    </Flex>
  );
}

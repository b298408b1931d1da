import { useRef, type CSSProperties, type DragEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button, Flex, Progress, Tag, Tooltip, Typography, theme } from 'antd';
import {
  DeleteOutlined,
  HolderOutlined,
  RedoOutlined,
  StarFilled,
  StarOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IMAGE_ACCEPT, carriesFiles, filesOf } from './DropArea';

export const TILE_SIZE = 128;

function Frame({
  children,
  style,
  error,
  onDrop,
  ref,
  ...rest
}: {
  children: ReactNode;
  style?: CSSProperties;
  error?: boolean;
  onDrop?: (files: File[]) => void;
  ref?: Ref<HTMLDivElement>;
} & Omit<HTMLAttributes<HTMLDivElement>, 'onDrop'>) {
  const { token } = theme.useToken();
  const accept = (e: DragEvent) => {
    if (!onDrop || !carriesFiles(e)) return;
    e.preventDefault();
  };
  return (
    <div
      {...rest}
      ref={ref}
      onDragOver={accept}
      onDrop={(e) => {
        if (!onDrop || !carriesFiles(e)) return;
        e.preventDefault();
        onDrop(filesOf(e.dataTransfer.files));
      }}
      style={{
        width: TILE_SIZE,
        border: `1px solid ${error ? token.colorError : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        overflow: 'hidden',
        position: 'relative',
        ...style,
      }}
    >
      {children}
    </div>
  );
}

const thumb: CSSProperties = { width: '100%', height: TILE_SIZE - 32, objectFit: 'cover', display: 'block' };

interface StoredTileProps {
  url: string;
  /** 1-based, for labels: "image 2". */
  position: number;
  primary?: boolean;
  /** Offer the primary choice. */
  withPrimary: boolean;
  sortable: boolean;
  disabled?: boolean;
  onMakePrimary: () => void;
  onReplace: (file: File) => void;
  onRemove: () => void;
}

/** A stored image: thumbnail, primary mark, and its actions (each a labelled, focusable button). */
export function StoredTile(p: StoredTileProps) {
  const picker = useRef<HTMLInputElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: p.url,
    disabled: !p.sortable || p.disabled,
  });
  const name = `image ${p.position}`;
  return (
    <Frame
      ref={setNodeRef}
      role="group"
      aria-label={`${p.primary ? 'Primary image' : 'Image'} ${p.position}`}
      onDrop={p.disabled ? undefined : (files) => files[0] && p.onReplace(files[0])}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? '0 6px 16px rgba(0,0,0,0.16)' : undefined,
      }}
    >
      <img src={p.url} alt={`Uploaded ${name}`} style={thumb} loading="lazy" />
      {p.primary && (
        <Tag color="gold" style={{ position: 'absolute', top: 6, left: 6, margin: 0 }}>
          Primary
        </Tag>
      )}
      <Flex justify="space-between" align="center" style={{ height: 32, padding: '0 2px' }}>
        {p.sortable ? (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            icon={<HolderOutlined aria-hidden />}
            aria-label={`Move ${name} (drag, or press Space then use the arrow keys)`}
            disabled={p.disabled}
            style={{ cursor: 'grab' }}
            {...attributes}
            {...listeners}
          />
        ) : (
          <span />
        )}
        <Flex>
          {p.withPrimary && (
            <Tooltip title={p.primary ? 'Primary image' : 'Make primary'}>
              <Button
                type="text"
                size="small"
                icon={
                  p.primary ? <StarFilled aria-hidden style={{ color: '#faad14' }} /> : <StarOutlined aria-hidden />
                }
                aria-label={`Make ${name} the primary image`}
                aria-pressed={Boolean(p.primary)}
                disabled={p.disabled}
                onClick={p.onMakePrimary}
              />
            </Tooltip>
          )}
          <Tooltip title="Replace">
            <Button
              type="text"
              size="small"
              icon={<SwapOutlined aria-hidden />}
              aria-label={`Replace ${name}`}
              disabled={p.disabled}
              onClick={() => picker.current?.click()}
            />
          </Tooltip>
          <Tooltip title="Remove">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove ${name}`}
              disabled={p.disabled}
              onClick={p.onRemove}
            />
          </Tooltip>
        </Flex>
      </Flex>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        style={{ display: 'none' }}
        aria-label={`Choose a file to replace ${name}`}
        onChange={(e) => {
          const file = filesOf(e.target.files)[0];
          if (file) p.onReplace(file);
          e.target.value = '';
        }}
      />
    </Frame>
  );
}

interface PendingTileProps {
  name: string;
  preview: string;
  progress: number;
  error?: string;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A file still uploading (with its progress), or one that failed (with the reason, retry and dismiss). */
export function PendingTile({ name, preview, progress, error, onRetry, onDismiss }: PendingTileProps) {
  return (
    <Frame error={Boolean(error)} role="group" aria-label={error ? `Upload of ${name} failed` : `Uploading ${name}`}>
      <img src={preview} alt="" style={{ ...thumb, opacity: error ? 0.35 : 0.6 }} />
      {error ? (
        <Flex justify="space-between" align="center" style={{ height: 32, padding: '0 4px' }}>
          <Tooltip title={error}>
            <Typography.Text type="danger" ellipsis style={{ fontSize: 12, maxWidth: 60 }}>
              Failed
            </Typography.Text>
          </Tooltip>
          <Flex>
            <Button
              type="text"
              size="small"
              icon={<RedoOutlined aria-hidden />}
              aria-label={`Retry uploading ${name}`}
              onClick={onRetry}
            />
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Dismiss ${name}`}
              onClick={onDismiss}
            />
          </Flex>
        </Flex>
      ) : (
        <div style={{ height: 32, padding: '4px 8px' }}>
          <Progress percent={progress} size="small" aria-label={`Uploading ${name}`} />
        </div>
      )}
    </Frame>
  );
}

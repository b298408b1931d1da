import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Typography, theme } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD_TYPE_LIST } from '@phlox/contract';

export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPE_LIST.join(',');

/** Files of a drop, or of the file picker. */
export function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/** Whether a drag carries files (not text or a tile being reordered). */
export const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

interface DropAreaProps {
  id?: string;
  label: string;
  hint: ReactNode;
  multiple: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * The drop target: drop files on it, or click it / press Enter or Space on it to open the file picker.
 * The picker's input is hidden but labelled, so tests and assistive tech can reach it too.
 */
export function DropArea({ id, label, hint, multiple, disabled, invalid, onFiles }: DropAreaProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const open = () => !disabled && input.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDragOver = (e: DragEvent) => {
    if (disabled || !carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles(filesOf(e.dataTransfer.files));
  };

  return (
    <>
      <div
        id={id}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          flex: '1 1 240px',
          minHeight: 120,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          padding: 16,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${invalid ? token.colorError : over ? token.colorPrimary : token.colorBorder}`,
          background: over ? token.colorPrimaryBg : token.colorFillAlter,
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 0.2s, background 0.2s',
          outlineOffset: 2,
        }}
      >
        <InboxOutlined aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
        <Typography.Text>{over ? 'Drop to upload' : 'Drop images here, or click to choose'}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        aria-label={`${label}: choose files`}
        disabled={disabled}
        tabIndex={-1}
        style={{ display: 'none' }}
        onChange={(e) => {
          onFiles(filesOf(e.target.files));
          e.target.value = '';
        }}
      />
    </>
  );
}

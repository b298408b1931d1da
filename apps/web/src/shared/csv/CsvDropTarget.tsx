import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

interface CsvDropTargetProps {
  /** Called with the dropped file. */
  onFile: (file: File) => void;
  /** Shown while a file is dragged over: "Drop a CSV file to import organizations". */
  label: string;
  disabled?: boolean;
  children: ReactNode;
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/** A region (a whole list) that takes a CSV file dropped on it, with an overlay while a file is over it. */
export function CsvDropTarget({ onFile, label, disabled, children }: CsvDropTargetProps) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the file really left.
  const depth = useRef(0);

  const reset = () => {
    depth.current = 0;
    setOver(false);
  };
  const handlers = disabled
    ? {}
    : {
        onDragEnter: (e: DragEvent) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          depth.current += 1;
          setOver(true);
        },
        onDragOver: (e: DragEvent) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (e: DragEvent) => {
          if (!hasFiles(e)) return;
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        },
        onDrop: (e: DragEvent) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          reset();
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        },
      };

  return (
    <div {...handlers} style={{ position: 'relative' }} data-testid="csv-drop-target">
      {children}
      {over && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            zIndex: 5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 8,
            background: 'rgba(240, 247, 255, 0.92)',
            border: '2px dashed #1677ff',
            borderRadius: 8,
            pointerEvents: 'none',
          }}
        >
          <InboxOutlined style={{ fontSize: 40, color: '#1677ff' }} />
          <Typography.Text strong>{label}</Typography.Text>
        </div>
      )}
    </div>
  );
}

/** A hidden file input for the same import, opened by a button ("Import CSV"); tests can set files on it. */
export function CsvFileInput({
  onFile,
  inputRef,
}: {
  onFile: (file: File) => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept=".csv,text/csv"
      aria-label="CSV file to import"
      style={{ display: 'none' }}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

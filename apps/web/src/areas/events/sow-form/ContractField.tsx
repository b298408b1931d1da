import { useState } from 'react';
import { App, Button, ConfigProvider, Flex, Input, Radio, Typography, Upload } from 'antd';
import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_TYPE_MESSAGE, DOCUMENT_UPLOAD_TYPE_LIST } from '@phlox/contract';
import { uploadDocument } from '../../../shared/uploads/uploadImage';
import { saveSowContract } from '../sowApi';
import type { ContractValue } from './formValues';

interface ContractFieldProps {
  id?: string;
  value?: ContractValue;
  onChange?: (value: ContractValue) => void;
  disabled?: boolean;
  /** Told while a file uploads: Save waits for it. */
  onUploadingChange: (busy: boolean) => void;
  /** The saved Statement of Work's id and contract link: that file downloads through the API (it is private). */
  saved?: { sowId: number; url: string | null };
}

const ACCEPT = '.pdf,.doc,.docx';

/**
 * The contract, as a link (a file kept elsewhere) or an uploaded PDF/DOC/DOCX, stored through the same storage
 * drivers as images and shown by the name it was uploaded with.
 */
export function ContractField({
  id,
  value,
  onChange,
  disabled: ownDisabled,
  onUploadingChange,
  saved,
}: ContractFieldProps) {
  const { message } = App.useApp();
  // A disabled form (a viewer's) disables the upload too; the explicit prop only adds to it.
  const disabled = ConfigProvider.useConfig().componentDisabled || ownDisabled;
  const current = value ?? { url: null, fileName: null };
  // Follows the value until the user picks a mode: the form's value can arrive after the first render.
  const [chosen, setMode] = useState<'link' | 'file' | null>(null);
  const mode = chosen ?? (current.fileName ? 'file' : 'link');
  const [progress, setProgress] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async (sowId: number, fileName: string) => {
    setDownloading(true);
    try {
      await saveSowContract(sowId, fileName);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'The document could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    if (!(DOCUMENT_UPLOAD_TYPE_LIST as readonly string[]).includes(file.type)) {
      void message.error(DOCUMENT_TYPE_MESSAGE);
      return;
    }
    onUploadingChange(true);
    setProgress(0);
    try {
      // A Statement of Work belongs to the events module (its manage tier may upload).
      const url = await uploadDocument(file, { onProgress: setProgress, module: 'events' });
      onChange?.({ url, fileName: file.name });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'The file could not be uploaded');
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Radio.Group
        optionType="button"
        value={mode}
        disabled={disabled}
        aria-label="Contract as"
        onChange={(e) => setMode(e.target.value as 'link' | 'file')}
        options={[
          { value: 'link', label: 'Link' },
          { value: 'file', label: 'Upload a file' },
        ]}
      />
      {mode === 'link' ? (
        <Input
          id={id}
          aria-label="Contract link"
          placeholder="https://…"
          disabled={disabled}
          value={current.fileName ? '' : (current.url ?? '')}
          onChange={(e) => onChange?.({ url: e.target.value, fileName: null })}
        />
      ) : current.fileName && current.url ? (
        <Flex align="center" gap={8}>
          <FileTextOutlined aria-hidden />
          {saved && saved.url === current.url ? (
            // Viewers may download too: a read-only form leaves this enabled.
            <ConfigProvider componentDisabled={false}>
              <Button
                type="link"
                size="small"
                loading={downloading}
                aria-label={`Download ${current.fileName}`}
                onClick={() => void download(saved.sowId, current.fileName!)}
              >
                {current.fileName}
              </Button>
            </ConfigProvider>
          ) : (
            // Just uploaded, not saved yet: it is the user's own file, downloadable once the SOW is saved.
            <Typography.Text>{current.fileName}</Typography.Text>
          )}
          {!disabled && (
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove ${current.fileName}`}
              onClick={() => onChange?.({ url: null, fileName: null })}
            />
          )}
        </Flex>
      ) : (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={disabled || progress !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null}>
            {progress !== null ? `Uploading… ${Math.round(progress * 100)}%` : 'Choose a PDF, DOC or DOCX'}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}

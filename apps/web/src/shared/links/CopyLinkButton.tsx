import { App, Button, Tooltip } from 'antd';
import { LinkOutlined } from '@ant-design/icons';

interface CopyLinkButtonProps {
  /** The customer URL, or null when there is none (e.g. a draft). */
  link: string | null;
  label?: string;
  /** Icon-only, for table rows. */
  compact?: boolean;
}

/** Spec §2/§8 copy-link: 'Copied!' on success, 'No Link Available!' when there is no link. */
export function CopyLinkButton({ link, label = 'Copy link', compact = false }: CopyLinkButtonProps) {
  const { message } = App.useApp();
  const copy = async () => {
    if (!link) {
      void message.warning('No Link Available!');
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      void message.success('Copied!');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): show the link so it can be copied by hand.
      void message.info(link);
    }
  };
  const button = (
    <Button icon={<LinkOutlined />} onClick={() => void copy()} aria-label={label} type={compact ? 'text' : 'default'}>
      {compact ? null : label}
    </Button>
  );
  return compact ? <Tooltip title={label}>{button}</Tooltip> : button;
}

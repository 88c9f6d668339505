import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Space, theme, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeBody } from './sanitizeBody';
import './messages';

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  label: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';
const commands: { command: Command; icon: ReactNode }[] = [
  { command: 'bold', icon: <BoldOutlined /> },
  { command: 'italic', icon: <ItalicOutlined /> },
  { command: 'underline', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', icon: <OrderedListOutlined /> },
];

/** The browser's editing commands on the selection (contentEditable); deprecated in name, still what every browser does. */
const run = (command: string, argument?: string) => document.execCommand(command, false, argument);

/**
 * A small formatting editor for a mail's body: bold, italic, underline, lists and links (HTML, as the
 * server takes it). What is shown is cleaned of everything else first (sanitizeBody).
 */
export function RichTextEditor({ id, value = '', onChange, disabled, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');

  // Written into the page only when it differs from what is shown: typing keeps its caret.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = sanitizeBody(value);
  }, [value]);

  const emit = () => {
    if (area.current) onChange?.(area.current.innerHTML);
  };
  const apply = (command: string, argument?: string) => {
    area.current?.focus();
    run(command, argument);
    emit();
  };
  const keepSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0) : null;
  };
  const insertLink = () => {
    const address = link.trim();
    setLinkOpen(false);
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(address)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (selection && !selection.isCollapsed) run('createLink', address);
    else run('insertHTML', `<a href="${address.replace(/"/g, '&quot;')}">${address.replace(/</g, '&lt;')}</a>`);
    emit();
  };

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Space size={2} role="toolbar" aria-label={t('schedules.email.formatting')} style={{ display: 'flex', padding: '2px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {commands.map(({ command, icon }) => (
          <Tooltip key={command} title={t(`schedules.email.format.${command}`)}>
            <Button type="text" size="small" icon={icon} aria-label={t(`schedules.email.format.${command}`)} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={() => apply(command)} />
          </Tooltip>
        ))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) keepSelection();
            setLinkOpen(open);
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input aria-label={t('schedules.email.linkAddress')} value={link} onChange={(event) => setLink(event.target.value)} onPressEnter={insertLink} style={{ width: 260 }} />
              <Button type="primary" onClick={insertLink}>
                {t('schedules.email.insertLink')}
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title={t('schedules.email.format.link')}>
            <Button type="text" size="small" icon={<LinkOutlined />} aria-label={t('schedules.email.format.link')} disabled={disabled} onMouseDown={(event) => event.preventDefault()} />
          </Tooltip>
        </Popover>
      </Space>
      <div
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable={!disabled}
        suppressContentEditableWarning
        style={{ minHeight: 110, maxHeight: 320, overflowY: 'auto', padding: '6px 11px', outline: 'none', color: disabled ? token.colorTextDisabled : token.colorText, lineHeight: 1.6 }}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}

import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import TitleIcon from '@mui/icons-material/Title';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import { insertBlock, prefixLines, wrapSelection, type TextEdit } from '../lib/markdownEdits';
import { previewHtml } from '../lib/previewHtml';
import { useImageUpload } from './useImageUpload';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The post body editor: Markdown (raw HTML allowed) in a text area, a small toolbar, and a preview rendered by the
 * same renderer the server uses, sanitized. Why Markdown and not a rich-text editor: docs/admin.md.
 */
export function MarkdownEditor({ value, onChange, error, disabled = false }: MarkdownEditorProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { uploadFile, uploading, accept } = useImageUpload();
  const preview = useMemo(() => (tab === 'preview' ? previewHtml(value) : ''), [tab, value]);

  const apply = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = edit(value, start, end);
    onChange(next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const url = await uploadFile(file);
    if (url) apply((text, start) => insertBlock(text, start, `![Görsel açıklaması](${url})`));
  };

  const tools = [
    {
      label: 'Kalın',
      icon: <FormatBoldIcon fontSize="small" />,
      run: () => apply((t, s, e) => wrapSelection(t, s, e, '**', '**', 'kalın metin')),
    },
    {
      label: 'İtalik',
      icon: <FormatItalicIcon fontSize="small" />,
      run: () => apply((t, s, e) => wrapSelection(t, s, e, '_', '_', 'italik metin')),
    },
    { label: 'Ara başlık', icon: <TitleIcon fontSize="small" />, run: () => apply((t, s, e) => prefixLines(t, s, e, '## ')) },
    { label: 'Liste', icon: <FormatListBulletedIcon fontSize="small" />, run: () => apply((t, s, e) => prefixLines(t, s, e, '- ')) },
    {
      label: 'Bağlantı',
      icon: <LinkIcon fontSize="small" />,
      run: () => apply((t, s, e) => wrapSelection(t, s, e, '[', '](https://)', 'bağlantı metni')),
    },
    { label: 'Görsel ekle', icon: <ImageIcon fontSize="small" />, run: () => fileInput.current?.click() },
  ];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} aria-label="İçerik editörü">
          <Tab value="write" label="Yaz" />
          <Tab value="preview" label="Önizleme" />
        </Tabs>
        {tab === 'write' && (
          <ButtonGroup size="small" variant="outlined" aria-label="Biçimlendirme" disabled={disabled || uploading}>
            {tools.map((tool) => (
              <Tooltip key={tool.label} title={tool.label}>
                <Button onClick={tool.run} aria-label={tool.label}>
                  {tool.icon}
                </Button>
              </Tooltip>
            ))}
          </ButtonGroup>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          hidden
          onChange={(event) => void insertImage(event.target.files?.[0]).finally(() => (event.target.value = ''))}
        />
      </Box>
      {tab === 'write' ? (
        <TextField
          inputRef={area}
          label="İçerik (Markdown)"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={14}
          fullWidth
          required
          error={Boolean(error)}
          disabled={disabled}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9rem' } },
          }}
        />
      ) : (
        <Paper
          variant="outlined"
          data-testid="markdown-preview"
          sx={{
            mt: 1,
            p: 2,
            minHeight: 320,
            overflowWrap: 'anywhere',
            '& img': { maxWidth: '100%', height: 'auto' },
            '& h2, & h3': { mt: 2 },
          }}
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      )}
      <FormHelperText error={Boolean(error)}>
        {error ??
          'Markdown yazabilirsiniz: **kalın**, _italik_, ## ara başlık, - liste, [bağlantı](https://...). HTML de kullanılabilir; kaydederken temizlenir.'}
      </FormHelperText>
    </Box>
  );
}

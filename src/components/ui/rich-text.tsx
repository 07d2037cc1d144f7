import { useMemo } from 'react'
import { sanitizeRichText } from '@/lib/sanitize/rich-text'
import styles from './rich-text.module.css'

/** Rich text from the API, sanitized with the spec's allow-list before it reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html])
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
}

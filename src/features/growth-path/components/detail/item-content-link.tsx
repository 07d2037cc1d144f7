import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { GrowthPathItem } from '@/contract/growth-path'
import { growthPathTexts } from '../../texts'

/** Whether the item is done somewhere a link can lead to (not an assignment, not a plain note). */
export function hasContentLink(item: GrowthPathItem): boolean {
  return (item.content_id !== null && (item.kind === 'video' || item.kind === 'package' || item.kind === 'class')) || Boolean(item.url && /^https?:\/\//.test(item.url))
}

/**
 * Where an item is done: our video, package or class page, or the document or link (a new tab).
 * Nothing for an assignment, which is handed in on the item's own page.
 */
export function ItemContentLink({ item, className, label }: { item: GrowthPathItem; className?: string; label?: ReactNode }) {
  const text = label ?? item.title
  if (item.content_id !== null && item.kind === 'video') return <Link to="/learning/videos/$id" params={{ id: item.content_id }} className={className}>{text}</Link>
  if (item.content_id !== null && item.kind === 'package') return <Link to="/learning/course/$slug" params={{ slug: String(item.content_id) }} className={className}>{text}</Link>
  if (item.content_id !== null && item.kind === 'class') return <Link to="/learning/inclass/$id" params={{ id: item.content_id }} className={className}>{text}</Link>
  if (item.url && /^https?:\/\//.test(item.url)) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
        <span className="visually-hidden"> {growthPathTexts.detail.newTab}</span>
      </a>
    )
  }
  return null
}

import { useEffect } from 'react'
import { appConfig } from '@/lib/config'

/** `Page · Product`, or just the product name for the home page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appConfig.productName}` : appConfig.productName
  }, [title])
}

import type { AnalyticsConfig } from '../../config'

// Forwarding screen views to a configured analytics service (decision 027): Plausible, Umami or
// Google Analytics 4 (Measurement Protocol), from the server, so the page's CSP stays 'self' and
// the service never sees a visitor's address, cookie or user agent. Each view the database counted
// is one event of the screen's pattern (`{PUBLIC_URL}/learning/videos/{id}`); all of them come from
// this server, so the service's visitor counts mean nothing, only its page counts do.

export interface ForwardedView {
  screen: string
  count: number
}

/** At most this many events per batch the page sent (the recorder's rate limit is behind it too). */
const MAX_EVENTS_PER_BATCH = 100
/** GA4's Measurement Protocol takes up to 25 events per request. */
const GA4_EVENTS_PER_REQUEST = 25
const USER_AGENT = 'Tumbuh-server (screen-view forwarding)'

interface Request {
  url: string
  body: unknown
}

function expand(views: readonly ForwardedView[]): string[] {
  const screens: string[] = []
  for (const view of views) for (let i = 0; i < view.count && screens.length < MAX_EVENTS_PER_BATCH; i++) screens.push(view.screen)
  return screens
}

/** The requests that tell the service of these views. */
export function forwardRequests(config: AnalyticsConfig, publicUrl: string, views: readonly ForwardedView[]): Request[] {
  const screens = expand(views)
  const base = config.url.replace(/\/+$/, '')
  const pageUrl = (screen: string) => `${publicUrl}${screen === '*' ? '/tidak-ditemukan' : screen}`
  switch (config.provider) {
    case 'plausible':
      return screens.map((screen) => ({ url: `${base}/api/event`, body: { name: 'pageview', url: pageUrl(screen), domain: config.siteId } }))
    case 'umami':
      return screens.map((screen) => ({
        url: `${base}/api/send`,
        body: { type: 'event', payload: { website: config.siteId, url: screen, hostname: new URL(publicUrl).hostname, title: screen } },
      }))
    case 'ga4': {
      const requests: Request[] = []
      const query = `measurement_id=${encodeURIComponent(config.siteId)}&api_secret=${encodeURIComponent(config.apiSecret ?? '')}`
      for (let i = 0; i < screens.length; i += GA4_EVENTS_PER_REQUEST) {
        requests.push({
          url: `${base}/mp/collect?${query}`,
          body: {
            // One pseudonymous client for the whole server: no visitor is told apart.
            client_id: 'tumbuh.server',
            events: screens.slice(i, i + GA4_EVENTS_PER_REQUEST).map((screen) => ({
              name: 'page_view',
              params: { page_location: pageUrl(screen), page_title: screen, engagement_time_msec: 1 },
            })),
          },
        })
      }
      return requests
    }
  }
}

export class ViewForwarder {
  private readonly pending = new Set<Promise<unknown>>()

  constructor(
    private readonly config: AnalyticsConfig,
    private readonly publicUrl: string,
    private readonly options: { fetch?: typeof fetch; log?: { warn(obj: object, msg: string): void } } = {},
  ) {}

  /** Sends in the background; a failure is logged, never retried (the database has the count). */
  forward(views: readonly ForwardedView[]): void {
    const doFetch = this.options.fetch ?? fetch
    for (const request of forwardRequests(this.config, this.publicUrl, views)) {
      const task = doFetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (response) => {
          await response.arrayBuffer().catch(() => undefined)
          if (!response.ok) this.options.log?.warn({ status: response.status, provider: this.config.provider }, 'screen view not forwarded')
        })
        .catch((error: unknown) => this.options.log?.warn({ err: error, provider: this.config.provider }, 'screen view not forwarded'))
        .finally(() => this.pending.delete(task))
      this.pending.add(task)
    }
  }

  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }
}

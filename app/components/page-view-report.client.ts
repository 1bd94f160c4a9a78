import { PAGE_VIEW_ENDPOINT, type PageViewSink } from '~/services/page-views'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    plausible?: ((event: string, options?: { u?: string }) => void) & { q?: unknown[] }
  }
}

function loadScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
}

export function report(sink: PageViewSink, path: string) {
  switch (sink.provider) {
    case 'ga4': {
      if (!window.gtag) {
        window.dataLayer = window.dataLayer ?? []
        window.gtag = (...args: unknown[]) => window.dataLayer?.push(args)
        window.gtag('js', new Date())
        // Page views are sent by hand below, one per route change, not by gtag on load.
        window.gtag('config', sink.measurementId, { send_page_view: false })
        loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(sink.measurementId)}`)
      }
      window.gtag('event', 'page_view', { page_path: path, page_location: window.location.origin + path })
      return
    }
    case 'plausible': {
      if (!window.plausible) {
        const queue: unknown[] = []
        window.plausible = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue })
        loadScript('https://plausible.io/js/script.manual.js', { 'data-domain': sink.domain })
      }
      window.plausible('pageview', { u: window.location.origin + path })
      return
    }
    case 'castline': {
      // keepalive lets the report finish even when the visitor leaves the page at once.
      void fetch(PAGE_VIEW_ENDPOINT, {
        method: 'POST',
        body: JSON.stringify({ path }),
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => {})
    }
  }
}


/**
 * The tags a shared link needs for a messaging app's preview (brand and casting call pages): title,
 * description, Open Graph, a small Twitter card and the canonical address, all absolute from PUBLIC_URL.
 */
export function openGraphMeta({
  title,
  description,
  image,
  url,
}: {
  title: string
  description: string
  image: string
  url: string
}) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Castline' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { tagName: 'link', rel: 'canonical', href: url },
  ]
}

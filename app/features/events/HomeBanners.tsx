import { BannerCarousel } from '@design-system/BannerCarousel'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { localizedText } from '../../i18n/localizedText'
import { homeExtras } from './homeQueries'

/**
 * Today's banners (Hong Kong date); each opens the event it shows. Nothing when there are none.
 * Kept (memo): the home's other answers arriving do not draw the carousel again.
 */
export const HomeBanners = memo(function HomeBanners() {
  const { i18n } = useLingui()
  const banners = useQuery(homeExtras.banners())
  const slides = banners.data?.data ?? []
  if (slides.length === 0) return null
  return (
    <BannerCarousel
      slides={slides.map((banner) => ({
        id: String(banner.id),
        imageSrc: banner.imageUrl,
        alt: localizedText(banner.title, i18n.locale),
        href: banner.linkUrl,
      }))}
    />
  )
})

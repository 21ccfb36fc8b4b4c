export { BannerCarousel, type BannerCarouselProps, type BannerSlide } from './BannerCarousel'

// Realistic Hong Kong content for the browsing composites' stories. Posters are drawn as
// inline SVG so stories render the same offline and in screenshots.

function poster(
  from: string,
  to: string,
  lines: string[],
  ratio: 'portrait' | 'banner' = 'portrait',
) {
  // events' posters are printed portrait (3:4), the home's banners wide
  const [w, h] = ratio === 'banner' ? [1200, 400] : [600, 800]
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${h - 60 - (lines.length - 1 - i) * 56}" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${line}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w - 120}" cy="110" r="70" fill="#ffffff33"/>${text}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const sampleEvents = [
  {
    id: 'hkpo-new-year',
    title: 'Hong Kong Philharmonic: New Year Celebration',
    href: '/Events/hkpo-new-year.html',
    posterSrc: poster('#5b1436', '#c2185b', ['HK Phil', 'New Year']),
    posterAlt: 'Orchestra on stage under golden lights',
    startDate: '2026-12-31',
    endDate: '2027-01-01',
    venue: 'Hong Kong Cultural Centre Concert Hall',
    priceFrom: 280,
    likeCount: 1280,
  },
  {
    id: 'cantonese-opera',
    title: '粵劇《帝女花》',
    href: '/Events/princess-changping.html',
    posterSrc: poster('#7a2e00', '#d86b1f', ['帝女花']),
    posterAlt: '粵劇演員身穿鳳冠霞帔',
    startDate: '2027-01-15',
    endDate: '2027-01-18',
    venue: '高山劇場新翼演藝廳',
    priceFrom: 180,
    likeCount: 356,
  },
  {
    id: 'rugby-sevens',
    title: 'Hong Kong Sevens 2027',
    href: '/Events/hk-sevens.html',
    posterSrc: poster('#0b4f3c', '#1f9d6b', ['HK Sevens']),
    posterAlt: 'Rugby players running across a floodlit pitch',
    startDate: '2027-03-26',
    endDate: '2027-03-28',
    venue: 'Kai Tak Stadium',
    priceFrom: 1300,
    likeCount: 2_450_000,
  },
  {
    id: 'kids-theatre',
    title: 'The Gruffalo — a family musical',
    href: '/Events/gruffalo.html',
    posterSrc: poster('#1b3a6b', '#3f7fd1', ['The Gruffalo']),
    posterAlt: 'A friendly monster puppet in a forest',
    startDate: '2027-02-06',
    venue: 'Sha Tin Town Hall Auditorium',
    priceFrom: 220,
    likeCount: 42,
  },
] as const

export const sampleBanners = [
  {
    id: 'hkpo',
    imageSrc: poster(
      '#5b1436',
      '#c2185b',
      ['New Year Celebration', 'HK Philharmonic · 31 Dec'],
      'banner',
    ),
    alt: 'Hong Kong Philharmonic New Year Celebration, 31 December, Cultural Centre',
    href: '/Events/hkpo-new-year.html',
  },
  {
    id: 'opera',
    imageSrc: poster('#7a2e00', '#d86b1f', ['粵劇《帝女花》', '一月十五至十八日'], 'banner'),
    alt: '粵劇《帝女花》，一月十五至十八日，高山劇場新翼演藝廳',
    href: '/Events/princess-changping.html',
  },
  {
    id: 'sevens',
    imageSrc: poster('#0b4f3c', '#1f9d6b', ['Hong Kong Sevens', '26–28 March · Kai Tak'], 'banner'),
    alt: 'Hong Kong Sevens, 26 to 28 March at Kai Tak Stadium: tickets on sale now',
    href: '/Events/hk-sevens.html',
  },
  {
    id: 'gruffalo',
    imageSrc: poster('#1b3a6b', '#3f7fd1', ['The Gruffalo', 'Family musical'], 'banner'),
    alt: 'The Gruffalo family musical at Sha Tin Town Hall from 6 February',
    href: '/Events/gruffalo.html',
  },
  {
    id: 'film',
    imageSrc: poster('#2d2d2d', '#6b6b6b', ['Film Festival', 'Opening night'], 'banner'),
    alt: 'Film festival opening night gala screening',
    href: '/Events/film-festival.html',
  },
] as const

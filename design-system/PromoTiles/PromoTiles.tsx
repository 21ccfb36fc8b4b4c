import { useLinkComponent } from '../LinkProvider'
import { Tiles } from '../layout'
import * as css from './PromoTiles.css'

export interface PromoTile {
  id: string
  /** Says what the picture says ("Mirage Boys are back: tickets on sale soon"). */
  title: string
  imageSrc: string
  href: string
}

export interface PromoTilesProps {
  tiles: readonly PromoTile[]
  className?: string
}

/**
 * Promoted events (the home page's pop-up list) as picture tiles; each tile is one link whose
 * name is its title. The pictures load lazily: they sit below the fold.
 */
export function PromoTiles({ tiles, className }: PromoTilesProps) {
  const Link = useLinkComponent()
  return (
    <Tiles as="ul" gap="lg" minColumn="medium" className={className}>
      {tiles.map((tile) => (
        <li key={tile.id} className={css.tile}>
          <img
            src={tile.imageSrc}
            alt=""
            loading="lazy"
            decoding="async"
            width={600}
            height={400}
            className={css.image}
          />
          <Link href={tile.href} className={css.link}>
            {tile.title}
          </Link>
        </li>
      ))}
    </Tiles>
  )
}

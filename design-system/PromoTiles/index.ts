export { type PromoTile, PromoTiles, type PromoTilesProps } from './PromoTiles'

export { RegionFilter, type RegionFilterProps } from './RegionFilter'

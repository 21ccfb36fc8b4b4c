export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingLevels,
  headingSizes,
  headingTones,
} from './Heading'

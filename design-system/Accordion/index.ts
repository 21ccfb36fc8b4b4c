export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
  accordionHeadingLevels,
} from './Accordion'

import { media, vars } from './vars.css'

/**
 * An entrance animation, left out for people who ask for reduced motion (not only shortened:
 * a shortened one still starts from its first frame, invisible, for a moment).
 *
 * A plain module, not a `.css.ts` one: a `.css.ts` file may only export values vanilla-extract
 * can serialize (no functions), or any runtime import of the tokens fails to load.
 */
export const entrance = (name: string, duration: string = vars.motion.fast) => ({
  animation: `${name} ${duration} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

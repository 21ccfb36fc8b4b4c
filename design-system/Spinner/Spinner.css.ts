import { keyframes, style } from '@vanilla-extract/css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: '-0.125em',
  flexShrink: 0,
})

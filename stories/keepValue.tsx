import { type ComponentType, useState } from 'react'

/**
 * Wraps a controlled part so a story keeps its value the way a screen would, while still
 * reporting every change through the story's own callback (actions panel, play functions).
 * `changeProp` names the part's change callback (`onChange`, `onValueChange`…).
 */
export function keepValue<P extends { value: unknown }, K extends keyof P & string>(
  Part: ComponentType<P>,
  changeProp: K,
) {
  return function Controlled(props: P) {
    const [value, setValue] = useState(props.value)
    const report = props[changeProp] as (next: P['value']) => void
    const onChange = (next: P['value']) => {
      setValue(next)
      report(next)
    }
    return <Part {...props} value={value} {...{ [changeProp]: onChange }} />
  }
}

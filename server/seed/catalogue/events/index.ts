// Every event of the demo catalogue (ids 8001–8999), one file per list or kind of programme.
import type { EventSeed } from '../types'
import { concerts } from './concerts'
import { filmFestival } from './filmFestival'
import { kaiTakFestival } from './kaiTakFestival'
import { pastEvents } from './past'
import { sportsAndIdeas } from './sportsAndIdeas'
import { stage } from './stage'
import { urbtix } from './urbtix'

export const events: readonly EventSeed[] = [
  ...concerts,
  ...stage,
  ...sportsAndIdeas,
  ...urbtix,
  ...kaiTakFestival,
  ...filmFestival,
  ...pastEvents,
]

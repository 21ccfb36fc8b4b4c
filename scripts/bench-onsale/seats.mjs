// How a buyer picks seats on the plan: consecutive free seats in one row with no aisle between,
// not stranding a single seat (the seat rule), front rows more often. Shared by the race and
// the crowd.

/** placements(plan, count), kept by plan (never changed once read) and count. */
const placementsByPlan = new WeakMap()
function placementsOf(plan, count) {
  const byCount = placementsByPlan.get(plan) ?? new Map()
  placementsByPlan.set(plan, byCount)
  if (!byCount.has(count)) byCount.set(count, placements(plan, count))
  return byCount.get(count)
}

function placements(plan, count) {
  const found = []
  for (const section of plan.sections) {
    for (const row of section.rows) {
      const seats = row.seats
      const free = (i) => seats[i]?.status === 'available'
      for (let start = 0; start + count <= seats.length; start++) {
        let ok = true
        for (let i = start; i < start + count; i++) {
          if (!free(i) || (i > start && seats[i].aisleBefore)) ok = false
        }
        if (!ok) continue
        const end = start + count - 1
        // a lone free seat left beside the block, walled by a taken seat, the edge or an aisle
        const lone = (i, outward) =>
          free(i) &&
          !(i === start - 1 ? seats[start].aisleBefore : seats[i].aisleBefore) &&
          (seats[i + outward] === undefined ||
            !free(i + outward) ||
            (outward < 0 ? seats[i].aisleBefore : seats[i + outward].aisleBefore))
        if (lone(start - 1, -1) || lone(end + 1, 1)) continue
        found.push(seats.slice(start, end + 1).map((seat) => seat.id))
      }
    }
  }
  return found
}

/** Seat ids for `wanted` seats or fewer, or undefined when none fit. */
export function chooseSeats(plan, wanted) {
  for (let count = wanted; count >= 1; count--) {
    const options = placementsOf(plan, count)
    // most want the front: the square of a uniform number picks early options more often
    const choice = options[Math.floor(Math.random() ** 2 * options.length)]
    if (choice) return choice
  }
  return undefined
}

// Points packages members can buy (My Points > Buy points): the larger, the cheaper per point.
export const pointPackageRows = [
  { id: 1, points: 100, price_cents: 100_00, sort: 1 },
  { id: 2, points: 300, price_cents: 295_00, sort: 2 },
  { id: 3, points: 500, price_cents: 485_00, sort: 3 },
  { id: 4, points: 1_000, price_cents: 960_00, sort: 4 },
  { id: 5, points: 2_000, price_cents: 1_900_00, sort: 5 },
]

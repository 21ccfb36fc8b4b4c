/**
 * A map of a place on OpenStreetMap, opened in a new tab (the site's security policy allows no
 * embedded maps): a marker at the point, zoomed to street level.
 */
export function mapHref(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
}

/** The venue's map, when the API gives its position. */
export function venueMapHref(venue: { latitude?: number; longitude?: number }): string | undefined {
  if (venue.latitude === undefined || venue.longitude === undefined) return undefined
  return mapHref(venue.latitude, venue.longitude)
}

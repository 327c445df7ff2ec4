/** A small deterministic generator (mulberry32), so the demo looks the same on every start. */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** A whole number in [min, max]. */
export const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A point `meters` from a position in a random direction. */
export const near = (random: () => number, from: { lat: number; lng: number }, meters: number) => {
  const angle = random() * 2 * Math.PI;
  const dLat = (meters * Math.cos(angle)) / 111_195;
  const dLng = (meters * Math.sin(angle)) / (111_195 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Math.round((from.lat + dLat) * 1e6) / 1e6, lng: Math.round((from.lng + dLng) * 1e6) / 1e6 };
};

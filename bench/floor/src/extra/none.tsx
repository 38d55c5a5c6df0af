/** The plain floor: nothing beyond the framework page (bench/floor, BENCH_FLOOR_CONSENT unset). */
export function FloorExtra(_props: { locale: string }) {
  return null;
}

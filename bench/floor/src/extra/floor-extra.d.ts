// `floor-extra` is an alias (next.config.ts): src/extra/none.tsx for the floor,
// src/extra/consent.tsx for the consent floor (BENCH_FLOOR_CONSENT=1).
declare module 'floor-extra' {
  export function FloorExtra(props: { locale: string }): import('react').ReactNode;
}

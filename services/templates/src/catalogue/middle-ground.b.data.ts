import type { MiddleGroundLibrary } from './middle-ground.data';

/** Topics husarbeid … hybel-utleie (the last seven of the catalogue). See middle-ground.data.ts. */
export const MIDDLE_GROUND_B: MiddleGroundLibrary = {};

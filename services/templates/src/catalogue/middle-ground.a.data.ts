import type { MiddleGroundLibrary } from './middle-ground.data';

/** Topics samboeravtale … felles-kjaeledyr (the first seven of the catalogue). See middle-ground.data.ts. */
export const MIDDLE_GROUND_A: MiddleGroundLibrary = {};

import junctionActivity from './fixtures/junction-activity.json';
import junctionBody from './fixtures/junction-body.json';
import junctionSleep from './fixtures/junction-sleep.json';
import junctionWorkout from './fixtures/junction-workout.json';
import openWearablesHeartRate from './fixtures/open-wearables-heart-rate.json';
import openWearablesSleep from './fixtures/open-wearables-sleep.json';
import openWearablesWorkout from './fixtures/open-wearables-workout.json';
import terraActivity from './fixtures/terra-activity.json';
import terraBody from './fixtures/terra-body.json';
import terraDaily from './fixtures/terra-daily.json';
import terraSleep from './fixtures/terra-sleep.json';
import type {Citation, PlatformId} from './types';

/** One documented example payload (a file of `fixtures/`), offered by the pages' converter and the MCP tool. */
export interface Example {
  /** The table it is an example of (`<platform>-<kind>`). */
  id: string;
  platform: PlatformId;
  kind: string;
  source: Citation;
  payload: Record<string, unknown>;
}

const asExample = (id: string, file: {platform: string; kind: string; source: Citation; payload: object}): Example => ({
  id,
  platform: file.platform as PlatformId,
  kind: file.kind,
  source: file.source,
  payload: file.payload as Record<string, unknown>,
});

export const examples: Example[] = [
  asExample('terra-sleep', terraSleep),
  asExample('terra-daily', terraDaily),
  asExample('terra-body', terraBody),
  asExample('terra-activity', terraActivity),
  asExample('junction-sleep', junctionSleep),
  asExample('junction-activity', junctionActivity),
  asExample('junction-body', junctionBody),
  asExample('junction-workout', junctionWorkout),
  asExample('open-wearables-sleep', openWearablesSleep),
  asExample('open-wearables-workout', openWearablesWorkout),
  asExample('open-wearables-heart-rate', openWearablesHeartRate),
];

import {testWebhookTypes} from '../../../core/data/generated/webhookTypes';

/** A type as its words: `heart_rate_event` → `heart rate event`. */
export const words = (name: string): string => name.replace(/_/g, ' ');

interface Choice {
  /** `type`, or `type|pillar` for the structures sent as both physical and body data. */
  value: string;
  label: string;
}

/**
 * The test webhook form's choices, from the contract's types (generated at install and build time):
 * each document, the two pillars of the structures sent as both, then each notice.
 */
export const testWebhookChoices: {documents: Choice[]; notices: Choice[]} = {
  documents: testWebhookTypes.documents.flatMap((type) =>
    (testWebhookTypes.inBothPillars as readonly string[]).includes(type)
      ? [
          {value: `${type}|physical_health`, label: `${words(type)} (physical)`},
          {value: `${type}|body_health`, label: `${words(type)} (body)`},
        ]
      : [{value: type, label: words(type)}],
  ),
  notices: testWebhookTypes.notices.map((type) => ({value: type, label: words(type)})),
};

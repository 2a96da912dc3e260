/**
 * What a test webhook can be (sendTestWebhook's `type` in openapi/sandbox.yaml): a health
 * document's `data_structure` (Data Webhook) or a notice's `notification_type` (Notification
 * Webhook). Browser-safe, for the sandbox dashboard; a sandbox test keeps it equal to the
 * contract's enum.
 */
export const testWebhookTypes = {
  documents: [
    'physical_summary',
    'activity_event',
    'heart_rate_event',
    'oxygenation_event',
    'stress_event',
    'steps_event',
    'sleep_summary',
    'body_summary',
    'body_metrics_event',
    'nutrition_event',
    'mood_event',
    'hydration_event',
    'blood_glucose_event',
    'blood_pressure_event',
    'temperature_event',
    'user_info',
    'health_score',
  ],
  notices: ['user_created', 'data_source_linked', 'data_source_unlinked', 'failed_extraction', 'rejected_information'],
  /** Structures ROOK sends both as physical and as body data: a test webhook's `pillar` says which. */
  inBothPillars: ['heart_rate_event', 'oxygenation_event'],
} as const;

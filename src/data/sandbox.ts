/**
 * The sandbox's documented demo pair (facts §2): always accepted by the
 * sandbox, beside the site or hosted. Browser-safe; the sandbox and the try-it console both
 * read it from here.
 */
export const sandboxDemoCredentials = {username: 'demoClientUUID', secret: 'demoClientSecret'} as const;

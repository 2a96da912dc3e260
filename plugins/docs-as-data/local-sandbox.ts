/**
 * The local sandbox that `npm start` serves, and the demo credentials it
 * accepts (the API's documented test pair). The Postman environment and the
 * MCP server's sandbox tool default to these.
 */
export const localSandbox = {
  url: 'http://localhost:3000/sandbox',
  clientUuid: 'demoClientUUID',
  secretKey: 'demoClientSecret',
} as const;

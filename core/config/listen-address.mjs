// Where a server listens: --port and --host win over the PORT and HOST
// environment variables, which win over the defaults. Shared by `npm start`
// and `npm run sandbox`, so both read the same variables the same way.

/**
 * @param {{port?: string, host?: string}} args the parsed --port and --host flags
 * @param {{portVariable: string, defaultPort: number, defaultHost?: string}} defaults
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{port: number, host: string | undefined}}
 */
export function listenAddress(args, {portVariable, defaultPort, defaultHost}, env = process.env) {
  const rawPort = args.port ?? env[portVariable];
  const port = rawPort === undefined || rawPort === '' ? defaultPort : Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    const source = args.port !== undefined ? '--port' : portVariable;
    throw new Error(`invalid port "${rawPort}" (${source}): use a whole number from 1 to 65535.`);
  }
  const host = args.host ?? (env.HOST || undefined) ?? defaultHost;
  return {port, host};
}

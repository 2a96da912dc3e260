// @ts-check
import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('could not read the port of a probe socket'));
      server.close(() => resolve(address.port));
    });
  });
}

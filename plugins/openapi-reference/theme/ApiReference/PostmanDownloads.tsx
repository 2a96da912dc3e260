import type {ReactNode} from 'react';
import {postmanDownloads, serverSlug} from '@site/plugins/docs-as-data/paths';
import type {ServerModel} from '../../../../core/contract/model/types';

/**
 * List items for the reference's downloads: the Postman collection and one
 * environment per server, in the site's order (`siteServers`), written by
 * plugins/docs-as-data beside the contract.
 */
export default function PostmanDownloads({base, servers}: {base: string; servers: ServerModel[]}): ReactNode {
  const environments = servers.map((server) => ({
    slug: serverSlug(server.description || server.url),
    label: server.description || server.url,
  }));
  return (
    <>
      <li>
        {/* Plain links: these are files, not pages of the single-page app. */}
        <a href={`${base}${postmanDownloads.collection}`} download>
          {postmanDownloads.collection}
        </a>{' '}
        (Postman collection v2.1, basic auth on <code>{'{{client_uuid}}'}</code> and <code>{'{{secret_key}}'}</code>)
      </li>
      <li>
        Postman environments:{' '}
        {environments.map((env, index) => (
          <span key={env.slug}>
            {index > 0 && ', '}
            <a href={`${base}${postmanDownloads.environment(env.slug)}`} download>
              {env.label}
            </a>
          </span>
        ))}
      </li>
    </>
  );
}

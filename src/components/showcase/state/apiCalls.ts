/**
 * The API call the client's backend would make at each step, shown next to
 * the prototypes. Paths follow the contract; bodies are the sample responses.
 */
import type {AuthorizedDataSourceV2, DataSourceAuthorizer, Message} from '../../../../core/data/showcaseSamples';
import {sampleUserId} from '../../../../core/data/showcaseSamples';

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  requestBody?: {data_source: string};
  status: number;
  response: DataSourceAuthorizer | Message | AuthorizedDataSourceV2[];
}

export function authorizerCall(authorizerName: string, response: DataSourceAuthorizer): ApiCall {
  return {
    method: 'GET',
    path: `/api/v1/user_id/${sampleUserId}/data_source/${encodeURIComponent(authorizerName)}/authorizer`,
    status: 200,
    response,
  };
}

export function authorizedCall(response: AuthorizedDataSourceV2[]): ApiCall {
  return {method: 'GET', path: `/api/v2/user_id/${sampleUserId}/data_sources/authorized`, status: 200, response};
}

export function revokeCall(revokeName: string, response: Message): ApiCall {
  return {
    method: 'POST',
    path: `/api/v1/user_id/${sampleUserId}/data_sources/revoke_auth`,
    requestBody: {data_source: revokeName},
    status: 200,
    response,
  };
}

// What the domain operations act on: the sandbox's state, and the webhooks that tell a client
// what changed (queued in the operation's own transaction, sent by the outbox once woken).
import type {Webhooks} from '../delivery/webhooks';
import type {Store} from '../state/store';

export interface DomainServices {
  store: Store;
  webhooks: Webhooks;
}

import type {ReactNode} from 'react';
import type {OperationModel} from '@site/plugins/openapi-reference/models';

/**
 * Where the try-it console will mount (see plugins/openapi-reference/README.md).
 * It renders nothing today; the console will be a client-only island loaded
 * on demand from here, so pages without it keep their current weight.
 */
export default function TryItSlot(_props: {operation: OperationModel}): ReactNode {
  return null;
}

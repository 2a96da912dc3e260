import type {ReactNode} from 'react';
import {useSiteSandbox} from '@site/ui/useSiteSandbox';

/** The address of the sandbox this site uses, as code: the hosted one, or the one beside the site. */
export function SiteSandboxAddress(): ReactNode {
  return <code>{useSiteSandbox().url}</code>;
}

/** What only a site with a hosted sandbox says (its address, where to use it); nothing beside a local one. */
export function IfHostedSandbox({children}: {children: ReactNode}): ReactNode {
  return useSiteSandbox().hosted ? children : null;
}

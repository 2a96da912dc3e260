import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {routes} from '../../../core/config/routes';
import DesktopPrototype from '../../components/showcase/desktop/DesktopPrototype';
import PrototypeNotice from '../../components/showcase/shared/PrototypeNotice';
import ShowcasePage from '../../components/showcase/shared/ShowcasePage';

export default function ShowcaseDesktop(): ReactNode {
  return (
    <Layout
      title="Desktop prototype"
      description="An interactive prototype of a web dashboard where a user connects health data sources through ROOK and reads their processed physical, sleep and body data.">
      <ShowcasePage
        title="Desktop prototype: a health data dashboard"
        intro={
          <>
            How a web dashboard could let a user connect and disconnect wearable accounts, and read the physical, sleep and body summaries
            ROOK processed for a chosen date. On-device sources are granted in the <Link to={routes.showcaseMobile}>mobile prototype</Link>.
          </>
        }>
        <PrototypeNotice>
          The sample user starts with Garmin, Withings and Apple Health linked, with data for 10 to 16 November 2025. Reload the page to
          start again.
        </PrototypeNotice>
        <DesktopPrototype />
      </ShowcasePage>
    </Layout>
  );
}

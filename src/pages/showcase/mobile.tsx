import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {routes} from '../../../core/config/routes';
import MobilePrototype from '../../components/showcase/mobile/MobilePrototype';
import PrototypeNotice from '../../components/showcase/shared/PrototypeNotice';
import ShowcasePage from '../../components/showcase/shared/ShowcasePage';

export default function ShowcaseMobile(): ReactNode {
  return (
    <Layout
      title="Mobile prototype"
      description="An interactive prototype of how a mobile app lets its users connect, check and disconnect health data sources through ROOK.">
      <ShowcasePage
        title="Mobile prototype: connecting health data"
        intro={
          <>
            How your app could let a user connect wearable accounts, allow on-device health data, check the last sync and disconnect. Try it
            with a mouse, touch or only the keyboard. Prefer a web dashboard? See the{' '}
            <Link to={routes.showcaseDesktop}>desktop prototype</Link>.
          </>
        }>
        <PrototypeNotice>
          The sample user starts with Garmin, Withings and Apple Health linked. Reload the page to start again.
        </PrototypeNotice>
        <MobilePrototype />
      </ShowcasePage>
    </Layout>
  );
}

import type {SidebarItems} from './types';
import {dataStructures} from '../core/data/dataSources';
import {sdkItems} from './sdk';

/**
 * The docs sidebar's guides. Category pages link to their introduction doc
 * rather than a generated index, so no /docs/category/ slug here can clash
 * with the SDK categories.
 */
export const guideItems = [
  {type: 'doc', id: 'QuickStart', label: 'QuickStart'},
  {type: 'doc', id: 'sandbox', label: 'Sandbox'},
  {type: 'doc', id: 'user-lifecycle', label: 'User lifecycle'},
  {type: 'doc', id: 'going-live', label: 'Going live'},
  {type: 'doc', id: 'definitions', label: 'Definitions'},
  {type: 'doc', id: 'api', label: 'API guide'},
  {type: 'doc', id: 'data-sources', label: 'Data sources guide'},
  {type: 'doc', id: 'coverage', label: 'Coverage explorer'},
  {type: 'doc', id: 'tools/summary-day', label: 'Summary-day calculator'},
  {type: 'doc', id: 'tools/planner', label: 'Onboarding planner'},
  {
    type: 'category',
    label: 'Migrate to ROOK',
    link: {type: 'doc', id: 'migrate/index'},
    items: ['migrate/terra', 'migrate/junction', 'migrate/open-wearables'],
  },
  {type: 'doc', id: 'troubleshooting/missing-data', label: 'Why is data missing?'},
  {type: 'doc', id: 'docs-as-data', label: 'Docs for AI and tools'},
  {type: 'doc', id: 'agents', label: 'Build with coding agents'},
  {
    type: 'category',
    label: 'ROOK Connect',
    link: {type: 'doc', id: 'rookconnect/introduction'},
    items: [
      'rookconnect/data-authorization',
      'rookconnect/data_extraction',
      'rookconnect/data_processing',
      'rookconnect/data_delivery',
      'data-behaviour',
      'webhooks/verify',
      'webhooks/recover',
      {
        type: 'category',
        label: 'Data types',
        link: {type: 'doc', id: 'rookconnect/data-types'},
        // One page per structure, in the order of the data module, then the objects they share.
        items: [...dataStructures.map((d) => d.name), 'user_info', 'health_score', 'shared-objects'].map(
          (page) => `rookconnect/data-types/${page}`,
        ),
      },
      'rookconnect/add-ons',
      ...sdkItems,
    ],
  },
  {
    type: 'category',
    label: 'ROOK Extraction App',
    link: {type: 'doc', id: 'ROOKExtractionApp/introduction'},
    items: ['ROOKExtractionApp/implementation'],
  },
  {
    type: 'category',
    label: 'ROOK Score 2.0',
    link: {type: 'doc', id: 'rookscore2.0/QuickStart'},
    items: ['rookscore2.0/implementation'],
  },
] satisfies SidebarItems;

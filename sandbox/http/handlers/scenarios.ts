// listScenarios and runScenario (openapi/sandbox.yaml, tag Scenarios).
import {errorBody} from '../errors';
import {clock} from './control';
import {sandboxBase, type ControlOperations, type HandlerTable} from './context';
import {contractPath, HttpFailure} from '../failures';
import {scenarioById, scenarios} from '../../domain/scenarios/catalog';
import {ScenarioContext} from '../../domain/scenarios/context';

const docsUrl = (id: string) => `/docs/data-behaviour/#${id}`;

function unknownScenarioMessage(id: string): string {
  return `There is no scenario ${id}: use one of ${scenarios.map((scenario) => scenario.id).join(', ')} (listScenarios lists them all)`;
}

export const scenarioHandlers: HandlerTable<ControlOperations> = {
  listScenarios: () => async () => ({
    scenarios: scenarios.map(({id, title, rule}) => ({id, title, rule, docs_url: docsUrl(id)})),
  }),

  runScenario: (services) => async (request) => {
    const {scenario_id: id} = request.params;
    const scenario = scenarioById.get(id);
    if (!scenario) {
      const failure = errorBody(404, unknownScenarioMessage(id), 'NotFound', contractPath(request, services.prefix), request.method);
      throw new HttpFailure(failure.status, failure.body);
    }
    await services.webhooks.assertRoomForDeliveries(request.client);
    const ctx = new ScenarioContext(services, request.client.client_uuid, sandboxBase(services, request), scenario.id);
    await ctx.useInbox();
    const plan = await scenario.setup(ctx);
    const client = await ctx.client();
    return {
      scenario: scenario.id,
      rule: scenario.rule,
      user_ids: plan.userIds,
      time_zone: plan.timeZone,
      data_sources: plan.sources,
      dates: plan.dates,
      clock: clock(services, client),
      inbox: await ctx.inboxNames(),
      calls: plan.calls,
      docs_url: docsUrl(scenario.id),
      dashboard_url: '/sandbox-dashboard/',
    };
  },
};

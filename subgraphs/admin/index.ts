import { registerKnownStorages } from './services/settings/definitions/repository-settings';
import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { ApplicationSetting } from './entities/application-setting.entity';
import { ApplicationSettingsResolver } from './resolvers/application-settings.resolver';
import { Integration } from './entities/integration.entity';
import { IntegrationsResolver } from './resolvers/integrations.resolver';
import { Alert } from './entities/alert.entity';
import { AlertHttpIntegration } from './entities/alert-http-integration.entity';
import { AlertIntegrationsResolver } from './resolvers/alerts/alert-integrations.resolver';
import { AlertsResolver } from './resolvers/alerts/alerts.resolver';
import { ProjectAlertsResolver } from './resolvers/alerts/project-alerts.resolver';
import { alertIntegrationsReaction } from './services/alerts/alert-integrations.reaction';
import { references } from './resolvers/references';
import { deliverIntegrationJob } from './jobs/deliver-integration.job';
import { transferSagaStepJob } from './jobs/transfer-saga-step.job';
import { TransferResolver } from './resolvers/transfer.resolver';
import { recoverInterruptedSagas } from './services/transfer/interrupted-sagas';
import { INTEGRATION_REACTIONS } from './services/integrations/deliveries/integration.reactions';
import { requeuePendingIntegrationDeliveries } from './services/integrations/deliveries/integration-dispatch';

// The REST facade declares `PUT /application/settings` from the same setting table.
export { SETTING_PARAMS, SETTING_PARAM_RULES, type SettingParam } from './services/settings/setting-definitions';
export type { SettingType } from './services/settings/setting-types';
// ... and the integration routes (`PUT /projects/:id/integrations/<slug>`) from the integration table.
export { INTEGRATION_DEFINITIONS } from './services/integrations/definitions/integration-definitions';
export { eventFlagOf, type IntegrationDefinition, type IntegrationField } from './services/integrations/definitions/integration-definition';

/** Application settings (and later integrations, alerts, export/import: ARCHITECTURE §3). */
export const adminSubgraph: SubgraphDefinition = {
  name: 'admin',
  entities: [ApplicationSetting, Integration, Alert, AlertHttpIntegration],
  resolvers: [ApplicationSettingsResolver, IntegrationsResolver, TransferResolver, AlertsResolver, AlertIntegrationsResolver, ProjectAlertsResolver],
  references,
  migrations: migrationsIn(__dirname, [
    'Migration20261121000100',
    'Migration20261124050000',
    'Migration20261129030000',
    'Migration20261130020000',
    'Migration20261130030000',
  ]),
  jobs: [deliverIntegrationJob, transferSagaStepJob],
  reactions: [...INTEGRATION_REACTIONS, alertIntegrationsReaction],
  onStart: async (runtime) => {
    registerKnownStorages(runtime.config.repositoryStorages);
    await requeuePendingIntegrationDeliveries(runtime);
    await recoverInterruptedSagas(runtime);
  },
};

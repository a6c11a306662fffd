import { analyticsRoutes } from './resources/analytics';
import { assistantRoutes } from './resources/assistants';
import { callRoutes } from './resources/calls';
import { campaignRoutes } from './resources/campaigns';
import { chatRoutes } from './resources/chats';
import { credentialRoutes } from './resources/credentials';
import { fileRoutes } from './resources/files';
import { knowledgeBaseRoutes } from './resources/knowledgeBases';
import { logRoutes } from './resources/logs';
import { orgRoutes } from './resources/orgs';
import { phoneNumberRoutes } from './resources/phoneNumbers';
import { providerRoutes } from './resources/providers';
import { sessionRoutes } from './resources/sessions';
import { squadRoutes } from './resources/squads';
import { supportRoutes } from './resources/support';
import { templateRoutes } from './resources/templates';
import { testSuiteRoutes } from './resources/testSuites';
import { tokenRoutes } from './resources/tokens';
import { toolRoutes } from './resources/tools';
import { voiceLibraryRoutes } from './resources/voiceLibrary';
import { workflowRoutes } from './resources/workflows';

/**
 * The whole platform API: every method and path, grouped by resource (tests/fixtures/specEndpoints.json
 * lists them for the coverage test).
 * Each resource's routes live in its own file so an app can import one group alone.
 */
export const routeTable = {
  calls: callRoutes,
  chats: chatRoutes,
  campaigns: campaignRoutes,
  sessions: sessionRoutes,
  support: supportRoutes,
  assistants: assistantRoutes,
  phoneNumbers: phoneNumberRoutes,
  tools: toolRoutes,
  knowledgeBases: knowledgeBaseRoutes,
  squads: squadRoutes,
  tokens: tokenRoutes,
  templates: templateRoutes,
  files: fileRoutes,
  workflows: workflowRoutes,
  testSuites: testSuiteRoutes,
  analytics: analyticsRoutes,
  logs: logRoutes,
  orgs: orgRoutes,
  credentials: credentialRoutes,
  voiceLibrary: voiceLibraryRoutes,
  providers: providerRoutes,
};

export type RouteTable = typeof routeTable;

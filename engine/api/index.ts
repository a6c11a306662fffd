// Public entry of the platform API client (`@hud-portfolio/call-engine/api`): only what engine/README.md
// documents; the route tables and binding are internal. Everything is a named export so bundlers keep only
// what an app uses: importing one resource factory leaves the other tables out.
export { createPlatformClient } from './client';
export type { PlatformClient } from './client';
export { createTransport } from './core/transport';
export type { Outgoing, Transport } from './core/transport';
export type { ApiList, ApiPage } from './core/route';
export type { NoSchema } from './core/schema';

export { ApiClientError } from './errors/apiClientError';
export { PlatformError } from './errors/platformError';
export { NetworkError } from './errors/networkError';
export { PlatformTimeoutError } from './errors/platformTimeoutError';
/** @deprecated The same class as `PlatformTimeoutError`, under its former name. */
export { PlatformTimeoutError as TimeoutError } from './errors/platformTimeoutError';
export { ResponseFormatError } from './errors/responseFormatError';
export type * from './types';

export { createAnalyticsApi } from './resources/analytics';
export type { AnalyticsApi } from './resources/analytics';
export { createAssistantsApi } from './resources/assistants';
export type { AssistantsApi } from './resources/assistants';
export { createCallsApi } from './resources/calls';
export type { CallsApi } from './resources/calls';
export { createCampaignsApi } from './resources/campaigns';
export type { CampaignsApi } from './resources/campaigns';
export { createChatsApi } from './resources/chats';
export type { ChatsApi } from './resources/chats';
export { createCredentialsApi } from './resources/credentials';
export type { CredentialsApi } from './resources/credentials';
export { createFilesApi } from './resources/files';
export type { FilesApi } from './resources/files';
export { createKnowledgeBasesApi } from './resources/knowledgeBases';
export type { KnowledgeBasesApi } from './resources/knowledgeBases';
export { createLogsApi } from './resources/logs';
export type { LogsApi } from './resources/logs';
export { createOrgsApi } from './resources/orgs';
export type { OrgsApi } from './resources/orgs';
export { createPhoneNumbersApi } from './resources/phoneNumbers';
export type { PhoneNumbersApi } from './resources/phoneNumbers';
export { createProvidersApi } from './resources/providers';
export type { ProvidersApi } from './resources/providers';
export { createSessionsApi } from './resources/sessions';
export type { SessionsApi } from './resources/sessions';
export { createSquadsApi } from './resources/squads';
export type { SquadsApi } from './resources/squads';
export { createSupportApi } from './resources/support';
export type { SupportApi } from './resources/support';
export { createTemplatesApi } from './resources/templates';
export type { TemplatesApi } from './resources/templates';
export { createTestSuitesApi } from './resources/testSuites';
export type { TestSuitesApi } from './resources/testSuites';
export { createTokensApi } from './resources/tokens';
export type { TokensApi } from './resources/tokens';
export { createToolsApi } from './resources/tools';
export type { ToolsApi } from './resources/tools';
export { createVoiceLibraryApi } from './resources/voiceLibrary';
export type { VoiceLibraryApi } from './resources/voiceLibrary';
export { createWorkflowsApi } from './resources/workflows';
export type { WorkflowsApi } from './resources/workflows';

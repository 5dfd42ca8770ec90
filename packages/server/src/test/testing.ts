// Test helpers other workspaces (e2e) share with the server's own tests.
export { startSmtpStandIn, type SmtpStandIn, type ReceivedMail } from './smtp-stand-in';
export { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';
export type { StandInFile, StandInFolder, StandInSpreadsheet, StandInWrite } from './google-workspace-stand-in';
export { startReceiver, type Receiver, type ReceivedRequest } from '../integrations/webhooks/webhook-testing';

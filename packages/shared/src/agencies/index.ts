export * from './agency.schema.js';
export * from './agency-contact.schema.js';

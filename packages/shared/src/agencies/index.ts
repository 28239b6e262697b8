export * from './agency.schema.js';

// Placeholder until its feature lands: shows the coming-soon page for this path.
export { loader, meta, default } from './coming-soon';

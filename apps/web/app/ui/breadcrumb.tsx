import { Link } from '../lib/link';
import styles from './breadcrumb.module.css';

/** One step: its label in the page's language and its site path (no language prefix; links add it). */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** Home › … › this page: each step but the last a link; names isolated, so a mixed-direction name keeps its place. */
export function Breadcrumb({ steps, label }: { steps: BreadcrumbStep[]; label: string }) {
  return (
    <nav className={styles.breadcrumb} aria-label={label}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.path} aria-current="page">
              <bdi>{step.name}</bdi>
            </li>
          ) : (
            <li key={step.path}>
              <Link to={step.path}>
                <bdi>{step.name}</bdi>
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

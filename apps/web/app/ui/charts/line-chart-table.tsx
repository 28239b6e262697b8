import { useTranslation } from '../../lib/i18n/use-translation';

/** The line chart's data as a table, folded under it: what a screen reader or a careful reader wants. */
export function LineChartTable({
  title,
  labels,
  dates,
  cells,
}: {
  title: string;
  /** One column per series. */
  labels: string[];
  /** One row per date, already formatted. */
  dates: string[];
  /** cells[series][row], already formatted. */
  cells: string[][];
}) {
  const { t } = useTranslation();
  return (
    <details className="line-chart__data">
      <summary>{t('dashboard.chart.show_table')}</summary>
      <div className="line-chart__table-wrap">
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.date')}</th>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, row) => (
              <tr key={date}>
                <th scope="row">{date}</th>
                {cells.map((column, i) => (
                  <td key={labels[i]}>{column[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

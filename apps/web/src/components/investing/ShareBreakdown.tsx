import styled from 'styled-components';
import type { FundShare } from '@site/content';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';
import { DataTable } from '@/components/content/DataTable';
import { formatFundPercent } from '@/lib/fundFacts';

const Figure = styled.figure`
  margin: 0 0 ${space.m};

  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
  }

  li {
    display: grid;
    grid-template-columns: minmax(8rem, 1fr) 3fr;
    gap: ${space.s};
    align-items: center;
    font-size: 0.875rem;
  }

  .bar {
    height: 1rem;
    border-radius: 0.25rem;
    background: ${vars.color.accent};
    min-width: 2px;
  }
`;

/**
 * One fund breakdown as a bar chart and a table. The chart is a picture of the table (hidden from
 * assistive technology, which reads the table), so both always agree.
 */
export function ShareBreakdown({
  caption,
  shares,
  locale,
  nameLabel,
  shareLabel,
}: {
  caption: string;
  shares: FundShare[];
  locale: Locale;
  nameLabel: string;
  shareLabel: string;
}) {
  const sorted = [...shares].sort((a, b) => b.share - a.share);
  const max = Math.max(...sorted.map((s) => s.share), 1);
  return (
    <>
      <Figure aria-hidden="true">
        <ol>
          {sorted.map((share) => (
            <li key={share.key}>
              <span>{share.label}</span>
              <span className="bar" style={{ width: `${(share.share / max) * 100}%` }} />
            </li>
          ))}
        </ol>
      </Figure>
      <DataTable caption={caption} columns={[nameLabel, shareLabel]} numericLast>
        {sorted.map((share) => (
          <tr key={share.key}>
            <th scope="row">{share.label}</th>
            <td>{formatFundPercent(share.share, locale)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

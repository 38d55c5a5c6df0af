import styled from 'styled-components';
import { media, space } from '@site/theme';
import { DataTable } from '@/components/content/DataTable';
import type { FeeDocument } from '@/lib/feeDocuments/model';

const Wrapper = styled.div`
  /* The table's name above it, and the cue that it scrolls only where it does. */
  > p:first-child {
    font-weight: 600;
  }

  .price-list-cue {
    font-weight: 400;
    color: var(--color-text-muted);

    ${media.mid} {
      display: none;
    }
  }

  /* Four columns of fees that wrap: wide enough to read, scrolling sideways on a phone. */
  table {
    min-width: 42rem;
    table-layout: fixed;
  }

  thead th:first-child {
    width: 28%;
  }

  th[scope='rowgroup'] {
    padding-top: ${space.m};
    background: var(--color-surface);
    font-size: 1.0625rem;
  }

  tbody th[scope='row'] {
    font-weight: 400;
  }

  [data-total-annual-fee],
  [data-fees-as-of] {
    display: block;
  }

  [data-total-annual-fee] {
    font-weight: 600;
  }

  [data-fees-as-of] {
    font-weight: 400;
    font-size: 0.875rem;
    color: var(--color-text-muted);
  }
`;

export interface PriceListPlan {
  slug: string;
  name: string;
  /** Its fee information document's model: the table shows the same texts, row by row. */
  document: FeeDocument;
  asOf: string;
}

/**
 * Every plan's fees in one table: a column per plan, the document's headings as row groups and
 * its services as rows, each cell the fee the plan's fee information document states.
 */
export function PriceListTable({
  plans,
  caption,
  scrollCue,
  serviceColumn,
}: {
  plans: PriceListPlan[];
  caption: string;
  scrollCue: string;
  serviceColumn: string;
}) {
  const sections = plans[0]?.document.sections ?? [];
  return (
    <Wrapper>
      <DataTable
        caption={caption}
        scrollCue={scrollCue}
        classNames={{ scrollCue: 'price-list-cue' }}
        rowGroups
        head={
          <>
            <th scope="col">{serviceColumn}</th>
            {plans.map((plan) => (
              <th key={plan.slug} scope="col">
                {/* The space keeps the name and the date two words for screen readers and the search index. */}
                {plan.name}{' '}
                <span data-fees-as-of>{plan.asOf}</span>
              </th>
            ))}
          </>
        }
      >
        {sections.map((section, s) => (
          <tbody key={section.section}>
            <tr>
              <th scope="rowgroup" colSpan={plans.length + 1}>
                {section.heading}
              </th>
            </tr>
            {section.rows.map((row, r) => (
              <tr key={row.service} data-service={row.service}>
                <th scope="row">{row.term}</th>
                {plans.map((plan) => {
                  const cell = plan.document.sections[s]!.rows[r]!;
                  return (
                    <td key={plan.slug}>
                      {cell.fee}
                      {cell.totalAnnualFee ? ' ' : null}
                      {cell.totalAnnualFee ? (
                        <span data-total-annual-fee>
                          {plan.document.totalAnnualFeeLabel} {cell.totalAnnualFee}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </DataTable>
    </Wrapper>
  );
}

import { Fragment } from 'react';
import styled from 'styled-components';
import { media, space } from '@site/theme';
import { FactList } from '@/components/content/Section';
import { documentTable } from '@/components/content/documentTable';
import type { FeeDocument } from '@/lib/feeDocuments/model';

const Wrapper = styled.div`
  max-width: 48rem;

  ul {
    padding-inline-start: 1.25rem;
  }

  li + li {
    margin-top: ${space.s};
  }

  section {
    margin-top: ${space.l};
  }

  /* Implementing Regulation (EU) 2018/34's headings stand on a grey band, as in the PDF. */
  h2 {
    margin: 0;
    padding: ${space.s};
    background: var(--color-surface);
    border-bottom: 2px solid var(--color-border);
    font-size: 1.25rem;
  }

  /* Narrow cells on a phone, so 'Bargeldauszahlung' fits its half of 390 px whole. */
  ${documentTable(space.s)}

  tbody th {
    font-weight: 400;
  }

  ${media.small} {
    h2,
    th,
    td {
      padding-inline: ${space.m};
    }
  }

  [data-total-annual-fee] {
    display: block;
    font-weight: 600;
  }
`;

/**
 * A plan's fee information document as a page: the same model as its PDF (lib/feeDocuments), the
 * template's order kept: provider, account and date, the statements with the price list and the
 * glossary they refer to, the PDF, then each heading with its services and fees.
 */
export function FeeInformationDocument({ document, pdf }: { document: FeeDocument; pdf: { href: string; label: string } }) {
  const [purpose, otherFees, glossary] = document.statements;
  const [priceList, glossaryLink] = document.references;
  return (
    <Wrapper>
      <FactList data-fee-document-details>
        {document.details.map((detail) => (
          <Fragment key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </Fragment>
        ))}
      </FactList>
      <ul>
        <li>{purpose}</li>
        <li>
          {otherFees} <a href={priceList!.href}>{priceList!.label}</a>
        </li>
        <li>
          {glossary} <a href={glossaryLink!.href}>{glossaryLink!.label}</a>
        </li>
      </ul>
      <p>
        <a href={pdf.href} type="application/pdf" hrefLang={document.locale} data-fee-document-pdf>
          {pdf.label}
        </a>
      </p>
      {document.sections.map((section, index) => (
        <section key={section.section} aria-labelledby={`fees-${section.section}`}>
          <h2 id={`fees-${section.section}`}>{section.heading}</h2>
          <table aria-labelledby={`fees-${section.section}`}>
            {/* Every table names its columns; the page shows them once, at the first. */}
            <thead className={index === 0 ? undefined : 'ui-visually-hidden'}>
              <tr>
                <th scope="col">{document.columns[0]}</th>
                <th scope="col">{document.columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.service} data-service={row.service}>
                  <th scope="row">{row.term}</th>
                  <td>
                    {row.fee}
                    {/* Two words for screen readers and the search index, though the label below is a line of its own. */}
                    {row.totalAnnualFee ? ' ' : null}
                    {row.totalAnnualFee ? (
                      <span data-total-annual-fee>
                        {document.totalAnnualFeeLabel} {row.totalAnnualFee}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Wrapper>
  );
}

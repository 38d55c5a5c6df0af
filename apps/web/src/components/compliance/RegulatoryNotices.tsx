import styled from 'styled-components';
import { space, vars } from '@site/theme';
import { iconMask, iconMaskUrl } from '@/lib/iconMask';

/*
 * The notices a bank's advertising must carry. Their wording is content (`SiteContent.notices`,
 * compliance's to change); these components only give them a place and a look that stands out
 * from the copy around them, in the colours of whatever band they sit in.
 */

const shield =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linejoin="round">' +
  '<path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z"/><path d="m8.5 12 2.5 2.5 4.5-5" stroke-linecap="round"/></svg>';
const warningSign =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linejoin="round">' +
  '<path d="M12 3 2 21h20L12 3Z"/><path d="M12 10v5M12 17.5v.5" stroke-linecap="round"/></svg>';

const Notice = styled.p`
  display: flex;
  gap: ${space.s};
  align-items: flex-start;
  max-width: 44rem;
  margin: 0;
  padding: ${space.s} ${space.m};
  border: 1px solid ${vars.color.border};
  border-radius: 0.5rem;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: 0.9375rem;
  line-height: 1.45;

  /* The text may shrink below its longest word ('Finanzdienstleistungsaufsicht'), which then breaks. */
  > span {
    min-width: 0;
  }

  /* The notice's icon (shield; a warning sign on a warning), drawn by this stylesheet. */
  &::before {
    content: '';
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1em;
    ${iconMask(shield)}
  }

  &[data-variant='plain'] {
    padding: 0;
    border: 0;
    background: none;
    font-size: inherit;
  }
`;

const Warning = styled(Notice)`
  margin-top: ${space.s};
  border: 2px solid ${vars.color.text};
  font-weight: 600;

  &::before {
    mask-image: ${iconMaskUrl(warningSign)};
  }
`;

/** Where the money is held, up to how much it is protected, and who supervises the bank. */
export function DepositGuaranteeNotice({ text, variant = 'box' }: { text: string; variant?: 'box' | 'plain' }) {
  return (
    <Notice data-notice="depositGuarantee" data-variant={variant}>
      <span>{text}</span>
    </Notice>
  );
}

/**
 * A capital-at-risk warning. Every return figure and every crowd-investing round points to one
 * with `aria-describedby={id}`, so a screen reader reads it with the figure
 * (apps/web/e2e/risk-warnings.spec.ts fails for a figure without one).
 */
export function RiskWarning({ id, text }: { id: string; text: string }) {
  return (
    <Warning id={id} role="note" data-risk-warning>
      <span>{text}</span>
    </Warning>
  );
}

import styled from 'styled-components';
import { space } from '@site/theme';

/** The complaints facts' look, on the complaints page and in the imprint alike: room above each sub-heading, addresses upright. */
export const ComplaintFacts = styled.div`
  h3 {
    margin-top: ${space.l};
  }

  address {
    font-style: normal;
  }
`;

import type { ReactNode } from 'react';
import styled from 'styled-components';
import '@site/ui/styles.css';
import { SystemPageFrame } from '@/components/system/SystemPageFrame';

const Emoji = styled.p`
  font-size: 3rem;
  margin: 0;
  line-height: 1;
`;

/** A system page's content: an optional emoji above the headline, in the system pages' frame. */
export async function AccountSection({ emoji, children }: { emoji?: string; children: ReactNode }) {
  return (
    <SystemPageFrame>
      {emoji ? <Emoji aria-hidden="true">{emoji}</Emoji> : null}
      {children}
    </SystemPageFrame>
  );
}

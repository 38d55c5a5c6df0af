import type { FaqEntry, FaqTopic } from '@site/content';
import { Accordion } from '@site/ui';
import { RichText } from './RichText';
import { Section } from './Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageLd } from '@/lib/structuredData';

/** The questions of one topic as accordions (collapsed by default, SPEC §4). */
export function FaqTeaser({
  topic,
  heading,
  entries,
}: {
  topic: FaqTopic;
  heading: string;
  entries: FaqEntry[];
}) {
  const questions = entries.filter((entry) => entry.topic === topic).sort((a, b) => a.order - b.order);
  if (questions.length === 0) return null;
  const id = `faq-${topic}`;
  return (
    <Section aria-labelledby={id}>
      <JsonLd data={faqPageLd(questions)} />
      <h2 id={id}>{heading}</h2>
      {questions.map((entry) => (
        <Accordion key={entry.id} title={entry.question} headingLevel={3}>
          <RichText document={entry.answer} />
        </Accordion>
      ))}
    </Section>
  );
}

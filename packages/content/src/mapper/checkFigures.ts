import { figureRelations, figures, impactQuantities, roundStatuses, unitSizes, type FigureName, type FigurePart } from '../figures';
import type { SiteContent } from '../types';
import { fundConflicts } from './checkFund';

/** A figure's part as read: its value in the quantity's base unit, and where it stands in the content. */
interface FigureSpot {
  value: number;
  where: string;
}

/** Figures of the content that contradict each other; the message names every entry involved. */
export class FigureConflictError extends Error {
  constructor(readonly conflicts: string[]) {
    super(`Content figures disagree (${conflicts.length}):\n${conflicts.map((c) => `- ${c}`).join('\n')}`);
    this.name = 'FigureConflictError';
  }
}

const spot = (entryId: string, contentType: string, field: string, value: number, shown: string = String(value)): FigureSpot => ({
  value,
  where: `entry '${entryId}' (content type '${contentType}', field '${field}': ${shown})`,
});

function readPart(content: SiteContent, part: FigurePart): FigureSpot {
  if ('reviews' in part) {
    const platform = content.figureSources.reviews;
    if (part.reviews === 'platformCount') return spot(platform.id, 'figureSource', 'ratingCount', platform.ratings?.count ?? 0);
    const count = content.reviews.filter((review) => review.source === platform.source).length;
    return { value: count, where: `${count} entries of content type 'review' with the source '${platform.source}'` };
  }
  const metric = content.impactMetrics.find((m) => m.key === part.impact);
  // checkComplete has made sure every metric is there; a relation never reads a missing one.
  if (!metric) throw new Error(`No impact metric '${part.impact}' to check.`);
  if (part.field === 'userCount') return spot(metric.id, 'impactMetric', 'userCount', metric.userCount ?? 0);
  const size = unitSizes[impactQuantities[metric.key]][metric.unit] ?? 1;
  return spot(metric.id, 'impactMetric', 'value', metric.value * size, `${metric.value} ${metric.unit}`);
}

function read(content: SiteContent, name: FigureName): { total: number; where: string } {
  const spots = figures[name].parts.map((part) => readPart(content, part));
  const total = spots.reduce((sum, s) => sum + s.value, 0);
  const where = spots.length > 1 ? `(the sum of ${spots.map((s) => s.where).join(', ')})` : spots[0]!.where;
  return { total, where: `${name} ${where}` };
}

/** Rounds by date must run completed, then ongoing, then upcoming: a round that is coming is not dated before one that is over. */
function roundConflicts(content: SiteContent): string[] {
  const rounds = [...content.crowdinvestingBanners].sort((a, b) => a.date.localeCompare(b.date));
  const conflicts: string[] = [];
  rounds.forEach((later, index) => {
    const earlier = rounds.slice(0, index).find((r) => roundStatuses.indexOf(r.status) > roundStatuses.indexOf(later.status));
    if (earlier) {
      conflicts.push(
        `crowdinvestingBanner '${earlier.id}' (field 'status': ${earlier.status}, field 'date': ${earlier.date}) is dated before ` +
          `'${later.id}' (field 'status': ${later.status}, field 'date': ${later.date}): rounds run completed, then ongoing, then upcoming`,
      );
    }
  });
  return conflicts;
}

/**
 * Checks every relation of `figureRelations`, the order of the crowd-investing rounds and the
 * fund's figures (`checkFund.ts`: its ISIN and WKN, its companies against its breakdowns) on
 * mapped content; throws a FigureConflictError listing every contradiction at once.
 */
export function checkFigures(content: SiteContent): void {
  const conflicts: string[] = [];
  for (const relation of figureRelations) {
    const small = read(content, relation.atMost);
    const large = read(content, relation.of);
    // A relative margin, so that 4,960,000,000 cm² and 496,000 m² compare as equal.
    if (small.total > large.total * (1 + 1e-9)) conflicts.push(`${small.where} must be at most ${large.where}: ${relation.because}`);
  }
  conflicts.push(...roundConflicts(content));
  conflicts.push(...fundConflicts(content));
  if (conflicts.length > 0) throw new FigureConflictError(conflicts);
}

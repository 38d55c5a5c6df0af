// Video and podcast embeds of magazine articles, shown click-to-load (VIDEO and PODCAST consent, §3). The
// preview images are drawn by scripts/drawings.ts like every other asset: nothing is fetched
// from the provider before the visitor asks for the player.
import { entry, l, linkAsset, type SourceEntry } from './define';

export const mediaEmbeds: SourceEntry[] = [
  entry('mediaEmbed', 'embed-reforestation-video', {
    kind: 'VIDEO',
    title: l('Video: Pflanztag im Mischwald', 'Video: planting day in the mixed forest'),
    url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    preview: linkAsset('img-embed-reforestation-video'),
  }),
  entry('mediaEmbed', 'embed-reforestation-podcast', {
    kind: 'PODCAST',
    title: l('Podcast: Wer pflegt die Bäume?', 'Podcast: who looks after the trees?'),
    url: 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    preview: linkAsset('img-embed-reforestation-podcast'),
  }),
];

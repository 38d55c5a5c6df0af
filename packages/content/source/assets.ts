import { l, type SourceAsset } from './define';

/** Every image is drawn by scripts/draw-images.ts from these descriptions: no third-party images. */
export const assets: SourceAsset[] = [
  { id: 'img-hero-home', title: l('Hügel im Morgenlicht', 'Hills in the morning light'), description: l('Illustration: grüne Hügel unter einer aufgehenden Sonne', 'Illustration: green hills under a rising sun'), drawing: { kind: 'landscape', seed: 1, palette: 'meadow' } },
  { id: 'img-section-impact', title: l('Wald', 'Forest'), description: l('Illustration: ein Wald aus stilisierten Bäumen', 'Illustration: a forest of stylised trees'), drawing: { kind: 'landscape', seed: 2, palette: 'forest' } },
  { id: 'img-section-investing', title: l('Küste', 'Coast'), description: l('Illustration: Wellen vor einer ruhigen Küste', 'Illustration: waves in front of a calm coast'), drawing: { kind: 'landscape', seed: 3, palette: 'ocean' } },
  { id: 'img-article-account-switch', title: l('Kontowechsel', 'Switching accounts'), description: l('Illustration: Landschaft in Abendfarben', 'Illustration: landscape in evening colours'), drawing: { kind: 'landscape', seed: 11, palette: 'sunset' } },
  { id: 'img-article-green-investing', title: l('Grün investieren', 'Investing green'), description: l('Illustration: Waldhügel mit Sonne', 'Illustration: wooded hills with sun'), drawing: { kind: 'landscape', seed: 12, palette: 'forest' } },
  { id: 'img-article-budget', title: l('Haushaltsbuch', 'Household budget'), description: l('Illustration: Wiese mit Hügeln', 'Illustration: meadow with hills'), drawing: { kind: 'landscape', seed: 13, palette: 'meadow' } },
  { id: 'img-article-ocean', title: l('Meeresschutz', 'Ocean protection'), description: l('Illustration: Meer mit Wellen', 'Illustration: sea with waves'), drawing: { kind: 'landscape', seed: 14, palette: 'ocean' } },
  { id: 'img-article-reforestation', title: l('Aufforstung', 'Reforestation'), description: l('Illustration: junge Bäume auf einem Hang', 'Illustration: young trees on a slope'), drawing: { kind: 'landscape', seed: 15, palette: 'forest' } },
  { id: 'img-article-emergency-fund', title: l('Notgroschen', 'Emergency fund'), description: l('Illustration: Dämmerung über Hügeln', 'Illustration: dusk over hills'), drawing: { kind: 'landscape', seed: 16, palette: 'dusk' } },
  { id: 'img-article-greenwashing', title: l('Greenwashing', 'Greenwashing'), description: l('Illustration: Hügel im Abendrot', 'Illustration: hills in the sunset'), drawing: { kind: 'landscape', seed: 17, palette: 'sunset' } },
  { id: 'img-embed-reforestation-video', title: l('Video: Pflanztag im Mischwald', 'Video: planting day in the mixed forest'), description: l('', ''), drawing: { kind: 'landscape', seed: 21, palette: 'forest' } },
  { id: 'img-embed-reforestation-podcast', title: l('Podcast: Wer pflegt die Bäume?', 'Podcast: who looks after the trees?'), description: l('', ''), drawing: { kind: 'banner', seed: 22, palette: 'meadow' } },
  { id: 'img-article-crowdinvesting', title: l('Gemeinsam investieren', 'Investing together'), description: l('Illustration: Wiese am Morgen', 'Illustration: meadow in the morning'), drawing: { kind: 'landscape', seed: 18, palette: 'meadow' } },
  { id: 'img-banner-2021', title: l('Crowdinvesting 2021', 'Crowd-investing 2021'), description: l('', ''), drawing: { kind: 'banner', seed: 21, palette: 'forest' } },
  { id: 'img-banner-2022', title: l('Crowdinvesting 2022', 'Crowd-investing 2022'), description: l('', ''), drawing: { kind: 'banner', seed: 22, palette: 'ocean' } },
  { id: 'img-banner-ongoing', title: l('Aktuelle Crowdinvesting-Runde', 'Current crowd-investing round'), description: l('', ''), drawing: { kind: 'banner', seed: 23, palette: 'sunset' } },
  { id: 'img-person-lena', title: l('Lena Hoffmann', 'Lena Hoffmann'), description: l('Porträt-Illustration von Lena Hoffmann', 'Portrait illustration of Lena Hoffmann'), drawing: { kind: 'portrait', seed: 31 } },
  { id: 'img-person-jonas', title: l('Jonas Becker', 'Jonas Becker'), description: l('Porträt-Illustration von Jonas Becker', 'Portrait illustration of Jonas Becker'), drawing: { kind: 'portrait', seed: 32 } },
  { id: 'img-person-aylin', title: l('Aylin Demir', 'Aylin Demir'), description: l('Porträt-Illustration von Aylin Demir', 'Portrait illustration of Aylin Demir'), drawing: { kind: 'portrait', seed: 33 } },
  { id: 'img-person-marek', title: l('Marek Nowak', 'Marek Nowak'), description: l('Porträt-Illustration von Marek Nowak', 'Portrait illustration of Marek Nowak'), drawing: { kind: 'portrait', seed: 34 } },
];

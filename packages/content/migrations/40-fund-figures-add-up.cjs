// The fund's figures must add up, or the site does not build (src/mapper/checkFund.ts): the model
// says so where editors enter them. A breakdown's OTHER line has a label and no share: the build
// computes it as 100 % minus the other lines, so 'other countries' can never disagree with them.
module.exports = function (migration) {
  const type = migration.editContentType('fund');
  type.description(
    'Figures must add up, or the site does not build. ISIN: its ISO 6166 check digit must hold, and a German ISIN must contain the WKN ' +
      '(characters 6 to 11). Composition, industries, countries: lists of { "key", "label", "share" } in percent that add up to 100; ' +
      'the key CASH is the cash, the key OTHER everything not listed: give OTHER a label and no share, the build computes it from the rest. ' +
      'The company entries are holdings of this fund: their weights together at most 100 minus CASH, and those of one industry (category) ' +
      'or country at most that line of the breakdown (companies of a category or country without a line count towards OTHER).',
  );
};

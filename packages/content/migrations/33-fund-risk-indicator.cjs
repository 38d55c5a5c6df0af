// The fund's summary risk indicator (PRIIPs SRI, 1 to 7), shown as the seven-step scale beside
// the return figure and printed in the key information document and the factsheet, with the
// explanation of the scale as a regulatory notice of its own.
module.exports = function (migration) {
  const fund = migration.editContentType('fund');
  fund.createField('summaryRiskIndicator').name('Summary risk indicator (SRI, 1 lower to 7 higher risk)').type('Integer').required(true)
    .validations([{ range: { min: 1, max: 7 } }]);
  migration
    .editContentType('regulatoryNotice')
    .editField('key')
    .validations([{ unique: true }, { in: ['depositGuarantee', 'fundRisk', 'crowdinvestingRisk', 'riskIndicator'] }]);
};

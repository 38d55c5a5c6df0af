// The sustainable stock fund: every fund fact of SPEC §3 plus its three breakdowns.
// Breakdowns are JSON arrays of { "key": string, "label": string, "share": number (percent) }.
module.exports = function (migration) {
  const type = migration.createContentType('fund').name('Fund').displayField('name');
  type.createField('name').name('Name').type('Symbol').localized(true).required(true);
  type.createField('description').name('Description').type('Text').localized(true).required(true);
  type.createField('composition').name('Composition (holdings)').type('Object').localized(true).required(true);
  type.createField('industries').name('Industries').type('Object').localized(true).required(true);
  type.createField('countries').name('Countries').type('Object').localized(true).required(true);
  type.createField('cashSecurities').name('Cash securities').type('Object').localized(true).required(true);
  type.createField('isin').name('ISIN').type('Symbol').required(true).validations([{ regexp: { pattern: '^[A-Z]{2}[A-Z0-9]{9}[0-9]$' } }]);
  type.createField('wkn').name('WKN').type('Symbol').required(true).validations([{ regexp: { pattern: '^[A-Z0-9]{6}$' } }]);
  type.createField('accountFee').name('Account fee (EUR per year)').type('Number').required(true);
  type.createField('distributionType').name('Distribution type').type('Symbol').required(true).validations([{ in: ['ACCUMULATING', 'DISTRIBUTING'] }]);
  type.createField('estimatedReturnOnInvestment').name('Estimated return on investment (% p.a.)').type('Number').required(true);
  type.createField('fundCompany').name('Fund company').type('Symbol').required(true);
  type.createField('investmentHorizon').name('Investment horizon').type('Symbol').localized(true).required(true);
  type.createField('investmentUniverse').name('Investment universe').type('Text').localized(true).required(true);
  type.createField('issueCountry').name('Issue country (ISO 3166-1 alpha-2)').type('Symbol').required(true);
  type.createField('issueDate').name('Issue date').type('Date').required(true);
  type.createField('issueSurcharge').name('Issue surcharge (%)').type('Number').required(true);
  type.createField('netAssetValue').name('Net asset value (EUR)').type('Number').required(true);
  type.createField('netAssetValuePerShare').name('Net asset value per share (EUR)').type('Number').required(true);
  type.createField('orderFee').name('Order fee (EUR)').type('Number').required(true);
  type.createField('portfolioManager').name('Portfolio manager').type('Symbol').required(true);
  type.createField('targetAudience').name('Target audience').type('Text').localized(true).required(true);
  type.createField('totalExpenseRatio').name('Total expense ratio (% p.a.)').type('Number').required(true);
  type.createField('asOf').name('Figures as of').type('Date').required(true);
};

// The notices a bank's advertising must carry: the deposit guarantee and the capital-at-risk
// warnings next to return figures and crowd-investing rounds (§ 12 VermAnlG). One entry per
// notice, so compliance changes a wording with a publish, not a deploy. The texts may say
// {brand}, {partnerBank} and {partnerBankSupervisor}, filled in from the configuration.
module.exports = function (migration) {
  const type = migration.createContentType('regulatoryNotice').name('Regulatory notice').displayField('key');
  type
    .createField('key')
    .name('Key')
    .type('Symbol')
    .required(true)
    .validations([{ unique: true }, { in: ['depositGuarantee', 'fundRisk', 'crowdinvestingRisk'] }]);
  type.createField('text').name('Text').type('Text').localized(true).required(true);
};

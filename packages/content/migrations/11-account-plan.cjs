// Account plans and subscriptions for the account comparison. `features` is a JSON array of
// { "key", "label", "value": boolean | string }; rows are aligned across plans by key.
module.exports = function (migration) {
  const type = migration.createContentType('accountPlan').name('Account plan').displayField('name');
  type.createField('slug').name('Slug').type('Symbol').required(true).validations([{ unique: true }]);
  type.createField('name').name('Name').type('Symbol').required(true);
  type.createField('tagline').name('Tagline').type('Symbol').localized(true).required(true);
  type.createField('monthlyPrice').name('Monthly price (EUR)').type('Number').required(true).validations([{ range: { min: 0 } }]);
  type.createField('billing').name('Billing').type('Symbol').required(true).validations([{ in: ['free', 'monthly', 'yearly'] }]);
  type.createField('popular').name('Popular').type('Boolean').required(true);
  type.createField('features').name('Features').type('Object').localized(true).required(true);
  type.createField('order').name('Order').type('Integer').required(true);
};

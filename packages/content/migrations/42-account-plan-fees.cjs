// A plan's fees for every service of the ZKG's list of the most representative services linked
// to a payment account (src/fees.ts), and the day they hold from: its fee information document and
// the price list are drawn from them. Required for publishing; a plan published before this
// migration without them fails a production build (src/productionContent.ts) until they are filled in.
// Contentful keeps help texts to 255 characters, so the list of services is the type's description.
module.exports = function (migration) {
  const type = migration.editContentType('accountPlan');
  type.description(
    'Fees: a key for each service of the ZKG list but maintaining the account (that is the monthly price): creditTransfer, ' +
      'standingOrder, directDebit, foreignCurrencyTransfer, debitCard, replacementDebitCard, creditCard, cashWithdrawal, ' +
      'foreignCurrencyCardPayment, cashDeposit, arrangedOverdraft, unarrangedOverdraft, accountStatementByPost.',
  );
  type.createField('fees').name('Fees per service (Zahlungskontengesetz)').type('Object').localized(false).required(true);
  type.createField('feesAsOf').name('Fees valid from').type('Date').localized(false).required(true);
  type.changeFieldControl('fees', 'builtin', 'objectEditor', {
    helpText:
      'Each service (see the type description): null if not offered, else {"amount": 2, "unit": "perItem"}. Units: perMonth, perYear, ' +
      'perItem (may add "freePerMonth": 5), percentOfAmount, ratePerYear (in %). Amounts in EUR.',
  });
  type.changeFieldControl('feesAsOf', 'builtin', 'datePicker', {
    format: 'dateonly',
    helpText: 'The date the fee information document carries. Change it with every change of a fee.',
  });
};

// The impact figures of one quantity must agree (src/figures.ts, checked on every build); the
// model says so where editors enter them, and names the balance's user count for what it is.
module.exports = function (migration) {
  const type = migration.editContentType('impactMetric');
  type.description(
    'Figures of one quantity must agree, or the site does not build: customers holding the balance ≤ customers; ' +
      'customer balance ≤ total deposits; the four bonds together ≤ total deposits; habitat ≤ restored land.',
  );
  type.editField('userCount').name('Customers holding the balance (customer balance only)');
};

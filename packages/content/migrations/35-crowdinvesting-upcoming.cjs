// A round that is announced but not open yet was marked 'ongoing' ('2026 · Ongoing' on a round
// that 'is coming'). 'upcoming' is its own status: nothing collected, no investors, button off.
module.exports = function (migration) {
  const type = migration.editContentType('crowdinvestingBanner');
  type.editField('status').validations([{ in: ['completed', 'ongoing', 'upcoming'] }]);
};

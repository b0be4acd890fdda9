import type { SeedContext } from '../seeding/context';

const VENDORS: readonly [name: string, contact: string, address: string][] = [
  ['Northwind Systems', 'Anna Berg', '12 Harbour Road, Leeds'],
  ['Contoso Hardware', 'Marc Dubois', '4 Rue des Lilas, Lyon'],
  ['Fabrikam Software', 'Priya Nair', '88 Ring Road, Pune'],
  ['Tailspin Networks', 'Tom Walsh', '301 Pine Street, Seattle'],
  ['Litware Licensing', 'Eva Novak', 'Vinohradska 21, Prague'],
  ['Adatum Cloud', 'Kenji Sato', '2-1 Marunouchi, Tokyo'],
  ['Woodgrove Leasing', 'Grace Okafor', '7 Marina Way, Lagos'],
  ['Proseware Support', 'Luis Ortega', 'Calle Mayor 5, Madrid'],
];
const CONTRACT_TYPES = ['Lease', 'Maintenance', 'Software license', 'Support', 'Warranty'];
const LICENSE_TYPES = ['Per seat', 'Per device', 'Site', 'Subscription'];

/**
 * Vendors, contract types and license types, and which of them each seeded contract uses. Plain
 * arithmetic rather than the shared PRNG, so every other seeded record stays as it was.
 */
export function seedVendors(context: SeedContext): void {
  const dated = (index: number) => context.steppedDates(index, 400, 9);
  const vendorIds = context.insertAll(
    'vendors',
    VENDORS.map(([name, primary_contact, address], index) => ({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@vendors.example`,
      primary_contact,
      address,
      description: `${name} supplies and supports part of the estate.`,
      status_id: index === VENDORS.length - 1 ? 0 : 1,
      ...dated(index),
    })),
  );
  const typeIds = context.insertAll(
    'contract_types',
    CONTRACT_TYPES.map((name, index) => ({ name, ...dated(index) })),
  );
  const licenseIds = context.insertAll(
    'license_types',
    LICENSE_TYPES.map((name, index) => ({ name, ...dated(index) })),
  );
  const update = context.db.prepare(
    'UPDATE contracts SET vendor_id = ?, contract_type_id = ?, license_type_id = ? WHERE id = ?',
  );
  context.ids('SELECT id FROM contracts ORDER BY id').forEach((id, index) => {
    update.run(
      vendorIds[index % vendorIds.length],
      typeIds[index % typeIds.length],
      index % 3 === 0 ? licenseIds[index % licenseIds.length] : null,
      id,
    );
  });
}

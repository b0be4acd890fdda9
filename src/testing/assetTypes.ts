/** The asset type "Laptop" under Hardware › Computer, as the API answers it. */
export function laptopType(id: number, isDefault: boolean) {
  return {
    id,
    name: 'Laptop',
    parent: { id: 3, name: 'Computer' },
    parents: [
      { id: 1, name: 'Hardware' },
      { id: 3, name: 'Computer' },
    ],
    is_default: isDefault,
    created_at: '2024-03-01 09:30:00',
    updated_at: '2024-03-01 09:30:00',
  };
}

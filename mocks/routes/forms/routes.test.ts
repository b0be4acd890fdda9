import { useApp } from '../../testing/use-app';

describe('GET /api/form/render', () => {
  const ctx = useApp();

  it('renders the change form structure and validates the category', async () => {
    const body = (await ctx.admin.get('/api/form/render?category=change&scenario=create&panel=agent')).json();
    expect(body.data).toMatchObject({ category: 'change', scenario: 'create', panel: 'agent' });
    expect(body.data.form_fields.map((field: { key: string }) => field.key)).toContain('change_type_id');
    const selects = body.data.form_fields.filter(
      (field: { key: string; type: string }) => field.type === 'select' && !field.key.startsWith('custom_'),
    );
    expect(
      selects.map(({ label, required }: { label: string; required: boolean }) => `${label}${required ? '*' : ''}`),
    ).toEqual(['Requester*', 'Status*', 'Change type*', 'Priority', 'Impact', 'Location', 'Department', 'Team']);
    // Then its custom fields, with their choices and the change type they belong to (null: every type).
    const risk = body.data.form_fields.find((field: { label: string }) => field.label === 'Risk level');
    expect(risk).toMatchObject({ type: 'select', required: false, options: expect.any(Array), change_type_id: null });
    expect((await ctx.admin.get('/api/form/render')).statusCode).toBe(422);
    expect((await ctx.admin.get('/api/form/render?category=spaceship')).statusCode).toBe(422);
  });
});

import { useApp } from '../../testing/use-app';

describe('GET /api/form/render', () => {
  const ctx = useApp();

  it('renders the change form structure and validates the category', async () => {
    const body = (await ctx.admin.get('/api/form/render?category=change&scenario=create&panel=agent')).json();
    expect(body.data).toMatchObject({ category: 'change', scenario: 'create', panel: 'agent' });
    expect(body.data.form_fields.map((field: { key: string }) => field.key)).toContain('change_type_id');
    const selects = body.data.form_fields.filter((field: { type: string }) => field.type === 'select');
    expect(
      selects.map(({ label, required }: { label: string; required: boolean }) => `${label}${required ? '*' : ''}`),
    ).toEqual(['Requester*', 'Status*', 'Change type*', 'Priority', 'Impact', 'Location', 'Department', 'Team']);
    expect((await ctx.admin.get('/api/form/render')).statusCode).toBe(422);
    expect((await ctx.admin.get('/api/form/render?category=spaceship')).statusCode).toBe(422);
  });
});

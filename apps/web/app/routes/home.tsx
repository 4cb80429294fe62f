import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await context.catalog.list({ store: context.store, filters: {}, sort: 'relevancia', page: 1, pageSize: 8 });
  return { store: context.store, products: page.items.map((p) => ({ code: p.code, name: p.name })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.store === 'OUTLET' ? 'Outlet' : 'Wine'}</h1>
      <ul>
        {loaderData.products.map((p) => (
          <li key={p.code}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}

import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Listing and product URLs of SPEC §2 do not fit whole-segment patterns (`/prod{code}.html`,
// `cVINHOS-p2.html`), so one splat route resolves them with the domain's URL parser and answers
// a real 404 for anything else.
export default [
  index('routes/home.tsx'),
  route('loja-vinhos', 'routes/loja-vinhos.tsx'),
  // The fixed-text pages: one module fed by data (its table of pages), each route keeping its id.
  route('entenda-o-outlet', 'routes/content-page.tsx', { id: 'routes/entenda-o-outlet' }),
  route('politica-de-privacidade', 'routes/content-page.tsx', {
    id: 'routes/politica-de-privacidade',
  }),
  route('politica-de-cookies', 'routes/content-page.tsx', { id: 'routes/politica-de-cookies' }),
  route('lojas', 'routes/content-page.tsx', { id: 'routes/lojas' }),
  route('ajuda', 'routes/content-page.tsx', { id: 'routes/ajuda' }),
  route('clubewine/*', 'routes/clube.tsx'),
  route('clubewine', 'routes/clube.tsx', { id: 'clube-index' }),
  route('winebox-do-seu-jeito', 'routes/winebox-do-seu-jeito.tsx'),
  route('loja/produtor', 'routes/produtores.tsx'),
  // Issue #34: SPEC §2 /recomendacao/ (the route answers with and without the slash).
  route('recomendacao', 'routes/recomendacao.tsx'),
  route('search.ep', 'routes/search.tsx'),
  route('sign-in.ep', 'routes/sign-in.tsx'),
  route('cadastro.ep', 'routes/cadastro.tsx'),
  route('esqueci-senha.ep', 'routes/esqueci-senha.tsx'),
  route('redefinir-senha.ep', 'routes/redefinir-senha.tsx'),
  route('minha-wine/clubew', 'routes/minha-wine.clubew.tsx'),
  route('minha-wine/indique', 'routes/minha-wine.indique.tsx'),
  route('minha-wine', 'routes/minha-wine.tsx'),
  route('winelist/:token', 'routes/winelist.tsx'),
  route('black-friday', 'routes/black-friday.tsx'),
  route('checkout.ep', 'routes/checkout.tsx'),
  route('pedido-confirmado.ep', 'routes/pedido-confirmado.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemap/:part', 'routes/sitemap.$part.ts'),
  route('*', 'routes/catalogue.tsx'),
] satisfies RouteConfig;

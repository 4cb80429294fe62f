export function loader() {
  throw new Response('Não encontrado', { status: 404 });
}

export default function NotFound() {
  return null;
}
